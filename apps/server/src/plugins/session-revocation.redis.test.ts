import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember, sessionCookieFor } from '../test/factories';
import { fetchMe, signOut } from '../test/test-app';
import { connectAs, connectWithCookie, disconnection, eventually } from '../test/test-sockets';
import { twoInstances } from '../test/two-instances';

const two = twoInstances();

describe('a session ended through one instance', () => {
  it('disconnects its sockets on the other, and the other refuses its cookie, within a second', async () => {
    const member = await createMember(two.database.handle.db, {
      name: `Member${randomUUID().slice(0, 8)}`,
    });
    const cookie = await sessionCookieFor(
      two.database.handle.db,
      two.a.config.sessionSecret,
      member.id,
    );
    const socket = await connectWithCookie(two.urlB, cookie);
    two.sockets.push(socket);
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
    const handle = `Member${randomUUID().slice(0, 8)}`;
    const member = await createMember(two.database.handle.db, { name: handle });
    const cookie = await sessionCookieFor(
      two.database.handle.db,
      two.a.config.sessionSecret,
      member.id,
    );
    const socket = await connectWithCookie(two.urlB, cookie);
    two.sockets.push(socket);
    const founder = await connectAs(two.a.app, two.urlA, 'founder');
    two.sockets.push(founder.socket);
    const closed = disconnection(socket, 1_000);
    const ban = await founder.socket
      .timeout(5_000)
      .emitWithAck('command:run', { channel: 'general', text: `/ban ${handle.toLowerCase()} 2` });
    expect(ban).toMatchObject({ ok: true });
    expect(await closed).toBe('io server disconnect');
  });
});
