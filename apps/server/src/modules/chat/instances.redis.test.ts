import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAs, type TestApp } from '../../test/test-app';
import { collect, connectWithCookie, eventually, sentinelArrived } from '../../test/test-sockets';
import { twoInstances } from '../../test/two-instances';

const two = twoInstances();

async function connect(app: TestApp, url: string, persona: Parameters<typeof signInAs>[1]) {
  const cookie = await signInAs(app.app, persona);
  const socket = await connectWithCookie(url, cookie);
  two.sockets.push(socket);
  return { cookie, socket };
}

describe('two instances with Redis', () => {
  it('delivers a message sent through one instance to a client of the other exactly once', async () => {
    const sender = await connect(two.a, two.urlA, 'founder');
    const reader = await connect(two.b, two.urlB, 'premium');
    const received = collect(reader.socket, 'message:new');
    const ack = await sender.socket.timeout(5_000).emitWithAck('message:send', {
      channel: 'general',
      clientId: randomUUID(),
      text: 'across instances',
    });
    if (!ack.ok) throw new Error(ack.error.message);
    await eventually(() => expect(received.map((m) => m.id)).toContain(ack.data.id));
    await sentinelArrived(sender.socket, received);
    expect(received.filter((m) => m.id === ack.data.id)).toHaveLength(1);
  });

  it('moves a member between rooms on every instance when their roles change', async () => {
    const founder = await connect(two.a, two.urlA, 'founder');
    const member = await connect(two.b, two.urlB, 'free');
    const received = collect(member.socket, 'message:new');
    const changed = collect(member.socket, 'member:changed');

    const claim = await two.a.app.inject({
      method: 'POST',
      url: '/api/me/roles',
      headers: { cookie: member.cookie },
      payload: { role: 'crypto', claimed: true },
    });
    expect(claim.statusCode).toBe(200);
    await eventually(() => expect(changed).toHaveLength(1));
    const inCrypto = await founder.socket.timeout(5_000).emitWithAck('message:send', {
      channel: 'crypto_channel',
      clientId: randomUUID(),
      text: 'BTC setup',
    });
    if (!inCrypto.ok) throw new Error(inCrypto.error.message);
    await eventually(() => expect(received.map((m) => m.id)).toContain(inCrypto.data.id));

    await two.a.app.inject({
      method: 'POST',
      url: '/api/me/roles',
      headers: { cookie: member.cookie },
      payload: { role: 'crypto', claimed: false },
    });
    await eventually(() => expect(changed).toHaveLength(2));
    const afterRemoval = await founder.socket.timeout(5_000).emitWithAck('message:send', {
      channel: 'crypto_channel',
      clientId: randomUUID(),
      text: 'ETH setup',
    });
    if (!afterRemoval.ok) throw new Error(afterRemoval.error.message);
    await sentinelArrived(founder.socket, received);
    expect(received.map((m) => m.id)).not.toContain(afterRemoval.data.id);
  });

  it("shows an admin's product edit on the other instance's storefront at once", async () => {
    const productsOn = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/api/products' })).json().products as {
        key: string;
        title: string;
      }[];
    // Both instances have the catalogue loaded (and cached) before the edit.
    expect((await productsOn(two.b)).find((p) => p.key === 'indicator')?.title).not.toBe('Renamed');
    const founder = await signInAs(two.a.app, 'founder');
    const edit = await two.a.app.inject({
      method: 'PATCH',
      url: '/api/admin/products/indicator',
      headers: { cookie: founder },
      payload: { title: 'Renamed' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await eventually(async () =>
      expect((await productsOn(two.b)).find((p) => p.key === 'indicator')?.title).toBe('Renamed'),
    );
  });

  it('screens sends on the other instance against a word banned there a moment ago', async () => {
    const founder = await signInAs(two.a.app, 'founder');
    const member = await connect(two.b, two.urlB, 'premium');
    const send = (text: string) =>
      member.socket.timeout(5_000).emitWithAck('message:send', {
        channel: 'general',
        clientId: randomUUID(),
        text,
      });
    // Instance B has read (and keeps) the banned words before the ban.
    expect((await send('the zorblax setup')).ok).toBe(true);
    const ban = await two.a.app.inject({
      method: 'POST',
      url: '/api/moderation/banned-words',
      headers: { cookie: founder },
      payload: { word: 'zorblax' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    // Well inside the time B keeps its list: only the change carried over Redis explains a refusal.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await send('zorblax again');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('banned_word');
  });
});
