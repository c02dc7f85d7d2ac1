import { ticketSlug } from '@bbt/domain';
import {
  channelsWithMessages,
  deleteStarterMessages,
  demoTicketNumbered,
  nextFreeTicketNumber,
  readPositionFor,
  renameTicket,
  setReadPositionIfNone,
  takeTicketNumber,
  ticketNumberTaken,
  upsertTicket,
} from './chat-repo';
import {
  importMessageBatch,
  MESSAGE_BATCH,
  MESSAGE_BATCH_BYTES,
  type MessageDocument,
} from './message-batch';
import { MessageIndex, type IndexedMessage } from './message-index';
import { memberOrFormer } from './members';
import { entryReader, streamEntries } from './reader';
import {
  eachDocument,
  importDocument,
  ownFields,
  refuse,
  refuseUnread,
  type ImportContext,
} from './runner';
import { isObject, readBoolean, readCounter, readText, readTimestamp } from './values';

/** The digits of an old ticket name: ticket7, ticket07 and ticket-7 are ticket 7. */
const ticketNumberIn = (name: string) => readCounter(/(\d+)\s*$/.exec(name)?.[1]);

/**
 * Tickets keep their numbers, named as the product names them (ticket7 becomes ticket07); the
 * counter continues after the highest. Their channels' messages follow the new names.
 */
export function importTickets(ctx: ImportContext) {
  return eachDocument(ctx, 'tickets', 'tickets', async (id, doc) => {
    const oldName = readText(doc.name);
    const { targetId } = await importDocument(
      ctx,
      'tickets',
      id,
      doc,
      async (tx, previous, notes) => {
        let number = readCounter(doc.ticketNum) ?? (oldName ? ticketNumberIn(oldName) : undefined);
        if (number === undefined) return refuse('no ticket number');
        // A dry run only reads the counter: its row would stay locked until the run ends.
        const freeNumber = () => (ctx.dryRun ? nextFreeTicketNumber(tx) : takeTicketNumber(tx));
        const demo = previous ? undefined : await demoTicketNumbered(tx, number);
        if (demo) {
          // The demo community's ticket gives way: the community's own history keeps its numbers.
          const moved = ticketSlug(await freeNumber());
          await renameTicket(tx, demo, moved);
          notes.note(`number held by the demo community's ticket: the demo's moved to ${moved}`);
        } else if (!previous && (await ticketNumberTaken(tx, number))) {
          // Opened on the new product already (or twice in the export): the next free one.
          number = await freeNumber();
          notes.note('number already used: given the next free number');
        }
        const name = ticketSlug(number);
        if (oldName && oldName !== name) notes.note('named as the product names tickets');
        const uid = readText(doc.uid1) ?? refuse('no opener (uid1)');
        const openerId = await memberOrFormer(tx, ctx, uid, readText(doc.user1), notes);
        const open = readBoolean(doc.display) ?? true;
        const createdAt = readTimestamp(doc.createdAt);
        await upsertTicket(tx, previous, !ctx.dryRun, {
          number,
          name,
          openerId,
          open,
          ...(createdAt && { createdAt }),
          ...(!open && { closedAt: createdAt ?? new Date() }),
        });
        return name;
      },
    );
    // Two tickets of one old name: its messages go to the first.
    if (targetId && oldName && !ctx.channels.has(oldName)) ctx.channels.set(oldName, targetId);
  });
}

/**
 * Messages in the order they were written: the export lists them by document id, so a first
 * pass notes each one's time and place in the file (a few dozen bytes each), and the second
 * reads them back in time order. Ids then increase with time in every channel, as the product
 * expects; a reply finds the message it answers already imported.
 */
