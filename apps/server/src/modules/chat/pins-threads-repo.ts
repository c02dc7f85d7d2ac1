import { COUNT_CAP } from '@bbt/domain';
import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { messages, threadReads } from './schema';
import { recordChannelChange } from './changes-repo';
import { messageColumns, type MessageRow } from './repo';

/** How many messages of the channel are pinned now (deleted ones no longer count). */
export async function countPins(tx: Tx, channel: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(eq(messages.channel, channel), isNotNull(messages.pinnedAt), isNull(messages.deletedAt)),
    );
  return row?.n ?? 0;
}

export async function setPinned(tx: Tx, id: number, by: string | null): Promise<void> {
  await tx
    .update(messages)
    .set(by ? { pinnedAt: sql`now()`, pinnedBy: by } : { pinnedAt: null, pinnedBy: null })
    .where(eq(messages.id, id));
}

/** The channel's pinned messages, most recently pinned first (deleted ones leave the list). */
export function listPinned(tx: Tx, channel: string, limit: number): Promise<MessageRow[]> {
  return tx
    .select(messageColumns)
    .from(messages)
    .where(
      and(eq(messages.channel, channel), isNotNull(messages.pinnedAt), isNull(messages.deletedAt)),
    )
    .orderBy(desc(messages.pinnedAt), desc(messages.id))
    .limit(limit);
}

/**
 * A new reply on the root: its count and last reply time, in the reply's transaction under the
 * channel's insert lock, and a change of the root in the channel's log (its number returned).
 * The time only moves forward: with several instances a reply whose transaction began earlier
 * can take the channel's lock later.
 */
export async function recordThreadReply(
  tx: Tx,
  reply: { channel: string; rootId: number; at: Date },
): Promise<number> {
  const { rootId, at } = reply;
  await tx
    .update(messages)
    .set({
      threadReplyCount: sql`${messages.threadReplyCount} + 1`,
      threadLastReplyAt: sql`greatest(${messages.threadLastReplyAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(messages.id, rootId));
  return recordChannelChange(tx, { channel: reply.channel, kind: 'thread', messageId: rootId });
}

/** A thread's replies, oldest first, at most `limit` after `after` (0: from the start). */
export function listThreadReplies(
  tx: Tx,
  rootId: number,
  page: { after: number; limit: number },
): Promise<MessageRow[]> {
  return tx
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.threadRootId, rootId), gt(messages.id, page.after)))
    .orderBy(asc(messages.id))
    .limit(page.limit);
}

export async function threadReadPosition(tx: Tx, userId: string, rootId: number): Promise<number> {
  const [row] = await tx
    .select({ lastReadId: threadReads.lastReadId })
    .from(threadReads)
    .where(and(eq(threadReads.userId, userId), eq(threadReads.rootId, rootId)));
  return row?.lastReadId ?? 0;
}

/** Moves the member's read position in a thread forward, never back, never past its newest reply. */
export async function advanceThreadRead(
  tx: Tx,
  userId: string,
  rootId: number,
  lastId: number,
): Promise<void> {
  const newest = sql`(select coalesce(max(${messages.id}), 0) from ${messages} where ${messages.threadRootId} = ${rootId})`;
  await tx
    .insert(threadReads)
    .values({ userId, rootId, lastReadId: sql`least(${lastId}::bigint, ${newest})` })
    .onConflictDoUpdate({
      target: [threadReads.userId, threadReads.rootId],
      set: { lastReadId: sql`greatest(${threadReads.lastReadId}, excluded.last_read_id)` },
    });
}

/**
 * The threads of a channel the member takes part in (they wrote the root or a reply), with how
 * many replies by others they have not read, up to COUNT_CAP + 1 ("more"). The threads are
 * found from the member's own messages (partial indexes by author), so the list costs what the
 * member took part in, not the channel's history; docs/performance.md has the figures.
 */
export async function listFollowedThreads(
  tx: Tx,
  userId: string,
  channel: string,
): Promise<{ rootId: number; unread: number }[]> {
  const result = await tx.execute(sql`
    with followed as (
      select own_root.id from ${messages} own_root
      where own_root.user_id = ${userId} and own_root.channel = ${channel}
        and own_root.thread_reply_count > 0
      union
      select own_reply.thread_root_id from ${messages} own_reply
      where own_reply.user_id = ${userId} and own_reply.channel = ${channel}
        and own_reply.thread_root_id is not null
    )
    select root.id as root_id, (
      select count(*) from (
        select 1 from ${messages} reply
        where reply.thread_root_id = root.id and reply.user_id <> ${userId}
          and reply.deleted_at is null
          and reply.id > coalesce((select tr.last_read_id from ${threadReads} tr
            where tr.user_id = ${userId} and tr.root_id = root.id), 0)
        limit ${COUNT_CAP + 1}
      ) as unread_replies
    )::int as unread
    from followed join ${messages} root on root.id = followed.id
    where root.channel = ${channel} and root.thread_reply_count > 0`);
  // Both drivers (node-postgres and PGlite) answer a raw query with its rows in `rows`.
  const { rows } = result as { rows: { root_id: number | string; unread: number }[] };
  return rows.map((r) => ({ rootId: Number(r.root_id), unread: Number(r.unread) }));
}
