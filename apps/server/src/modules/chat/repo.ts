import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  channelReads,
  channelSettings,
  messageMentions,
  messageReactions,
  messages,
  uploads,
  users,
} from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

export async function findMessage(tx: Tx, id: number): Promise<MessageRow | undefined> {
  const [row] = await tx.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

export async function findByClientId(
  tx: Tx,
  userId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * Serialises inserts into one channel for the rest of the transaction, so ids are handed out
 * in commit order within a channel and "after id N" never skips a message committed late.
 */
export async function lockChannelForInsert(tx: Tx, channel: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${channel}`}))`);
}

/** The channel's slow mode in seconds (0: off). */
export async function slowmodeOf(tx: Tx, channel: string): Promise<number> {
  const [row] = await tx
    .select({ seconds: channelSettings.slowmodeSeconds })
    .from(channelSettings)
    .where(eq(channelSettings.channel, channel));
  return row?.seconds ?? 0;
}

export async function setSlowmode(
  tx: Tx,
  channel: string,
  seconds: number,
  updatedBy: string,
): Promise<void> {
  await tx
    .insert(channelSettings)
    .values({ channel, slowmodeSeconds: seconds, updatedBy })
    .onConflictDoUpdate({
      target: channelSettings.channel,
      set: { slowmodeSeconds: seconds, updatedBy, updatedAt: new Date() },
    });
}

/** When the member sent their latest messages, newest first (in one channel, or anywhere). */
export async function latestSendTimes(
  tx: Tx,
  userId: string,
  limit: number,
  channel?: string,
): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.userId, userId), channel ? eq(messages.channel, channel) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.map((r) => r.createdAt);
}

/**
 * Stores a message and returns it with the id of the channel's message before it. The caller
 * holds the channel's insert lock (lockChannelForInsert), so no other message of the channel
 * can come between the two.
 */
export async function insertMessage(
  tx: Tx,
  values: typeof messages.$inferInsert & { channel: string },
): Promise<{ row: MessageRow; previousId: number | null }> {
  const [previous] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.channel, values.channel))
    .orderBy(desc(messages.id))
    .limit(1);
  const [row] = await tx.insert(messages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return { row, previousId: previous?.id ?? null };
}

export async function insertMentions(tx: Tx, messageId: number, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(messageMentions)
    .values(userIds.map((userId) => ({ messageId, userId })))
    .onConflictDoNothing();
}

export async function updateMessageText(tx: Tx, id: number, text: string): Promise<void> {
  await tx.update(messages).set({ text, edited: true }).where(eq(messages.id, id));
}

export async function softDeleteMessage(tx: Tx, id: number, deletedBy: string): Promise<void> {
  await tx
    .update(messages)
    .set({ deletedAt: sql`now()`, deletedBy })
    .where(and(eq(messages.id, id), isNull(messages.deletedAt)));
}

/** One page of a channel, ascending. `before` pages back in history; `after` catches up. */
export async function listChannelMessages(
  tx: Tx,
  channel: string,
  page: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<MessageRow[]> {
  const conditions: SQL[] = [eq(messages.channel, channel)];
  if (page.before !== undefined) conditions.push(lt(messages.id, page.before));
  if (page.after !== undefined) conditions.push(gt(messages.id, page.after));
  const where = and(...conditions);
  if (page.after !== undefined) {
    return tx.select().from(messages).where(where).orderBy(asc(messages.id)).limit(page.limit);
  }
  const newestFirst = await tx
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(page.limit);
  return newestFirst.reverse();
}

/** The workspace's members by name, at most `limit` of them. */
export function listMembersByName(tx: Tx, limit: number) {
  return tx.select().from(users).orderBy(asc(users.name)).limit(limit);
}

export function listAuthors(tx: Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(users).where(inArray(users.id, ids));
}

export function listMessagesByIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(messages).where(inArray(messages.id, ids));
}

export function listReactions(tx: Tx, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, messageIds))
    .orderBy(asc(messageReactions.createdAt));
}

export function listMentionedUsers(tx: Tx, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return tx.select().from(messageMentions).where(inArray(messageMentions.messageId, messageIds));
}

export function listUploads(tx: Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(uploads).where(inArray(uploads.id, ids));
}

export async function addReaction(
  tx: Tx,
  messageId: number,
  emoji: string,
  userId: string,
): Promise<void> {
  await tx.insert(messageReactions).values({ messageId, emoji, userId }).onConflictDoNothing();
}

export async function removeReaction(
  tx: Tx,
  messageId: number,
  emoji: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(messageReactions)
    .where(
      and(
        eq(messageReactions.messageId, messageId),
        eq(messageReactions.emoji, emoji),
        eq(messageReactions.userId, userId),
      ),
    );
}

/**
 * Moves a member's read position forward (never back, and never past the channel's newest
 * message: ids are shared by all channels, so a larger one would hide future messages).
 */
export async function advanceReadPosition(
  tx: Tx,
  userId: string,
  channel: string,
  lastId: number,
): Promise<void> {
  const newest = sql`(select coalesce(max(${messages.id}), 0) from ${messages} where ${messages.channel} = ${channel})`;
  await tx
    .insert(channelReads)
    .values({ userId, channel, lastReadId: sql`least(${lastId}::bigint, ${newest})` })
    .onConflictDoUpdate({
      target: [channelReads.userId, channelReads.channel],
      set: { lastReadId: sql`greatest(${channelReads.lastReadId}, excluded.last_read_id)` },
    });
}

/**
 * Unread and mention counts per channel from the member's read positions (ruling 10): messages
 * by others after the position, not deleted; a mention is the member's name, one of their
 * roles, or everyone.
 */
export async function countUnread(
  tx: Tx,
  input: { userId: string; roles: string[]; channels: string[] },
): Promise<Map<string, { unread: number; mentions: number }>> {
  if (input.channels.length === 0) return new Map();
  const roleList = input.roles.length
    ? sql`${messages.mentionRoles} && ARRAY[${sql.join(
        input.roles.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[]`
    : sql`false`;
  const mentioned = or(
    eq(messages.mentionEveryone, true),
    roleList,
    sql`exists (select 1 from ${messageMentions} where ${messageMentions.messageId} = ${messages.id} and ${messageMentions.userId} = ${input.userId})`,
  );
  const rows = await tx
    .select({
      channel: messages.channel,
      unread: sql<number>`count(*)::int`,
      mentions: sql<number>`(count(*) filter (where ${mentioned}))::int`,
    })
    .from(messages)
    .leftJoin(
      channelReads,
      and(eq(channelReads.userId, input.userId), eq(channelReads.channel, messages.channel)),
    )
    .where(
      and(
        inArray(messages.channel, input.channels),
        gt(messages.id, sql`coalesce(${channelReads.lastReadId}, 0)`),
        isNull(messages.deletedAt),
        ne(messages.userId, input.userId),
      ),
    )
    .groupBy(messages.channel);
  return new Map(rows.map((r) => [r.channel, { unread: r.unread, mentions: r.mentions }]));
}
