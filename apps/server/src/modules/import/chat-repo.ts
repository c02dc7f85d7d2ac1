import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  channelReads,
  messageReactions,
  messages,
  ticketNumbering,
  tickets,
  uploads,
} from '../../db/schema';

export type NewTicket = Omit<typeof tickets.$inferInsert, 'id'>;

/** A ticket with the number it had; the counter then continues after the highest. */
export async function upsertTicket(
  tx: Tx,
  previous: string | undefined,
  bumpCounter: boolean,
  values: NewTicket,
): Promise<number> {
  if (previous) {
    const [row] = await tx
      .update(tickets)
      .set(values)
      .where(eq(tickets.id, Number(previous)))
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

export async function updateImportedMessage(
  tx: Tx,
  id: number,
  values: { text: string; edited: boolean; replyToId: number | null },
): Promise<boolean> {
  const rows = await tx
    .update(messages)
    .set(values)
    .where(eq(messages.id, id))
    .returning({ id: messages.id });
  return rows.length > 0;
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
  if (reactions.length === 0) return;
  await tx
    .insert(messageReactions)
    .values(reactions.map((r) => ({ ...r, messageId, createdAt: at })))
    .onConflictDoNothing();
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
