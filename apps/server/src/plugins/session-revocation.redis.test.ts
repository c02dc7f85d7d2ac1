import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionCookieFor } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import {
  connectAs,
  connectWithCookie,
  disconnection,
  eventually,
  listen,
  type TestSocket,
} from '../test/test-sockets';

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

const me = (app: TestApp, cookie: string) =>
  app.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('a session ended through one instance', () => {
  it('disconnects its sockets on the other, and the other refuses its cookie, within a second', async () => {
    const member = await createMember(database.handle.db, {
      name: `Member${randomUUID().slice(0, 8)}`,
    });
    const cookie = await sessionCookieFor(database.handle.db, a.config.sessionSecret, member.id);
    const socket = await connectWithCookie(urlB, cookie);
    sockets.push(socket);
    // B holds the cookie as verified (its cache would trust it for VERIFIED_SESSION_TTL_MS).
    expect((await me(b, cookie)).statusCode).toBe(200);

    const closed = disconnection(socket, 1_000);
    const signedOutAt = Date.now();
    const signOut = await a.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await eventually(async () => expect((await me(b, cookie)).statusCode).toBe(401), 1_000);
    expect(Date.now() - signedOutAt).toBeLessThan(1_000);
    await expect(connectWithCookie(urlB, cookie)).rejects.toThrow(/unauthenticated/);
  });

  it('and a ban through one instance disconnects the member on the other', async () => {
    const handle = `Member${randomUUID().slice(0, 8)}`;
    const member = await createMember(database.handle.db, { name: handle });
    const cookie = await sessionCookieFor(database.handle.db, a.config.sessionSecret, member.id);
    const socket = await connectWithCookie(urlB, cookie);
    sockets.push(socket);
    const founder = await connectAs(a.app, urlA, 'founder');
    sockets.push(founder.socket);
    const closed = disconnection(socket, 1_000);
    const ban = await founder.socket
      .timeout(5_000)
      .emitWithAck('command:run', { channel: 'general', text: `/ban ${handle.toLowerCase()} 2` });
    expect(ban).toMatchObject({ ok: true });
    expect(await closed).toBe('io server disconnect');
  });
});
