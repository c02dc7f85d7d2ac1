import { CHANNEL_CHANGES_KEPT, type ChannelChangeKind } from '@bbt/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { noteWrite, writeTopics } from '../../db/committed-writes';
import { channelChanges } from './schema';

/** Old rows are pruned when a channel's number reaches a multiple of this (one delete per batch). */
const PRUNE_EVERY = 100;

/**
 * Writes a change to a message into its channel's log and returns its number (decision 0056).
 * The caller holds the channel's insert lock (lockChannelForInsert) in the change's
 * transaction: numbers then follow commit order, and a rolled-back change takes none. A writer
 * without the lock fails on the key rather than sharing a number. A named statement, as every
 * send makes it (decision 0064's fourth amendment): its plan is the key's, for any channel.
 */
export async function recordChannelChange(
  tx: Tx,
  change: { channel: string; kind: ChannelChangeKind; messageId: number },
): Promise<number> {
  const next = sql`(select coalesce(max(${channelChanges.seq}), 0) + 1 from ${channelChanges}
    where ${channelChanges.channel} = ${change.channel})`;
  const [row] = await tx
    .insert(channelChanges)
    .values({ ...change, seq: next })
    .returning({ seq: channelChanges.seq })
    .prepare('chat_record_change')
    .execute();
  if (!row) throw new Error('the change log insert returned no row');
  // Every change to a channel's messages comes through here: what their counts are kept by.
  noteWrite(tx, writeTopics.messages(change.channel));
  if (row.seq % PRUNE_EVERY === 0) {
    await tx
      .delete(channelChanges)
      .where(
        and(
          eq(channelChanges.channel, change.channel),
          lte(channelChanges.seq, row.seq - CHANNEL_CHANGES_KEPT),
        ),
      );
  }
  return row.seq;
}

/**
 * The number of the channel's newest change (0: none yet), read along the key: a named
 * statement (decision 0064), as every history page asks it first.
 */
export async function newestChange(tx: Tx, channel: string): Promise<number> {
  const [row] = await tx
    .select({ seq: sql<number>`coalesce(max(${channelChanges.seq}), 0)`.mapWith(Number) })
    .from(channelChanges)
    .where(eq(channelChanges.channel, channel))
    .prepare('chat_newest_change')
    .execute();
  return row?.seq ?? 0;
}

/** The channel's changes after `since`, oldest first, at most `limit` (read along the key). */
export function listChangesSince(tx: Tx, channel: string, since: number, limit: number) {
  return tx
    .select({ seq: channelChanges.seq, messageId: channelChanges.messageId })
    .from(channelChanges)
    .where(and(eq(channelChanges.channel, channel), gt(channelChanges.seq, since)))
    .orderBy(asc(channelChanges.seq))
    .limit(limit);
}
