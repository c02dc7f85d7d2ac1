import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptersSubscribed, startPrivateRedis, type PrivateRedis } from '../../test/private-redis';
import { freshClientAddress } from '../../test/client-address';
import { signInAs, type TestApp } from '../../test/test-app';
import {
  collect,
  connectWithCookie,
  eventually,
  sendToGeneral,
  type TestSocket,
} from '../../test/test-sockets';
import { twoInstances } from '../../test/two-instances';

/**
 * The sidebar kept per instance (decision 0079) with two instances on a Redis of this file's
 * own, which a test stops: a write through one instance outdates the other's kept sidebars
 * before that instance relays the write's own broadcast, and an instance that cannot hear the
 * others serves none it kept.
 */
let redis: PrivateRedis;
beforeAll(async () => {
  redis = await startPrivateRedis();
});
afterAll(async () => {
  await redis?.stop();
});
const two = twoInstances(() => ({ a: { REDIS_URL: redis.url }, b: { REDIS_URL: redis.url } }));
beforeAll(() => adaptersSubscribed(redis, 2));
afterAll(async () => {
  // The apps' Redis clients quit cleanly only with a Redis to say goodbye to.
  await redis?.ensureRunning();
});

async function generalOn(app: TestApp, cookie: string) {
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/channels',
    headers: { cookie },
    remoteAddress: freshClientAddress(),
  });
  expect(response.statusCode).toBe(200);
  const channels = response.json().channels as Array<{ slug: string; unread: number }>;
  return channels.find((c) => c.slug === 'general');
}

async function socketOn(url: string, cookie: string): Promise<TestSocket> {
  const socket = await connectWithCookie(url, cookie);
  two.sockets.push(socket);
  return socket;
}

describe('the kept sidebar on two instances', () => {
  it("counts on one instance a message sent through the other, once that message's broadcast is there", async () => {
    const founder = await signInAs(two.b.app, 'founder');
    const reader = await signInAs(two.a.app, 'free');
    const sender = await socketOn(two.urlB, founder);
    const readerSocket = await socketOn(two.urlA, reader);
    const received = collect(readerSocket, 'message:new');
    const first = await sendToGeneral(sender, 'before');
    await eventually(() => expect(received.map((m) => m.id)).toContain(first.id));
    const read = await two.a.app.inject({
      method: 'POST',
      url: '/api/channels/general/read',
      headers: { cookie: reader },
      payload: { lastId: first.id },
    });
    expect(read.statusCode).toBe(200);
    expect(await generalOn(two.a, reader)).toMatchObject({ unread: 0 });

    const second = await sendToGeneral(sender, 'through B');
    await eventually(() => expect(received.map((m) => m.id)).toContain(second.id));
    // No waiting beyond the broadcast: the write's topics came before it, on the same channel.
    expect(await generalOn(two.a, reader)).toMatchObject({ unread: 1 });
  });

  it('serves nothing kept while Redis is gone, and is exact again once it is back', async () => {
    const founder = await signInAs(two.b.app, 'founder');
    const reader = await signInAs(two.a.app, 'premium');
    const sender = await socketOn(two.urlB, founder);
    const before = (await generalOn(two.a, reader))?.unread ?? 0;

    await redis.kill();
    // B's writes can't be told to A now: A, once it knows it can't hear, reads every answer.
    await sendToGeneral(sender, 'during the outage');
    await eventually(async () =>
      expect(await generalOn(two.a, reader)).toMatchObject({ unread: before + 1 }),
    );
    // An answer A read during the outage, were it kept, would hide the next write.
    await sendToGeneral(sender, 'later during the outage');
    await eventually(async () =>
      expect(await generalOn(two.a, reader)).toMatchObject({ unread: before + 2 }),
    );

    await redis.restart();
    await adaptersSubscribed(redis, 2);
    const readerSocket = await socketOn(two.urlA, reader);
    const received = collect(readerSocket, 'message:new');
    expect(await generalOn(two.a, reader)).toMatchObject({ unread: before + 2 });
    const after = await sendToGeneral(sender, 'after the outage');
    await eventually(() => expect(received.map((m) => m.id)).toContain(after.id));
    expect(await generalOn(two.a, reader)).toMatchObject({ unread: before + 3 });
  });
});
