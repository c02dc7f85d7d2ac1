import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { sessionCookieFor } from '../test/factories';
import { fetchMe, signOut, type TestApp } from '../test/test-app';
import {
  collect,
  connectAs,
  connectNewMember,
  connectWithCookie,
  createSocketTestApp,
  disconnection,
  sessionRecheckRan,
  type TestSocket,
} from '../test/test-sockets';

let t: TestApp;
let url: string;
let sockets: TestSocket[];
beforeAll(async () => {
  ({ t, url, sockets } = await createSocketTestApp());
});
afterAll(() => t.close());

async function memberWithSocket() {
  const connected = await connectNewMember(t.db, t.config.sessionSecret, url);
  sockets.push(connected.socket);
  return connected;
}

/** How long a socket may outlive its session, however the session ended (decision 0016). */
const WITHIN_A_SECOND = 1_000;
const recheckRan = () => sessionRecheckRan(t.db, t.config.sessionSecret, url, WITHIN_A_SECOND);

describe('a socket opened before its session ends', () => {
  it('is disconnected at a sign-out, and its cookie opens no new one', async () => {
    const { cookie, socket } = await memberWithSocket();
    // A request first, so this instance holds the cookie as verified.
    expect((await fetchMe(t.app, cookie)).statusCode).toBe(200);
    const closed = disconnection(socket, WITHIN_A_SECOND);
    const signedOut = await signOut(t.app, cookie);
    expect(signedOut.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connectWithCookie(url, cookie)).rejects.toThrow(/unauthenticated/);
    expect((await fetchMe(t.app, cookie)).statusCode).toBe(401);
  });

  it('is disconnected within a second when its session row is deleted, by better-auth or behind its back', async () => {
    const revoked = await memberWithSocket();
    const revokedClosed = disconnection(revoked.socket, WITHIN_A_SECOND);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: { cookie: revoked.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    expect(await revokedClosed).toBe('io server disconnect');

    const deleted = await memberWithSocket();
    expect((await fetchMe(t.app, deleted.cookie)).statusCode).toBe(200);
    // Right after a recheck: the deletion waits the longest for the next one.
    await recheckRan();
    const deletedClosed = disconnection(deleted.socket, WITHIN_A_SECOND);
    await t.db.delete(sessions).where(eq(sessions.userId, deleted.member.id));
    expect(await deletedClosed).toBe('io server disconnect');
    // This instance forgot the cookie with the socket, not a cache window later.
    expect((await fetchMe(t.app, deleted.cookie)).statusCode).toBe(401);
  });

  it('is disconnected within a second when its session expires', async () => {
    const { member, cookie, socket } = await memberWithSocket();
    await recheckRan();
    const closed = disconnection(socket, WITHIN_A_SECOND);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, member.id));
    expect(await closed).toBe('io server disconnect');
    await expect(connectWithCookie(url, cookie)).rejects.toThrow(/unauthenticated/);
  });

  it('leaves the other sessions of the member connected', async () => {
    const { member, cookie, socket } = await memberWithSocket();
    const otherCookie = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
    const other = await connectWithCookie(url, otherCookie);
    sockets.push(other);
    const closed = disconnection(socket, WITHIN_A_SECOND);
    await signOut(t.app, cookie);
    await closed;
    // A recheck has looked at every socket since the sign-out. Had it ended the other one, it
    // did so in the same pass as the probe's, so the server would not answer it now.
    await recheckRan();
    const answer = await other.timeout(5_000).emitWithAck('message:send', {
      channel: 'general',
      clientId: randomUUID(),
      text: 'still on',
    });
    expect(answer).toMatchObject({ ok: true });
    expect(other.connected).toBe(true);
    expect((await fetchMe(t.app, otherCookie)).statusCode).toBe(200);
  });
});

describe('the open sockets of a banned member', () => {
  it('are disconnected at the ban, and a new one hears nothing of the chat', async () => {
    const founder = await connectAs(t.app, url, 'founder');
    sockets.push(founder.socket);
    const { cookie, handle, socket } = await memberWithSocket();
    const closed = disconnection(socket, 1_000);
    const ban = await founder.socket
      .timeout(5_000)
      .emitWithAck('command:run', { channel: 'general', text: `/ban ${handle} 2` });
    expect(ban).toMatchObject({ ok: true });
    expect(await closed).toBe('io server disconnect');

    // Signed in still (the ban notice is theirs to read), but out of every channel.
    const back = await connectWithCookie(url, cookie);
    sockets.push(back);
    const heard = collect(back, 'message:new');
    const after = await founder.socket.timeout(5_000).emitWithAck('message:send', {
      channel: 'general',
      clientId: randomUUID(),
      text: 'after the ban',
    });
    expect(after.ok).toBe(true);
    // The refusal is the barrier: the broadcast left before the founder's acknowledgement, so
    // on this connection it would have come before the answer to a later request.
    const refused = await back.timeout(5_000).emitWithAck('message:send', {
      channel: 'general',
      clientId: randomUUID(),
      text: 'still here?',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'banned' } });
    expect(heard).toEqual([]);
  });
});
