import { and, asc, desc, eq, getTableColumns, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '@bbt/domain';
import { anyOf, arrayParam } from '../../db/array-param';
import type { Tx } from '../../db/client';
import { noteWrite, writeTopics } from '../../db/committed-writes';
import { recordChannelChange } from './changes-repo';
import {
  packedRoleFlags,
  shownMemberColumns,
  unpackRoleFlags,
  withoutRoleFlags,
  type ShownMemberRow,
} from '../users';
import { uploads, users } from '../../db/schema';
import {
  channelReads,
  channelSettings,
  messageMentions,
  messageReactions,
  messages,
} from './schema';

/** A message's columns without its search vector, which only search reads. */
const { searchVector: _searchOnly, ...messageColumns } = getTableColumns(messages);
export { messageColumns };
export type MessageRow = Omit<typeof messages.$inferSelect, 'searchVector'>;

export async function findMessage(tx: Tx, id: number): Promise<MessageRow | undefined> {
  const [row] = await tx.select(messageColumns).from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/**
 * Serialises inserts into one channel for the rest of the transaction, so ids are handed out
 * in commit order within a channel and "after id N" never skips a message committed late.
 * A named statement, as every other statement of a send (decision 0064's fourth amendment):
 * unnamed, it was parsed and planned again on every send. Its own statement, never folded into
 * the next: a statement reads the snapshot it took before waiting for the lock, so what the
 * send is checked against (readSendContext) must be read after it.
 */
export async function lockChannelForInsert(tx: Tx, channel: string): Promise<void> {
  await tx
    .select({ locked: sql`pg_advisory_xact_lock(hashtext(${insertLockKey(channel)}))` })
    .from(sql`(select 1) as one`)
    .prepare('chat_lock_channel_for_insert')
    .execute();
}

const insertLockKey = (channel: string) => `chat:${channel}`;

/**
 * lockChannelForInsert for several channels in one statement (an import's batch), taken in
 * the order given: the rows of unnest come, and lock, in the array's order. Callers pass them
 * sorted, so two writers never hold one each while waiting for the other's.
 */
export async function lockChannelsForInsert(tx: Tx, channels: readonly string[]): Promise<void> {
  if (channels.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(key))
        from unnest(${arrayParam(channels.map(insertLockKey), 'text')}) as key`,
  );
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

/** What every send is checked against, read in one round trip under the channel's lock. */
export interface SendContext {
  /** The member's message with the send's client id, when one is stored already. */
  storedId: number | null;
  /** How many messages the member sent since the flood window began, counted up to its limit. */
  sendsInWindow: number;
  /** The channel's slow mode in seconds (0: off). */
  slowmodeSeconds: number;
}

/**
 * Reads what a send is checked against: a stored retry, the member's sends in the flood
 * window and the channel's slow mode. The caller holds the channel's insert lock, so the
 * answer holds until it inserts. A named statement: its plan (three key lookups) is the same
 * for every member and channel (decision 0064's fourth amendment).
 */
export async function readSendContext(
  tx: Tx,
  send: { userId: string; clientId: string; channel: string; since: Date; floodMessages: number },
): Promise<SendContext> {
  const byMember = eq(messages.userId, send.userId);
  const stored = sql`select ${messages.id} from ${messages}
    where ${and(byMember, eq(messages.clientId, send.clientId))}`;
  const sendsInWindow = sql`select count(*) from (select 1 from ${messages}
    where ${and(byMember, gt(messages.createdAt, send.since))} limit ${send.floodMessages}) as sends`;
  const slowmode = sql`select ${channelSettings.slowmodeSeconds} from ${channelSettings}
    where ${eq(channelSettings.channel, send.channel)}`;
  const [row] = await tx
    .select({
      storedId: sql<number | null>`(${stored})`.mapWith(Number),
      sendsInWindow: sql<number>`(${sendsInWindow})`.mapWith(Number),
      slowmodeSeconds: sql<number>`coalesce((${slowmode}), 0)`.mapWith(Number),
    })
    .from(sql`(select 1) as one`)
    .prepare('chat_send_context')
    .execute();
  if (!row) throw new Error('the send context query returned no row');
  return row;
}

/** When the member's messages since `since` were sent, newest first, at most `limit`. */
export async function sendTimesSince(
  tx: Tx,
  userId: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.userId, userId), gt(messages.createdAt, since)))
    .orderBy(desc(messages.createdAt))
    .limit(limit);
  return rows.map((r) => r.createdAt);
}

/** When the member last posted in the channel (null: never). */
export async function lastSendIn(tx: Tx, userId: string, channel: string): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.channel, channel)))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Rows another module writes with a message, in the message's own insert statement: `insert`
 * is an INSERT given the stored message's id as an expression. `name` goes into the statement's
 * name (decision 0064), so one name must always give the same text.
 */
export interface RowsWithMessage {
  name: string;
  insert(messageId: SQL): SQL;
}

/**
 * Stores a message, and the mentions of `mentionedIds` and the rows of `withMessage` in the same
 * statement, and returns it with the id of the channel's message before it and its number in
 * the channel's change log. The caller holds the channel's insert lock (lockChannelForInsert),
 * so no other message of the channel can come between the two.
 */
export async function insertMessage(
  tx: Tx,
  values: typeof messages.$inferInsert & { channel: string },
  mentionedIds: readonly string[] = [],
  withMessage?: RowsWithMessage,
): Promise<{ row: MessageRow; previousId: number | null; seq: number }> {
  // The subquery doesn't see the row its own statement inserts: it finds the one before.
  const previous = sql`select earlier.id from ${messages} as earlier
    where earlier.channel = ${values.channel} order by earlier.id desc limit 1`;
  const returning = {
    ...messageColumns,
    previousId: sql<number | null>`(${previous})`.mapWith(Number).as('previous_id'),
  };
  // A message that mentions members says so on its row, so pages skip the lookup for others.
  const written = mentionedIds.length === 0 ? values : { ...values, mentionsMembers: true };
  const insert = tx.insert(messages).values(written).returning(returning);
  const [inserted] =
    mentionedIds.length === 0 && !withMessage
      ? await insert.prepare(insertShape('chat_message', written)).execute()
      : await withRows(insert);
  if (!inserted) throw new Error('insert returned no row');
  const { previousId, ...row } = inserted;
  const seq = await recordChannelChange(tx, {
    channel: row.channel,
    kind: 'new',
    messageId: row.id,
  });
  return { row, previousId, seq };

  /**
   * The message's insert, its mentions' and the rows written with it as one statement (a
   * data-modifying CTE), so they add no statement to a send (decision 0064's second and fifth
   * amendments). Its rows are what the message's insert returns. Named, as the plain insert
   * (decision 0064's third and fourth amendments): parsing and planning cost more than running,
   * and one plan holds for every channel.
   */
  function withRows(messageInsert: typeof insert) {
    const stored = tx.$with('stored').as(messageInsert);
    const mentioned =
      mentionedIds.length === 0
        ? []
        : [
            tx.$with('mentioned').as(
              tx
                .insert(messageMentions)
                .select(
                  // The message is marked in its own insert: the mark's trigger is not needed.
                  sql`select ${stored.id}, mentioned.user_id, ${stored.channel}, true
                    from ${stored}, unnest(${arrayParam(mentionedIds, 'text')}) as mentioned(user_id)`,
                )
                .onConflictDoNothing(),
            ),
          ];
    const alongside = withMessage
      ? [
          tx
            .$with('alongside', {})
            .as(withMessage.insert(sql`(select ${stored.id} from ${stored})`)),
        ]
      : [];
    // `rows_` keeps a caller's name apart from the mentions' part of the name.
    const shape = [
      ...(mentioned.length > 0 ? ['mentions'] : []),
      ...(withMessage ? [`rows_${withMessage.name}`] : []),
    ];
    return tx
      .with(stored, ...mentioned, ...alongside)
      .select()
      .from(stored)
      .prepare(insertShape(`chat_message_with_${shape.join('_')}`, written))
      .execute();
  }
}

/** PostgreSQL cuts a statement's name at this many bytes (NAMEDATALEN - 1). */
const STATEMENT_NAME_BYTES = 63;

/**
 * A name for each text of a message's insert: drizzle writes `default` for a column whose
 * value is not given, so the text depends on which are (a send gives the same ones each time),
 * written as one hexadecimal number. The values are plain by their type (`$inferInsert`): an
 * SQL expression would change the text under the same name.
 */
function insertShape(prefix: string, values: Partial<Record<string, unknown>>): string {
  let given = 0n;
  for (const key of Object.keys(messageColumns)) {
    given = (given << 1n) | (values[key] === undefined ? 0n : 1n);
  }
  const name = `${prefix}_${given.toString(16)}`;
  if (name.length > STATEMENT_NAME_BYTES) throw new Error(`statement name too long: ${name}`);
  return name;
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
  // History pages hold the channel's main line; a catch-up ("after") holds thread replies too,
  // which share the channel's id sequence, so a client's gap logic sees every id (decision 0034).
  else conditions.push(isNull(messages.threadRootId));
  const where = and(...conditions);
  if (page.after !== undefined) {
    return tx
      .select(messageColumns)
      .from(messages)
      .where(where)
      .orderBy(asc(messages.id))
      .limit(page.limit);
  }
  const newestFirst = await tx
    .select(messageColumns)
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(page.limit);
  return newestFirst.reverse();
}

/*
 * The page's relations below run as named statements (decision 0064): node-postgres prepares
 * each once per connection and PostgreSQL may plan it once, where parsing and planning cost
 * more than running these key lookups. Each name must always stand for the same text: the ids
 * go as one array parameter, whatever their number. Their plans do not depend on the values
 * (primary keys and foreign-key indexes), so one plan serves all; PGlite runs them as any other
 * query.
 */

/**
 * Messages' authors, only what a message shows of them (`shownMemberColumns`), the role flags
 * read as one value (`packedRoleFlags`): a page's thirty authors are 11 values a row, not 24.
 */
export async function listAuthors(tx: Tx, ids: string[]): Promise<ShownMemberRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ ...withoutRoleFlags(shownMemberColumns), roleFlags: packedRoleFlags })
    .from(users)
    .where(anyOf(users.id, ids, 'text'))
    .prepare('chat_authors_by_id')
    .execute();
  return rows.map(unpackRoleFlags);
}

export function listMessagesByIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select(messageColumns)
    .from(messages)
    .where(anyOf(messages.id, ids, 'bigint'))
    .prepare('chat_messages_by_id')
    .execute();
}

export function listReactions(tx: Tx, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(messageReactions)
    .where(anyOf(messageReactions.messageId, messageIds, 'bigint'))
    .orderBy(asc(messageReactions.createdAt))
    .prepare('chat_reactions_of_messages')
    .execute();
}

/** Who the messages mention by name: what a message shows of its mentions, and no more. */
export function listMentionedUsers(tx: Tx, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ messageId: messageMentions.messageId, userId: messageMentions.userId })
    .from(messageMentions)
    .where(anyOf(messageMentions.messageId, messageIds, 'bigint'))
    .prepare('chat_mentions_of_messages')
    .execute();
}

export function listUploads(tx: Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(uploads)
    .where(anyOf(uploads.id, ids, 'text'))
    .prepare('chat_uploads_by_id')
    .execute();
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
  noteWrite(tx, writeTopics.reader(userId));
}

const textArray = (values: string[]) =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/**
 * Unread and mention counts per channel from the member's read positions (ruling 10): messages
 * by others after the position, not deleted; a mention is the member's name, one of their
 * roles, or everyone; a thread reply counts only when it mentions the member (decision 0034).
 *
 * Each count reads the newest messages after the position and stops at COUNT_CAP + 1 (the
 * answer then means "more"), through partial (channel, id) indexes of the main line and of
 * mentions, so what it costs follows what is unread up to the cap, never the channel's history
 * (docs/performance.md, "A community at its real size"). A channel the member never marked read counts only what came after they joined.
 */
export async function countUnread(
  tx: Tx,
  input: CountUnreadInput,
): Promise<Map<string, { unread: number; mentions: number }>> {
  if (input.channels.length === 0) return new Map();
  const result = await tx.execute(countUnreadQuery(input));
  // Both drivers (node-postgres and PGlite) answer a raw query with its rows in `rows`.
  const { rows } = result as {
    rows: { channel: string; main_line: number; mentions: number; in_threads: number }[];
  };
  const limit = COUNT_CAP + 1;
  return new Map(
    rows.map((r) => [
      r.channel,
      {
        unread: Math.min(Number(r.main_line) + Number(r.in_threads), limit),
        mentions: Number(r.mentions),
      },
    ]),
  );
}

export interface CountUnreadInput {
  userId: string;
  roles: string[];
  channels: string[];
}

/** The query of `countUnread`, apart so the scale benchmark can show its plan. */
export function countUnreadQuery(input: CountUnreadInput): SQL {
  const me = input.userId;
  const limit = COUNT_CAP + 1;
  // The channel's messages after the position, newest first, read backwards along a
  // (channel, id) index and stopping at the position. The main line's index holds the author
  // and time as well, so it is read alone (an index-only scan): were the rows fetched, the
  // planner would rather walk the primary key down from the newest id of every channel, which
  // reads all history for a quiet channel (EXPLAIN at 200k, docs/performance.md).
  const afterPosition = sql`m.channel = p.channel and m.id > p.floor
    and m.deleted_at is null and m.user_id <> ${me}`;
  const newestFirst = sql`order by m.id desc limit ${limit}`;
  const roleMentions = input.roles.length
    ? sql`(select m.id, m.created_at, m.thread_root_id is not null as in_thread from ${messages} m
        where ${afterPosition} and cardinality(m.mention_roles) > 0
          and m.mention_roles && ${textArray(input.roles)}
        ${newestFirst})`
    : sql`(select null::bigint, null::timestamptz, null::boolean where false)`;
  // A member who never read the channel sees only what came after they joined. Their floor is
  // the channel's newest message from before they joined, looked for among its newest
  // COUNT_CAP + 1 (a walk that stops at the first, one row for a member who just joined), so the
  // mention branches do not read the history they were never part of; past that many, 0 and
  // the join time alone, as the cap is reached anyway. Ids and times rise together, and the
  // time stays checked after the floor. With it every member's query cost about 0.6 ms more of
  // PostgreSQL CPU, at any size, and a new member's 2-3 ms less at 2M (docs/performance.md).
  const counted = (createdAt: SQL) => sql`(not p.never_read or ${createdAt} >= p.joined_at)`;
  const beforeJoining = sql`(select recent.id from (
      select m.id, m.created_at from ${messages} m
      where m.channel = c.channel and m.thread_root_id is null and m.deleted_at is null
      order by m.id desc limit ${limit}
    ) as recent where recent.created_at < u.created_at order by recent.id desc limit 1)`;
  return sql`
    with p as (
      select c.channel, coalesce(r.last_read_id, ${beforeJoining}, 0) as floor,
        r.last_read_id is null as never_read, u.created_at as joined_at
      from unnest(${textArray(input.channels)}) as c(channel)
      join ${users} u on u.id = ${me}
      left join ${channelReads} r on r.user_id = ${me} and r.channel = c.channel
    )
    select p.channel,
      (select count(*) from (
        select m.created_at from ${messages} m
        where ${afterPosition} and m.thread_root_id is null
        ${newestFirst}
      ) as main_line where ${counted(sql`main_line.created_at`)})::int as main_line,
      mentioned.mentions, mentioned.in_threads
    from p cross join lateral (
      select (count(*) filter (where ${counted(sql`hit.created_at`)}))::int as mentions,
        (count(*) filter (where hit.in_thread and ${counted(sql`hit.created_at`)}))::int as in_threads
      from (
        (select m.id, m.created_at, m.thread_root_id is not null as in_thread
          from ${messageMentions} mm join ${messages} m on m.id = mm.message_id
          where mm.user_id = ${me} and mm.channel = p.channel and mm.message_id > p.floor
            and ${afterPosition}
          order by mm.message_id desc limit ${limit})
        union
        (select m.id, m.created_at, m.thread_root_id is not null from ${messages} m
          where ${afterPosition} and m.mention_everyone
          ${newestFirst})
        union
        ${roleMentions}
        order by 1 desc limit ${limit}
      ) as hit
    ) as mentioned`;
}