export async function importMessages(ctx: ImportContext): Promise<void> {
  const entity = 'messages';
  ctx.report.touch(entity);
  const source = ctx.layout.collections.messages;
  if (!source) return;
  const index = new MessageIndex();
  for await (const entry of streamEntries(source.file, source.at, { limits: ctx.limits })) {
    const at = isObject(entry.value) ? readTimestamp(entry.value.createdAt) : undefined;
    if (entry.error || !isObject(entry.value)) {
      refuseUnread(ctx, entity, entry.key, entry.error ?? 'not an object');
    } else if (!at) {
      refuseUnread(
        ctx,
        entity,
        entry.key,
        'no readable createdAt: its place in the channel is unknown',
      );
    } else {
      index.add({ id: entry.key, at: at.getTime(), start: entry.start, end: entry.end });
    }
  }
  const order = index.inTimeOrder();
  if (index.length > 0) {
    const removed = await ctx.db.transaction((tx) => deleteStarterMessages(tx));
    if (removed > 0) ctx.progress(`messages: the ${removed} starter messages taken away`);
  }
  const reader = await entryReader(source.file);
  /** Authors met by the mapping table rather than as members (message-batch.ts). */
  const membersFound = new Map<string, string>();
  /**
   * Starts reading the batch that begins at `from` in time order: MESSAGE_BATCH documents, or
   * fewer when they hold more than MESSAGE_BATCH_BYTES. It is read while the database writes
   * the one before. Its failure is met where it is awaited: marked handled meanwhile, it would
   * otherwise end the process as unhandled.
   */
  const readAhead = (from: number) => {
    if (from >= index.length) return undefined;
    const items: IndexedMessage[] = [];
    let bytes = 0;
    for (let at = from; at < index.length && items.length < MESSAGE_BATCH; at += 1) {
      const item = index.get(order[at] ?? 0);
      bytes += item.end - item.start;
      if (items.length > 0 && bytes > MESSAGE_BATCH_BYTES) break;
      items.push(item);
    }
    const reading = reader
      .readAll(items)
      .then((values) => items.map((item, i) => ({ item, value: values[i] })));
    reading.catch(() => undefined);
    return { end: from + items.length, reading };
  };
  let next = readAhead(0);
  try {
    while (next) {
      const { end, reading } = next;
      const read = await reading;
      next = readAhead(end);
      const batch: MessageDocument[] = [];
      for (const { item, value } of read) {
        if (!isObject(value)) continue;
        const doc = ownFields(ctx, entity, item.id, value);
        batch.push({ id: item.id, createdAt: new Date(item.at), doc });
      }
      await ctx.db.transaction((tx) => importMessageBatch({ ...ctx, db: tx }, batch, membersFound));
      // Said once the batch has committed: what it counts survives a kill.
      ctx.progress(`messages: ${end} of ${index.length}`);
    }
  } finally {
    // A run stopped mid-way: the read under way ends before its file is closed.
    await next?.reading.catch(() => undefined);
    await reader.close();
  }
}

/**
 * Unread counters become read positions that show the same counts: a users document's field
 * named after a channel holds its unread count; a channel without one was read to the end. A
 * member who already has a position (they used the new product) keeps theirs.
 */
export async function importReadPositions(ctx: ImportContext): Promise<void> {
  const entity = 'read positions';
  const channels = await channelsWithMessages(ctx.db);
  if (channels.length === 0) return;
  await eachDocument(ctx, entity, 'users', async (uid, doc) => {
    const userId = ctx.members.get(uid);
    if (!userId) return;
    ctx.report.read(entity);
    let wrote = false;
    await ctx.db.transaction(async (tx) => {
      for (const channel of channels) {
        const oldName = [...ctx.channels].find(([, name]) => name === channel)?.[0] ?? channel;
        const counter =
          doc[oldName] ?? doc[channel] ?? (channel === 'announcements' ? doc.annoucements : 0);
        const unread = readCounter(counter) ?? 0;
        const lastReadId = await readPositionFor(tx, userId, channel, unread);
        if (await setReadPositionIfNone(tx, { userId, channel, lastReadId })) wrote = true;
      }
    });
    ctx.report.count(entity, wrote ? 'imported' : 'unchanged', uid);
  });
}
