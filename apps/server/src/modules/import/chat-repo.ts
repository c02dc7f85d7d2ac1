import { and, desc, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import { textArrayLiteral, unnestRows } from '../../db/array-param';
import type { Tx } from '../../db/client';
import {
  channelReads,
  messageMentions,
  messageReactions,
  messages,
  ticketNumbering,
  tickets,
  uploads,
  users,
} from '../../db/schema';
import { DEMO_CLIENT_ID_PREFIX } from '../../db/demo-community';
import { BOT, STARTER_CLIENT_ID_PREFIX } from '../../db/seed-content';

export type NewTicket = Omit<typeof tickets.$inferInsert, 'id'>;

/**
 * Removes the bot's starter messages (decision 0024): they welcome a community with no
 * history, and an imported one has its own. Left where they are, they would sit above it.
 */
export async function deleteStarterMessages(tx: Tx): Promise<number> {
  const removed = await tx
    .delete(messages)
    .where(
      and(eq(messages.userId, BOT.id), like(messages.clientId, `${STARTER_CLIENT_ID_PREFIX}%`)),
    )
    .returning({ id: messages.id });
  return removed.length;
}

/**
 * A ticket with the number it had (`previous`: the name an earlier run gave it). The counter then
 * continues after the highest, unless `bumpCounter` is off (a dry run).
 */
export async function upsertTicket(
  tx: Tx,
  previous: string | undefined,
  bumpCounter: boolean,
  values: NewTicket,
): Promise<number> {
  if (previous) {
    const { number: _keep, name: _same, ...changes } = values;
    const [row] = await tx
      .update(tickets)
      .set(changes)
      .where(eq(tickets.name, previous))
      .returning({ id: tickets.id });
    if (row) return row.id;
  }
  const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
  if (!row) throw new Error('insert returned no row');
  if (!bumpCounter) return row.id;
  await tx
    .update(ticketNumbering)
    .set({ nextNumber: sql`greatest(${ticketNumbering.nextNumber}, ${values.number + 1})` });
  return row.id;
}

/** The name of the demo community's ticket (decision 0036) that has this number, if any. */
export async function demoTicketNumbered(tx: Tx, number: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: tickets.name })
    .from(tickets)
    .where(
      and(
        eq(tickets.number, number),
        sql`exists (select 1 from ${messages} where ${messages.channel} = ${tickets.name}
          and ${messages.clientId} like ${`${DEMO_CLIENT_ID_PREFIX}%`})`,
      ),
    );
  return row?.name;
}

/**
 * Gives a ticket another number and name: every table's `channel` column follows (messages,
 * uploads, read positions, settings, ...), found in the schema so that none is forgotten.
 */
export async function renameTicket(tx: Tx, from: string, to: string): Promise<void> {
  const number = Number(/\d+$/.exec(to)?.[0]);
  await tx.update(tickets).set({ name: to, number }).where(eq(tickets.name, from));
  const found = await tx.execute(
    sql`select table_name from information_schema.columns
        where column_name = 'channel' and table_schema = current_schema()`,
  );
  // node-postgres and PGlite both answer { rows }.
  const { rows } = found as unknown as { rows: { table_name: string }[] };
  for (const { table_name: table } of rows) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set channel = ${to} where channel = ${from}`,
    );
  }
}

export async function ticketNumberTaken(tx: Tx, number: number): Promise<boolean> {
  const [row] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.number, number));
  return Boolean(row);
}

/** Takes the next number from the counter, as opening a ticket does (ruling 5). */
export async function takeTicketNumber(tx: Tx): Promise<number> {
  const [taken] = await tx
    .update(ticketNumbering)
    .set({ nextNumber: sql`${ticketNumbering.nextNumber} + 1` })
    .returning({ number: sql<number>`${ticketNumbering.nextNumber} - 1` });
  if (!taken) throw new Error('ticket_numbering has no row');
  return taken.number;
}

/** The number takeTicketNumber would give, read without taking it (dry runs). */
export async function nextFreeTicketNumber(tx: Tx): Promise<number> {
  const [highest] = await tx
    .select({ n: sql<number>`coalesce(max(${tickets.number}) + 1, 0)::int` })
    .from(tickets);
  const [counter] = await tx.select().from(ticketNumbering);
  return Math.max(highest?.n ?? 0, counter?.nextNumber ?? 0);
}

export async function updateImportedMessage(
  tx: Tx,
  id: number,
  values: {
    text: string;
    edited: boolean;
    replyToId: number | null;
    mentionRoles: string[];
    mentionEveryone: boolean;
  },
): Promise<{ uploadId: string | null; channel: string; userId: string } | undefined> {
  const [row] = await tx
    .update(messages)
    .set(values)
    .where(eq(messages.id, id))
    .returning({ uploadId: messages.uploadId, channel: messages.channel, userId: messages.userId });
  return row;
}

/** What an image retry needs of an imported message. */
export async function findImportedMessage(
  tx: Tx,
  id: number,
): Promise<{ uploadId: string | null; channel: string; userId: string } | undefined> {
  const [row] = await tx
    .select({ uploadId: messages.uploadId, channel: messages.channel, userId: messages.userId })
    .from(messages)
    .where(eq(messages.id, id));
  return row;
}

export async function setMessageUpload(tx: Tx, id: number, uploadId: string): Promise<void> {
  await tx.update(messages).set({ uploadId }).where(eq(messages.id, id));
}

export async function insertUpload(tx: Tx, row: typeof uploads.$inferInsert): Promise<void> {
  await tx.insert(uploads).values(row);
}

/** Sets a message's reactions to exactly these (markers of the export). */
export async function replaceReactions(
  tx: Tx,
  messageId: number,
  reactions: { emoji: string; userId: string }[],
  at: Date,
): Promise<void> {
  await tx.delete(messageReactions).where(eq(messageReactions.messageId, messageId));
  await insertReactions(
    tx,
    reactions.map((r) => ({ ...r, messageId, createdAt: at })),
  );
}

/** Reactions of any number of messages, in one statement (one array per column). */
export async function insertReactions(
  tx: Tx,
  rows: { messageId: number; emoji: string; userId: string; createdAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = unnestRows(rows, {
    message_id: ['bigint', (r) => r.messageId],
    emoji: ['text', (r) => r.emoji],
    user_id: ['text', (r) => r.userId],
    created_at: ['timestamptz', (r) => r.createdAt.toISOString()],
  });
  await tx.execute(
    sql`insert into ${messageReactions} (message_id, emoji, user_id, created_at)
        select * from ${values} on conflict do nothing`,
  );
}

/**
 * Takes `count` ids from the messages' sequence, ascending. A batch of imported messages is
 * given them in time order, so ids increase with time in every channel as the product
 * expects, whatever order an insert of many rows assigns defaults in; and a reply can name a
 * message of its own batch.
 */
export async function takeMessageIds(tx: Tx, count: number): Promise<number[]> {
  const rows = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('messages', 'id'))::text as id
        from generate_series(1, ${count})`,
  );
  // node-postgres and PGlite both answer { rows }.
  const { rows: taken } = rows as unknown as { rows: { id: string }[] };
  return taken.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** A new imported message, with the id takeMessageIds gave it. */
