import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '@bbt/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatClient, waitUntil } from '../../test/chat-client';
import {
  adaptersSubscribed,
  startPrivateRedis,
  startRedisProxy,
  watchBroadcasts,
  type PrivateRedis,
  type TcpProxy,
} from '../../test/private-redis';
import { fetchAllAfter, newestId } from '../../test/server-process';
import { signInAs, type Persona, type TestApp } from '../../test/test-app';
import { collect, connectWithCookie, eventually, sendToGeneral } from '../../test/test-sockets';
import { twoInstances } from '../../test/two-instances';

/**
 * Two instances on one database sharing rooms through a Redis of this file's own (a
 * redis-server child on a free port), which the tests kill, restart and freeze. Runs on the
 * embedded database and on PostgreSQL alike and needs redis-server installed; like the other
 * *.redis.test.ts suites it is collected only when REDIS_URL is set (CI's second pass), so
 * `npm test` on a machine with Node alone needs no Redis.
 */
let redis: PrivateRedis;
let proxyA: TcpProxy;
let proxyB: TcpProxy;
const clients: ChatClient[] = [];

beforeAll(async () => {
  redis = await startPrivateRedis();
  // Each instance reaches Redis through a proxy of its own, so a test can delay one of them.
  proxyA = await startRedisProxy(redis);
  proxyB = await startRedisProxy(redis);
});
// Hooks after all run in reverse: this one last, once the instances are closed.
afterAll(async () => {
  await redis?.stop();
  await proxyA?.close();
  await proxyB?.close();
});
// No broadcast window (decision 0085): each message is a broadcast of its own, so what an
// instance publishes when Redis is back counts its messages.
const two = twoInstances(() => ({
  a: { REDIS_URL: proxyA.url, CHAT_BROADCAST_WINDOW_MS: '0' },
  b: { REDIS_URL: proxyB.url, CHAT_BROADCAST_WINDOW_MS: '0' },
}));
beforeAll(() => adaptersSubscribed(redis, 2));
afterAll(async () => {
  for (const client of clients) client.close();
  // The apps' Redis clients quit cleanly only with a Redis to say goodbye to.
  proxyA?.unblock();
  proxyB?.unblock();
  await redis?.ensureRunning();
});

// Each test starts with Redis up and both adapters subscribed, whatever the last one left.
beforeEach(async () => {
  proxyA.unblock();
  proxyB.unblock();
  await redis.ensureRunning();
  await adaptersSubscribed(redis, 2);
});

async function member(app: TestApp, url: string, persona: Persona) {
  const cookie = await signInAs(app.app, persona);
  const socket = await connectWithCookie(url, cookie);
  two.sockets.push(socket);
  return { cookie, socket, received: collect(socket, 'message:new') };
}

