import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { fetchMe, signOut } from '../test/test-app';
import {
  connectAs,
  connectNewMember,
  connectWithCookie,
  disconnection,
  eventually,
  sessionRecheckRan,
} from '../test/test-sockets';
import { twoInstances } from '../test/two-instances';

const two = twoInstances();

/** A member of their own, signed in, with a socket to instance B. */
async function memberOnB() {
  const connected = await connectNewMember(
    two.database.handle.db,
    two.a.config.sessionSecret,
    two.urlB,
  );
  two.sockets.push(connected.socket);
  return connected;
}

describe('a session ended through one instance', () => {
  it('disconnects its sockets on the other, and the other refuses its cookie, within a second', async () => {
    const { cookie, socket } = await memberOnB();
    // B holds the cookie as verified (its cache would trust it for VERIFIED_SESSION_TTL_MS).
    expect((await fetchMe(two.b.app, cookie)).statusCode).toBe(200);

    const closed = disconnection(socket, 1_000);
    const signedOutAt = Date.now();
    const signedOut = await signOut(two.a.app, cookie);
    expect(signedOut.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await eventually(
      async () => expect((await fetchMe(two.b.app, cookie)).statusCode).toBe(401),
      1_000,
    );
    expect(Date.now() - signedOutAt).toBeLessThan(1_000);
    await expect(connectWithCookie(two.urlB, cookie)).rejects.toThrow(/unauthenticated/);
  });

  it('and a ban through one instance disconnects the member on the other', async () => {
    const { handle, socket } = await memberOnB();
    const founder = await connectAs(two.a.app, two.urlA, 'founder');
    two.sockets.push(founder.socket);
    const closed = disconnection(socket, 1_000);
    const ban = await founder.socket
      .timeout(5_000)
      .emitWithAck('command:run', { channel: 'general', text: `/ban ${handle} 2` });
    expect(ban).toMatchObject({ ok: true });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('a session deleted in the database or run out', () => {
  /** A member signed in with sockets to both instances, just after B rechecked its sockets. */
  async function memberOnBoth() {
    const { member, cookie, socket: onB } = await memberOnB();
    const onA = await connectWithCookie(two.urlA, cookie);
    two.sockets.push(onA);
    // Right after a recheck on B: a session ended now waits the longest there.
    await sessionRecheckRan(two.database.handle.db, two.b.config.sessionSecret, two.urlB, 1_000);
    return { member, sockets: [onA, onB] };
  }

  it('disconnects its sockets on both instances within a second of its deletion', async () => {
    const { member, sockets } = await memberOnBoth();
    const closed = sockets.map((socket) => disconnection(socket, 1_000));
    await two.database.handle.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('disconnects its sockets on both instances within a second of its expiry', async () => {
    const { member, sockets } = await memberOnBoth();
    const closed = sockets.map((socket) => disconnection(socket, 1_000));
    await two.database.handle.db
      .update(sessions)
      .set({ expiresAt: new Date() })
      .where(eq(sessions.userId, member.id));
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