export interface ImportedMessageRow {
  id: number;
  channel: string;
  userId: string;
  text: string;
  edited: boolean;
  replyToId: number | null;
  mentionRoles: string[];
  mentionEveryone: boolean;
  createdAt: Date;
}

/**
 * Imported messages in one statement: one array parameter per column, unnested into rows. A
 * multi-row VALUES of 500 messages binds 4,500 values, each built, sent and parsed; this
 * binds nine.
 */
export async function insertImportedMessages(tx: Tx, rows: ImportedMessageRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = unnestRows(rows, {
    id: ['bigint', (r) => r.id],
    channel: ['text', (r) => r.channel],
    user_id: ['text', (r) => r.userId],
    text: ['text', (r) => r.text],
    edited: ['boolean', (r) => r.edited],
    reply_to_id: ['bigint', (r) => r.replyToId],
    mention_roles: ['text', (r) => textArrayLiteral(r.mentionRoles)],
    mention_everyone: ['boolean', (r) => r.mentionEveryone],
    created_at: ['timestamptz', (r) => r.createdAt.toISOString()],
  });
  await tx.execute(
    sql`insert into ${messages} (id, channel, user_id, text, edited, reply_to_id, mention_roles,
          mention_everyone, created_at)
        select id, channel, user_id, text, edited, reply_to_id, mention_roles::text[],
          mention_everyone, created_at
        from ${values}`,
  );
}

/**
 * The read position that leaves `unread` messages of others unread in the channel (as the
 * product counts them: not deleted, not the member's own), or the newest message for none.
 */
export async function readPositionFor(
  tx: Tx,
  userId: string,
  channel: string,
  unread: number,
): Promise<number> {
  if (unread === 0) {
    const [newest] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.channel, channel))
      .orderBy(desc(messages.id))
      .limit(1);
    return newest?.id ?? 0;
  }
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.channel, channel), ne(messages.userId, userId), isNull(messages.deletedAt)),
    )
    .orderBy(desc(messages.id))
    .offset(unread)
    .limit(1);
  return row?.id ?? 0;
}

/** The channels that hold messages. */
export async function channelsWithMessages(tx: Tx): Promise<string[]> {
  const rows = await tx.selectDistinct({ channel: messages.channel }).from(messages);
  return rows.map((r) => r.channel);
}

/** Sets a read position unless the member already has one (their own reading wins). */
export async function setReadPositionIfNone(
  tx: Tx,
  row: { userId: string; channel: string; lastReadId: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(channelReads)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: channelReads.userId });
  return inserted.length > 0;
}

/** Members whose name is one of the mention keys (name without spaces, lower-cased). */
export function findUsersByMentionKeys(tx: Tx, keys: string[]) {
  return tx.select().from(users).where(inArray(users.mentionKey, keys));
}

/** Sets who a message mentions by name to exactly these members. */
export async function replaceMentions(
  tx: Tx,
  message: { id: number; channel: string },
  userIds: string[],
) {
  await tx.delete(messageMentions).where(eq(messageMentions.messageId, message.id));
  await insertMentionRows(
    tx,
    userIds.map((userId) => ({ messageId: message.id, channel: message.channel, userId })),
  );
}

/**
 * Mentions by name of any number of messages, in one statement (one array per column). The
 * messages are marked as mentioning members by the trigger on message_mentions (decision 0089).
 */
export async function insertMentionRows(
  tx: Tx,
  rows: { messageId: number; channel: string; userId: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = unnestRows(rows, {
    message_id: ['bigint', (r) => r.messageId],
    channel: ['text', (r) => r.channel],
    user_id: ['text', (r) => r.userId],
  });
  await tx.execute(
    sql`insert into ${messageMentions} (message_id, channel, user_id)
        select * from ${values} on conflict do nothing`,
  );
}
