import { randomUUID } from 'node:crypto';
import {
  findChannel,
  isSingleEmoji,
  mentionKey,
  mentionsBy,
  isTicketSlug,
  LIMITS,
  resolveChannelSlug,
  ticketSlug,
} from '@bbt/domain';
import type { Tx } from '../../db/client';
import { insertMessage, lockChannelForInsert, memberChannelAccess } from '../chat';
import { findTicketByName, ticketInfo } from '../tickets';
import { findUserById, toMember } from '../users';
import { reencodeImage } from '../uploads';
import {
  channelsWithMessages,
  deleteStarterMessages,
  demoTicketNumbered,
  findImportedMessage,
  findUsersByMentionKeys,
  insertUpload,
  nextFreeTicketNumber,
  readPositionFor,
  renameTicket,
  replaceMentions,
  replaceReactions,
  setMessageUpload,
  setReadPositionIfNone,
  takeTicketNumber,
  ticketNumberTaken,
  updateImportedMessage,
  upsertTicket,
} from './chat-repo';
import { readExportImage } from './content';
import { memberOrFormer } from './members';
import { entryReader, streamEntries } from './reader';
import { findMapping } from './repo';
import {
  eachDocument,
  fitText,
  importDocument,
  inBatches,
  ownFields,
  refuse,
  refuseUnread,
  type DocumentNotes,
  type ImportContext,
} from './runner';
import {
  cleanText,
  isObject,
  readBoolean,
  readCounter,
  readText,
  readTimestamp,
  type Fields,
} from './values';

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

/** How often a long import says how far it is. */
const PROGRESS_EVERY = 500;

/** Fields of a message document that are not reaction markers or counts. */
const MESSAGE_FIELDS = new Set([
  'text',
  'userName',
  'photoUrl',
  'userId',
  'createdAt',
  'channel',
  'replyTo',
  'img',
  'imageUrl',
  'edited',
  'character',
  'id',
  'docId',
]);

/** The product's channel for an old channel name, or undefined when there is none. */
function channelOf(ctx: ImportContext, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const renamed = ctx.channels.get(name);
  if (renamed) return renamed;
  if (isTicketSlug(name)) return undefined; // a ticket the export doesn't hold
  return findChannel(name) ? resolveChannelSlug(name) : undefined;
}

async function imageOf(
  ctx: ImportContext,
  doc: Fields,
  notes: DocumentNotes,
): Promise<Awaited<ReturnType<typeof reencodeImage>> | null> {
  if (!readBoolean(doc.img)) return null;
  const url = readText(doc.imageUrl);
  const image = url ? await readExportImage(ctx, url) : { unread: 'image missing from storage' };
  if (!('bytes' in image)) {
    notes.note(`${image.unread}: the message is kept without it`);
    return null;
  }
  try {
    return await reencodeImage(image.bytes);
  } catch {
    notes.note('image not readable as an image we accept: the message is kept without it');
    return null;
  }
}

/** The export's reactions: one emoji (character) and the uids marked true; markers win over counts. */
async function reactionsOf(ctx: ImportContext, tx: Tx, doc: Fields, notes: DocumentNotes) {
  const markers = Object.keys(doc).filter((key) => !MESSAGE_FIELDS.has(key) && doc[key] === true);
  const emoji = readText(doc.character);
  if (!emoji) {
    if (markers.length > 0) notes.note('reaction markers without an emoji: dropped');
    return [];
  }
  if (!isSingleEmoji(emoji)) {
    notes.note('reaction emoji not recognised: dropped');
    return [];
  }
  const counted = readCounter(doc[emoji]);
  if (counted !== undefined && counted !== markers.length)
    notes.note('reaction count disagrees with its markers: the markers are kept');
  const reactions: { emoji: string; userId: string }[] = [];
  for (const uid of markers) {
    const userId = ctx.members.get(uid) ?? (await findMapping(tx, 'member', uid))?.targetId;
    if (userId) reactions.push({ emoji, userId });
    else notes.note('reaction by someone not in the export: dropped');
  }
  return reactions;
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
  const index: { id: string; at: number; start: number; end: number }[] = [];
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
      index.push({ id: entry.key, at: at.getTime(), start: entry.start, end: entry.end });
    }
  }
  index.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (index.length > 0) {
    const removed = await ctx.db.transaction((tx) => deleteStarterMessages(tx));
    if (removed > 0) ctx.progress(`messages: the ${removed} starter messages taken away`);
  }
  const reader = await entryReader(source.file);
  try {
    await inBatches(ctx, index, async (batch, item, done) => {
      if (done > 0 && done % PROGRESS_EVERY === 0)
        ctx.progress(`messages: ${done} of ${index.length}`);
      const value = await reader.read(item.start, item.end);
      if (!isObject(value)) return;
      const doc = ownFields(ctx, entity, item.id, value);
      await importDocument(batch, entity, item.id, doc, (tx, previous, notes) =>
        writeMessage(batch, tx, previous, doc, new Date(item.at), notes),
      );
    });
  } finally {
    await reader.close();
  }
}

/**
 * Whom the message mentions, by the product's rule for a message sent now: '@name' of a member
 * who can read the channel, '@role' and '@everyone' only from authors who may ping groups.
 * Mention counts then derive from these, as for any message.
 */
