import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { polls, pollVotes } from './schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newPoll(options = ['Risk', 'Options', 'Forex']) {
  const [poll] = await t.db
    .insert(polls)
    .values({ header: `Poll ${Math.random()}`, text: 'Pick one', options })
    .returning();
  return poll!;
}
const vote = (cookie: string, pollId: number, option: number | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/polls/${pollId}/vote`,
    headers: { cookie },
    payload: { option },
  });
const counts = (poll: { options: Array<{ count: number }> }) => poll.options.map((o) => o.count);

describe('polls', () => {
  it('votes, changes the vote and deselects as spec §4 says', async () => {
    const poll = await newPoll();
    const cookie = await signInAs(t.app, 'free');
    expect(counts((await vote(cookie, poll.id, 0)).json().poll)).toEqual([1, 0, 0]);
    const changed = (await vote(cookie, poll.id, 2)).json().poll;
    expect(counts(changed)).toEqual([0, 0, 1]);
    expect(changed.myVote).toBe(2);
    const cleared = (await vote(cookie, poll.id, null)).json().poll;
    expect(counts(cleared)).toEqual([0, 0, 0]);
    expect(cleared.myVote).toBeNull();
  });

  it('keeps counts equal to the stored votes under 50 concurrent voters and concurrent changes', async () => {
    const poll = await newPoll(['A', 'B', 'C']);
    const voters = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const member = await createMember(t.db, { name: `Voter ${i}` });
        return sessionCookieFor(t.db, t.config.sessionSecret, member.id);
      }),
    );
    await Promise.all(voters.map((cookie, i) => vote(cookie, poll.id, i % 3)));
    // Everyone changes their mind at once, some twice, some clear.
    await Promise.all(
      voters.flatMap((cookie, i) => [
        vote(cookie, poll.id, (i + 1) % 3),
        i % 5 === 0 ? vote(cookie, poll.id, null) : vote(cookie, poll.id, (i + 2) % 3),
      ]),
    );
    const stored = await t.db
      .select({ option: pollVotes.option, n: sql<number>`count(*)::int` })
      .from(pollVotes)
      .where(eq(pollVotes.pollId, poll.id))
      .groupBy(pollVotes.option);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/polls', headers: { cookie: voters[0]! } })
    ).json();
    const shown = listed.polls.find((p: { id: number }) => p.id === poll.id);
    expect(counts(shown)).toEqual([0, 1, 2].map((o) => stored.find((s) => s.option === o)?.n ?? 0));
    const total = stored.reduce((sum, s) => sum + s.n, 0);
    const perMember = await t.db.select().from(pollVotes).where(eq(pollVotes.pollId, poll.id));
    expect(new Set(perMember.map((v) => v.userId)).size).toBe(total);
    expect(total).toBeLessThanOrEqual(50);
  });

  it('refuses bad options, deleted polls, muted members and the signed out', async () => {
    const poll = await newPoll(['A', 'B']);
    const cookie = await signInAs(t.app, 'premium');
    expect((await vote(cookie, poll.id, 2)).statusCode).toBe(400);
    expect((await vote(cookie, poll.id, -1)).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/polls/${poll.id}/vote`,
          headers: { cookie },
          payload: { option: '1' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await vote(cookie, 999_999, 0)).statusCode).toBe(404);
    const muted = await createMember(t.db, {
      name: 'Muted Voter',
      muteUntil: new Date(Date.now() + 3_600_000),
    });
    const mutedCookie = await sessionCookieFor(t.db, t.config.sessionSecret, muted.id);
    expect((await vote(mutedCookie, poll.id, 0)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/polls/${poll.id}/vote`,
          payload: { option: 0 },
        })
      ).statusCode,
    ).toBe(401);
    await t.db.update(polls).set({ deletedAt: new Date() }).where(eq(polls.id, poll.id));
    expect((await vote(cookie, poll.id, 0)).statusCode).toBe(404);
    const votes = await t.db
      .select()
      .from(pollVotes)
      .where(and(eq(pollVotes.pollId, poll.id)));
    expect(votes).toHaveLength(0);
  });
});
