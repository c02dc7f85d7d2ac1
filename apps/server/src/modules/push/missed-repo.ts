import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { channelReads, messages, threadReads, users } from '../../db/schema';
import { missedNotices, notificationSettings } from './schema';

export type NewMissedNotice = typeof missedNotices.$inferInsert;

export async function insertMissedNotices(tx: Tx, rows: NewMissedNotice[]) {
  if (rows.length > 0) await tx.insert(missedNotices).values(rows).onConflictDoNothing();
}

/** How many of the oldest due notices are looked at for a member no other instance holds. */
const DUE_CANDIDATES = 20;

/**
 * Takes one member whose oldest notice has waited `delayMs` and is not held (quiet hours), for
 * one digest, under a lock on the member (not on their rows): another instance passes over the
 * member entirely while this transaction runs, so two instances never mail, or delete, the same
 * member's notices at once.
 */
export async function lockDueMember(tx: Tx, delayMs: number, now: Date): Promise<string | null> {
  const candidates = await tx
    .select({ userId: missedNotices.userId })
    .from(missedNotices)
    .where(
      and(
        lte(missedNotices.createdAt, new Date(now.getTime() - delayMs)),
        or(isNull(missedNotices.heldUntil), lte(missedNotices.heldUntil, now)),
      ),
    )
    .orderBy(asc(missedNotices.createdAt))
    .limit(DUE_CANDIDATES);
  for (const userId of new Set(candidates.map((c) => c.userId))) {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`bbt:missed:${userId}`})) as taken`,
    );
    // Both drivers (node-postgres and PGlite) answer a raw query with its rows in `rows`.
    const { rows } = result as { rows: { taken: boolean }[] };
    if (rows[0]?.taken) return userId;
  }
  return null;
}

/** All of a member's waiting notices, locked, with each message and the member's read marks. */
export async function takeNoticesOf(tx: Tx, userId: string) {
  const rows = await tx
    .select({
      notice: missedNotices,
      message: {
        id: messages.id,
        text: messages.text,
        authorId: messages.userId,
        deletedAt: messages.deletedAt,
      },
      channelRead: channelReads.lastReadId,
      threadRead: threadReads.lastReadId,
    })
    .from(missedNotices)
    .innerJoin(messages, eq(messages.id, missedNotices.messageId))
    .leftJoin(
      channelReads,
      and(
        eq(channelReads.userId, missedNotices.userId),
        eq(channelReads.channel, missedNotices.channel),
      ),
    )
    .leftJoin(
      threadReads,
      and(
        eq(threadReads.userId, missedNotices.userId),
        eq(threadReads.rootId, missedNotices.rootId),
      ),
    )
    .where(eq(missedNotices.userId, userId))
    .orderBy(asc(missedNotices.messageId))
    .for('update', { of: missedNotices });
  // Exactly what is mailed: a notice written since waits for the next digest.
  const taken = rows.map((r) => r.notice.messageId);
  if (taken.length > 0)
    await tx
      .delete(missedNotices)
      .where(and(eq(missedNotices.userId, userId), inArray(missedNotices.messageId, taken)));
  return rows;
}

export async function authorNames(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Keeps all of a member's notices from the job until `until` (the end of their quiet hours). */
export async function holdNoticesOf(tx: Tx, userId: string, until: Date) {
  await tx.update(missedNotices).set({ heldUntil: until }).where(eq(missedNotices.userId, userId));
}

export async function turnMissedMailOff(tx: Tx, userId: string) {
  await tx
    .insert(notificationSettings)
    .values({ userId, missedMail: false })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { missedMail: false, updatedAt: sql`now()` },
    });
  await tx.delete(missedNotices).where(eq(missedNotices.userId, userId));
}