async function mentionsOf(
  ctx: ImportContext,
  tx: Tx,
  authorId: string,
  channel: string,
  text: string,
) {
  let roles = ctx.authorRoles.get(authorId);
  if (!roles) {
    const row = await findUserById(tx, authorId);
    if (!row) return { userIds: [], roles: [], everyone: false };
    roles = toMember(row).roles;
    ctx.authorRoles.set(authorId, roles);
  }
  const parsed = mentionsBy({ roles }, text);
  let userIds: string[] = [];
  if (parsed.names.length > 0) {
    const ticket = isTicketSlug(channel) ? await findTicketByName(tx, channel) : undefined;
    const rows = await findUsersByMentionKeys(tx, parsed.names);
    userIds = rows
      .filter(
        (row) =>
          parsed.names.includes(mentionKey(row.name)) &&
          memberChannelAccess(toMember(row), channel, ticket ? ticketInfo(ticket) : null).read,
      )
      .map((row) => row.id);
  }
  return { userIds, roles: parsed.roles as string[], everyone: parsed.everyone };
}

/**
 * The message's image, checked and re-encoded by the uploads module and put in storage, as an
 * upload row of its author in its channel; null (noted, and taken again next run) when the
 * export lacks it or it is no image we accept.
 */
async function storeImage(
  ctx: ImportContext,
  tx: Tx,
  doc: Fields,
  owner: { userId: string; channel: string },
  createdAt: Date,
  notes: DocumentNotes,
): Promise<string | null> {
  const image = await imageOf(ctx, doc, notes);
  if (!image) {
    if (readBoolean(doc.img)) notes.retryNextRun();
    return null;
  }
  const id = randomUUID();
  const storageKey = `images/${id}.webp`;
  if (!ctx.dryRun) await ctx.storage.put(storageKey, image.data);
  await insertUpload(tx, {
    id,
    userId: owner.userId,
    channel: owner.channel,
    storageKey,
    contentType: 'image/webp',
    bytes: image.data.length,
    width: image.info.width,
    height: image.info.height,
    createdAt,
  });
  return id;
}

/** An image that was missing from storage/ at an earlier run, if it is there now. */
async function retryImage(
  ctx: ImportContext,
  tx: Tx,
  id: number,
  doc: Fields,
  createdAt: Date,
  notes: DocumentNotes,
) {
  const message = await findImportedMessage(tx, id);
  if (!message || message.uploadId || !readBoolean(doc.img)) return;
  const uploadId = await storeImage(ctx, tx, doc, message, createdAt, notes);
  if (uploadId) await setMessageUpload(tx, id, uploadId);
}

async function writeMessage(
  ctx: ImportContext,
  tx: Tx,
  previous: string | undefined,
  doc: Fields,
  createdAt: Date,
  notes: DocumentNotes,
): Promise<string> {
  if (previous && notes.retrying) {
    await retryImage(ctx, tx, Number(previous), doc, createdAt, notes);
    return previous;
  }
  const channel =
    channelOf(ctx, readText(doc.channel)) ?? refuse(`unknown channel ${String(doc.channel)}`);
  const uid = readText(doc.userId) ?? refuse('no author (userId)');
  const userId = await memberOrFormer(tx, ctx, uid, readText(doc.userName), notes);
  // As the chat stores text: without direction and control characters, trimmed, not too long.
  const text =
    typeof doc.text === 'string'
      ? fitText(ctx, notes, cleanText(doc.text), LIMITS.messageMaxChars, 'text')
      : '';
  const edited = readBoolean(doc.edited) ?? false;
  const replyTo = readText(doc.replyTo);
  let replyToId: number | null = null;
  if (replyTo) {
    const target = await findMapping(tx, 'messages', replyTo);
    if (target) replyToId = Number(target.targetId);
    else notes.note('replied message not in the export: shown as a plain message');
  }
  const reactions = await reactionsOf(ctx, tx, doc, notes);

  const mentions = await mentionsOf(ctx, tx, userId, channel, text);
  const fields = {
    text,
    edited,
    replyToId,
    mentionRoles: mentions.roles,
    mentionEveryone: mentions.everyone,
  };
  const updated = previous && (await updateImportedMessage(tx, Number(previous), fields));
  if (previous && updated) {
    await replaceReactions(tx, Number(previous), reactions, createdAt);
    await replaceMentions(tx, { id: Number(previous), channel }, mentions.userIds);
    await retryImage(ctx, tx, Number(previous), doc, createdAt, notes);
    return previous;
  }
  const uploadId = await storeImage(ctx, tx, doc, { userId, channel }, createdAt, notes);
  if (!text && !uploadId) refuse('empty message (no text, and its image is missing)');
  // Held until the batch commits. Taken for every message, inside its savepoint: a refused
  // message's rollback gives back only its own hold, never the batch's. A dry run commits
  // nothing, so it takes none (held for its whole length, it would hold up live messages).
  if (!ctx.dryRun) await lockChannelForInsert(tx, channel);
  const { row } = await insertMessage(tx, { channel, userId, ...fields, uploadId, createdAt });
  if (reactions.length > 0) await replaceReactions(tx, row.id, reactions, createdAt);
  if (mentions.userIds.length > 0) await replaceMentions(tx, row, mentions.userIds);
  return String(row.id);
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
