import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { commissions, users } from '../../db/schema';
import { inviteVisits } from './schema';
import type { UserRow } from '../users';

/** Joins the member to the marketing team with their cv and zeroed counters; none if on it. */
export async function joinMarketingTeam(
  tx: Tx,
  userId: string,
  cv: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ marketing: true, marketingCv: cv, visits: 0, signups: 0, sales: 0 })
    .where(and(eq(users.id, userId), eq(users.marketing, false)))
    .returning();
  return row;
}

/** Per UTC day since `since`: the inviter's visits, signups, and sales with the credits they earned. */
export async function dailyFiguresSince(tx: Tx, inviterId: string, since: Date) {
  const [visits, signups, sales] = await Promise.all([
    tx
      .select({ day: inviteVisits.day, n: sql<number>`count(*)::int` })
      .from(inviteVisits)
      .where(and(eq(inviteVisits.inviterId, inviterId), gte(inviteVisits.at, since)))
      .groupBy(inviteVisits.day),
    tx
      .select({
        day: sql<string>`to_char(${users.invitedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        n: sql<number>`count(*)::int`,
      })
      .from(users)
      .where(and(eq(users.inviterId, inviterId), gte(users.invitedAt, since)))
      .groupBy(sql`1`),
    tx
      .select({
        day: sql<string>`to_char(${commissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        n: sql<number>`count(*)::int`,
        credits: sql<number>`sum(${commissions.credits})::float8`,
      })
      .from(commissions)
      .where(and(eq(commissions.inviterId, inviterId), gte(commissions.createdAt, since)))
      .groupBy(sql`1`),
  ]);
  return { visits, signups, sales };
}

/** The member an invite id names; bots invite nobody. */
export async function findInviterById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isBot, false)));
  return row;
}

/** Stores a visitor's visit of the day; false when that visitor was counted today already. */
export async function insertVisit(
  tx: Tx,
  visit: { inviterId: string; visitor: string; day: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(inviteVisits)
    .values(visit)
    .onConflictDoNothing()
    .returning({ day: inviteVisits.day });
  return inserted.length > 0;
}

export async function countVisit(tx: Tx, inviterId: string): Promise<void> {
  await tx
    .update(users)
    .set({ visits: sql`${users.visits} + 1` })
    .where(eq(users.id, inviterId));
}

/**
 * Locks the rows of a member and their would-be inviter, in id order so that two claims
 * between the same pair queue rather than deadlock.
 */
export function lockInvitePair(tx: Tx, userId: string, inviterId: string) {
  return tx
    .select({ id: users.id, inviterId: users.inviterId, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.id, [userId, inviterId]))
    .orderBy(users.id)
    .for('update');
}

/** Records the inviter of a member, and credits the inviter with the signup. */
export async function recordInvite(
  tx: Tx,
  invite: { userId: string; inviterId: string; credit: number },
): Promise<void> {
  await tx
    .update(users)
    .set({ inviterId: invite.inviterId, invitedAt: new Date() })
    .where(eq(users.id, invite.userId));
  await tx
    .update(users)
    .set({
      signups: sql`${users.signups} + 1`,
      credits: sql`${users.credits} + ${invite.credit}`,
    })
    .where(eq(users.id, invite.inviterId));
}

/** Takes `price` credits off the member's balance; the balance left. */
export async function spendCredits(tx: Tx, userId: string, price: number): Promise<number> {
  const [paid] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${price}` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  if (!paid) throw new Error(`member ${userId} vanished`);
  return paid.credits;
}
