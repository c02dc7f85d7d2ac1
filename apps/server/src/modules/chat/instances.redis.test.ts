import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import {
  collect,
  connectWithCookie,
  eventually,
  listen,
  sentinelArrived,
  type TestSocket,
} from '../../test/test-sockets';

/** Two server instances on one database, sharing rooms through Redis, as behind a load balancer. */
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  a = await createTestApp({}, { sharedDatabase: database });
  b = await createTestApp({}, { sharedDatabase: database });
  urlA = await listen(a.app);
  urlB = await listen(b.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await a.close();
  await b.close();
  await database.drop();
});

async function connect(app: TestApp, url: string, persona: Parameters<typeof signInAs>[1]) {
  const cookie = await signInAs(app.app, persona);
  const socket = await connectWithCookie(url, cookie);
  sockets.push(socket);
  return { cookie, socket };
}

describe('two instances with Redis', () => {
  it('delivers a message sent through one instance to a client of the other exactly once', async () => {
    const sender = await connect(a, urlA, 'founder');
    const reader = await connect(b, urlB, 'premium');
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
    const founder = await connect(a, urlA, 'founder');
    const member = await connect(b, urlB, 'free');
    const received = collect(member.socket, 'message:new');
    const changed = collect(member.socket, 'member:changed');

    const claim = await a.app.inject({
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

    await a.app.inject({
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
    expect((await productsOn(b)).find((p) => p.key === 'indicator')?.title).not.toBe('Renamed');
    const founder = await signInAs(a.app, 'founder');
    const edit = await a.app.inject({
      method: 'PATCH',
      url: '/api/admin/products/indicator',
      headers: { cookie: founder },
      payload: { title: 'Renamed' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await eventually(async () =>
      expect((await productsOn(b)).find((p) => p.key === 'indicator')?.title).toBe('Renamed'),
    );
  });
});
