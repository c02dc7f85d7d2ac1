import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { channelReads, messages, threadReads, users } from '../../db/schema';
import { missedNotices, notificationSettings, pushSubscriptions } from './schema';

export type NewMissedNotice = typeof missedNotices.$inferInsert;

export async function insertMissedNotices(tx: Tx, rows: NewMissedNotice[]) {
  if (rows.length > 0) await tx.insert(missedNotices).values(rows).onConflictDoNothing();
}

/**
 * Locks one member whose oldest notice has waited `delayMs`, for one digest: another instance
 * skips the member's rows (SKIP LOCKED) while this transaction runs.
 */
export async function lockDueMember(tx: Tx, delayMs: number): Promise<string | null> {
  const [row] = await tx
    .select({ userId: missedNotices.userId })
    .from(missedNotices)
    .where(lte(missedNotices.createdAt, sql`now() - ${delayMs} * interval '1 millisecond'`))
    .orderBy(asc(missedNotices.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.userId ?? null;
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
    .for('update', { of: missedNotices, skipLocked: true });
  await tx.delete(missedNotices).where(eq(missedNotices.userId, userId));
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

export async function hasPushDevice(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Whether the member turned missed-mail off (no row: on). */
export async function missedMailOff(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ on: notificationSettings.missedMail })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.on === false;
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

/** Members among `ids` who have not turned missed mail off. */
export async function missedMailOn(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(inArray(users.id, ids), sql`coalesce(${notificationSettings.missedMail}, true)`));
  return rows.map((r) => r.id);
}
