// Decision 0028: each instance keeps signed-in members' rows and verified sessions for a
// moment; every kind of change still applies on every instance within a second.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { users } from './schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { fetchMe, signInAs, signOut } from '../../test/test-app';
import { connectAs, connectWithCookie, eventually } from '../../test/test-sockets';
import { twoInstances } from '../../test/two-instances';

const two = twoInstances();
const SECOND = 1_000;

/** A member of their own, signed in, whose row instance B has just read (and keeps). */
async function memberKeptByB(changes: Partial<typeof users.$inferInsert> = {}) {
  const member = await createMember(two.database.handle.db, {
    name: `Member${randomUUID().slice(0, 8)}`,
  });
  if (Object.keys(changes).length > 0)
    await two.database.handle.db.update(users).set(changes).where(eq(users.id, member.id));
  const cookie = await sessionCookieFor(
    two.database.handle.db,
    two.a.config.sessionSecret,
    member.id,
  );
  const me = await fetchMe(two.b.app, cookie);
  expect(me.statusCode).toBe(200);
  return { member, cookie };
}

/** Resolves with how long after `since` B's `/api/me` for the cookie passed `check`. */
async function seenOnB(
  cookie: string,
  since: number,
  check: (me: { statusCode: number; json: () => { user: Record<string, unknown> } }) => void,
): Promise<number> {
  await eventually(async () => check(await fetchMe(two.b.app, cookie)), 2 * SECOND);
  return Date.now() - since;
}

describe('a change made through instance A', () => {
  it('a role given in the console shows on B within a second', async () => {
    const { member, cookie } = await memberKeptByB();
    const founder = await signInAs(two.a.app, 'founder');
    // B forgets the row when A tells it, not only when its copy runs out.
    const toldToB = new Promise<string>((resolve) => two.b.io.on('member:changed', resolve));
    const changedAt = Date.now();
    const given = await two.a.app.inject({
      method: 'PUT',
      url: `/api/admin/members/${member.id}/roles/crypto`,
      headers: { cookie: founder },
      payload: { granted: true },
    });
    expect(given.statusCode).toBe(200);
    expect(await toldToB).toBe(member.id);
    const took = await seenOnB(cookie, changedAt, (me) =>
      expect(me.json().user.roles).toMatchObject({ crypto: true }),
    );
    expect(took).toBeLessThan(SECOND);
  });

  it.each(['ban', 'mute'] as const)('a %s shows on B within a second', async (kind) => {
    const { member, cookie } = await memberKeptByB();
    const founder = await connectAs(two.a.app, two.urlA, 'founder');
    two.sockets.push(founder.socket);
    const changedAt = Date.now();
    const done = await founder.socket.timeout(5_000).emitWithAck('command:run', {
      channel: 'general',
      text: `/${kind} ${member.name.toLowerCase()} 2`,
    });
    expect(done).toMatchObject({ ok: true });
    const field = kind === 'ban' ? 'banUntil' : 'muteUntil';
    const took = await seenOnB(cookie, changedAt, (me) =>
      expect(Date.parse(String(me.json().user[field]))).toBeGreaterThan(Date.now()),
    );
    expect(took).toBeLessThan(SECOND);
  });

  it('a mute refuses the member’s next message on B within a second', async () => {
    const { member, cookie } = await memberKeptByB();
    const onB = await connectWithCookie(two.urlB, cookie);
    two.sockets.push(onB);
    const send = () =>
      onB
        .timeout(5_000)
        .emitWithAck('message:send', { channel: 'general', clientId: randomUUID(), text: 'hi' });
    expect(await send()).toMatchObject({ ok: true });
    const founder = await connectAs(two.a.app, two.urlA, 'founder');
    two.sockets.push(founder.socket);
    const changedAt = Date.now();
    await founder.socket.timeout(5_000).emitWithAck('command:run', {
      channel: 'general',
      text: `/mute ${member.name.toLowerCase()} 2`,
    });
    await eventually(async () => expect(await send()).toMatchObject({ ok: false }), 2 * SECOND);
    expect(Date.now() - changedAt).toBeLessThan(SECOND);
  });

  it('a sign-out ends the session on B within a second', async () => {
    const { cookie } = await memberKeptByB();
    const changedAt = Date.now();
    expect((await signOut(two.a.app, cookie)).statusCode).toBe(200);
    const took = await seenOnB(cookie, changedAt, (me) => expect(me.statusCode).toBe(401));
    expect(took).toBeLessThan(SECOND);
  });
});

describe('a change made behind the app’s back (SQL), or by the clock', () => {
  const endSession = {
    'deleted in the database': (userId: string) =>
      two.database.handle.db.delete(sessions).where(eq(sessions.userId, userId)),
    'that runs out': (userId: string) =>
      two.database.handle.db
        .update(sessions)
        .set({ expiresAt: new Date() })
        .where(eq(sessions.userId, userId)),
  };
  it.each(Object.keys(endSession) as (keyof typeof endSession)[])(
    'a session %s stops counting on B within a second',
    async (how) => {
      const { member, cookie } = await memberKeptByB();
      const changedAt = Date.now();
      await endSession[how](member.id);
      const took = await seenOnB(cookie, changedAt, (me) => expect(me.statusCode).toBe(401));
      expect(took).toBeLessThan(SECOND);
    },
  );

  it('a row written in SQL shows on B within a second', async () => {
    const { member, cookie } = await memberKeptByB();
    const changedAt = Date.now();
    await two.database.handle.db
      .update(users)
      .set({ credits: 4242 })
      .where(eq(users.id, member.id));
    const took = await seenOnB(cookie, changedAt, (me) =>
      expect(me.json().user.credits).toBe(4242),
    );
    expect(took).toBeLessThan(SECOND);
  });

  it('premium signals that run out stop counting on B at once', async () => {
    const runsOutAt = Date.now() + 600;
    const { cookie } = await memberKeptByB({
      premiumSignals: true,
      signalsUntil: new Date(runsOutAt),
    });
    expect((await fetchMe(two.b.app, cookie)).json().user.roles).toMatchObject({
      premium_signals: true,
    });
    await new Promise((resolve) => setTimeout(resolve, runsOutAt - Date.now() + 1));
    expect((await fetchMe(two.b.app, cookie)).json().user.roles).toMatchObject({
      premium_signals: false,
    });
  });
});