const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('Redis killed and restarted under two instances', () => {
  it('keeps every stored message, acknowledges sends during the outage, and delivers across instances again', async () => {
    const runId = randomBytes(4).toString('hex');
    const baseline = await newestId(two.urlA, await signInAs(two.a.app, 'founder'), 'general');
    const watcher = async (app: TestApp, url: string, persona: Persona, label: string) => {
      const client = new ChatClient({
        urls: [url],
        cookie: await signInAs(app.app, persona),
        channel: 'general',
        label,
        runId,
        baseline,
      });
      clients.push(client);
      return client;
    };
    const onA = await watcher(two.a, two.urlA, 'founder', 'sender on A');
    const onB = await watcher(two.b, two.urlB, 'free', 'sender on B');
    const watcherA = await watcher(two.a, two.urlA, 'admin', 'member on A');
    const watcherB = await watcher(two.b, two.urlB, 'premium', 'member on B');
    // Signed in beforehand: sign-in is rate limited, and the limiter's counters live in Redis.
    const late = await watcher(two.b, two.urlB, 'support', 'member joining B during the outage');
    await Promise.all([onA, onB, watcherA, watcherB].map((c) => c.start()));
    const holds = (client: ChatClient, messages: ChatMessage[], what: string) =>
      client.until(
        () => messages.every((m) => client.view.has(m.id)),
        `${client.options.label} to hold ${what}`,
        10_000,
      );

    const before = await onA.post('before the outage');
    await holds(watcherB, [before], 'the message from A');

    await redis.kill();
    // The code acknowledges a send once it is committed; the broadcast after it goes to
    // ioredis's offline queue. So sends during the outage are acknowledged (not refused), and
    // members of the sender's own instance still get them at once.
    const during: ChatMessage[] = [];
    for (let i = 0; i < 3; i++) {
      during.push(await onA.post(`during the outage from A ${i}`));
      during.push(await onB.post(`during the outage from B ${i}`));
    }
    const stored = await fetchAllAfter(two.urlB, onB.options.cookie, 'general', baseline);
    expect(ids(stored)).toEqual(ids([before, ...during]));
    const fromInstance = (name: string) => during.filter((m) => m.text.includes(`from ${name} `));
    await holds(watcherA, fromInstance('A'), "A's messages");
    await holds(watcherB, fromInstance('B'), "B's messages");
    // Connecting and catching up need no Redis either.
    await late.start();
    expect(ids([...late.view.values()].sort((x, y) => x.id - y.id))).toEqual(ids(stored));

    await redis.restart();
    await adaptersSubscribed(redis, 2);
    // Rate-limited routes work again once the limiter's own Redis connection is back.
    const signInDeadline = Date.now() + 15_000;
    for (;;) {
      const response = await two.a.app.inject({
        method: 'POST',
        url: '/api/dev/sign-in',
        payload: { as: 'analyst' },
      });
      if (response.statusCode === 200) break;
      if (Date.now() > signInDeadline)
        throw new Error(`sign-in still answers ${response.statusCode}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const fromA = await onA.post('after the restart, from A');
    const fromB = await onB.post('after the restart, from B');
    await holds(watcherB, [fromA], 'the message from A after the restart');
    await holds(late, [fromA], 'the message from A after the restart');
    await holds(watcherA, [fromB], 'the message from B after the restart');
    for (const client of [watcherA, watcherB, late]) {
      for (const deliveries of client.deliveries) {
        const twice = [...deliveries].filter(([, n]) => n > 1).map(([id]) => id);
        expect(twice, `${client.options.label}: delivered twice`).toEqual([]);
      }
    }

    // Nothing stored was lost or duplicated by any of it.
    const after = await fetchAllAfter(two.urlA, onA.options.cookie, 'general', baseline);
    expect(ids(after)).toEqual(ids([before, ...during, fromA, fromB]));
    expect(after.map((m) => m.text)).toEqual([before, ...during, fromA, fromB].map((m) => m.text));
  });

  it('gets the messages sent during the outage to the members of the other instance once Redis is back', async () => {
    // Each instance's members get its own messages at once, outage or not. What an instance
    // published while Redis was down goes out when it reconnects; if it reconnects before the
    // other instance has subscribed again, nobody there receives it, and its members, who
    // never disconnected, never ask for what they missed. Here A gets back to Redis first.
    const runId = randomBytes(4).toString('hex');
    const readerOf = async (app: TestApp, url: string, persona: Persona, label: string) => {
      const cookie = await signInAs(app.app, persona);
      const client = new ChatClient({
        urls: [url],
        cookie,
        channel: 'general',
        label,
        runId,
        baseline: await newestId(url, cookie, 'general'),
      });
      clients.push(client);
      await client.start();
      return client;
    };
    const readers = [
      await readerOf(two.a, two.urlA, 'marketing', 'member on A'),
      await readerOf(two.b, two.urlB, 'analyst', 'member on B'),
    ];
    const senderA = await readerOf(two.a, two.urlA, 'founder', 'sender on A');
    const senderB = await readerOf(two.b, two.urlB, 'free', 'sender on B');

    await redis.kill();
    const during: ChatMessage[] = [];
    for (let i = 0; i < 3; i++) {
      during.push(await senderA.post(`outage, from A ${i}`));
      during.push(await senderB.post(`outage, from B ${i}`));
    }
    proxyA.block();
    proxyB.block();
    await redis.restart();
    const published = await watchBroadcasts(redis);
    try {
      proxyA.unblock();
      // A reconnects and sends what it queued during the outage (B isn't subscribed yet).
      await eventually(() => expect(published.count).toBeGreaterThanOrEqual(3), 30_000);
      proxyB.unblock();
      await adaptersSubscribed(redis, 2);
    } finally {
      published.close();
    }
    const afterwards = [await senderA.post('back, from A'), await senderB.post('back, from B')];
    const all = ids([...during, ...afterwards]);
    const missing = () =>
      readers
        .map((r) => [r.options.label, all.filter((id) => !r.view.has(id))] as const)
        .filter(([, list]) => list.length > 0);
    await waitUntil(
      readers,
      () => missing().length === 0,
      'both members to hold all',
      10_000,
    ).catch(() => undefined);
    const from = (who: string) => ids(during.filter((m) => m.text.includes(who)));
    expect(
      missing().map(([label, list]) => `${label} never received #${list.join(', #')}`),
      `sent during the outage: from A #${from('from A').join(', #')}; from B #${from('from B').join(', #')}`,
    ).toEqual([]);
  });

  it('gives a member who reconnects every message committed before the newest one they hold', async () => {
    // Live delivery is not in id order: a message from the other instance travels through
    // Redis, one from this instance does not. Here Redis stalls for a moment (SIGSTOP), so
    // B's members get B's newer message before A's older one; one of them drops off the
    // network in between and, on reconnecting, asks for what came after the newest id held.
    const cookies = {
      sender: await signInAs(two.a.app, 'founder'),
      local: await signInAs(two.b.app, 'admin'),
      reader: await signInAs(two.b.app, 'free'),
    };
    const sender = await connectWithCookie(two.urlA, cookies.sender);
    const local = await connectWithCookie(two.urlB, cookies.local);
    two.sockets.push(sender, local);
    const observer = await member(two.b, two.urlB, 'premium');
    const reader = new ChatClient({
      urls: [two.urlB],
      cookie: cookies.reader,
      channel: 'general',
      label: 'reader',
      runId: randomBytes(4).toString('hex'),
      baseline: await newestId(two.urlB, cookies.reader, 'general'),
    });
    clients.push(reader);
    await reader.start();

    redis.freeze();
    let older: ChatMessage;
    let newer: ChatMessage;
    try {
      older = await sendToGeneral(sender, 'committed first, on A');
      newer = await sendToGeneral(local, 'committed second, on B');
      await reader.until(() => reader.view.has(newer.id), 'the newer message to arrive');
      expect(older.id).toBeLessThan(newer.id);
      expect(reader.view.has(older.id)).toBe(false);
      await reader.goOffline();
    } finally {
      redis.thaw();
    }
    // Redis delivers the older message to B now, while the reader is away.
    await eventually(() => expect(ids(observer.received)).toContain(older.id), 10_000);
    await reader.goOnline();

    expect(
      [...reader.view.keys()].sort((x, y) => x - y),
      `#${older.id} was committed before #${newer.id} but reached B through Redis after the reader had #${newer.id}; ` +
        `the reader reconnected and caught up after #${reader.catchUps.at(-1)}`,
    ).toEqual([older.id, newer.id]);
  });
});
