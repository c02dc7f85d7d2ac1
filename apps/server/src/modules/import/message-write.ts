import { randomUUID } from 'node:crypto';
import {
  findChannel,
  isSingleEmoji,
  isTicketSlug,
  LIMITS,
  mentionKey,
  mentionsBy,
  resolveChannelSlug,
} from '@bbt/domain';
import type { Tx } from '../../db/client';
import { insertMessage, lockChannelForInsert, memberChannelAccess } from '../chat';
import { findTicketByName, ticketInfo } from '../tickets';
import { findUserById, toMember } from '../users';
import { reencodeImage } from '../uploads';
import {
  findImportedMessage,
  findUsersByMentionKeys,
  insertUpload,
  replaceMentions,
  replaceReactions,
  setMessageUpload,
  updateImportedMessage,
} from './chat-repo';
import { readExportImage } from './content';
import { MEMBER, memberOrFormer } from './members';
import { findMapping } from './repo';
import { fitText, refuse, type DocumentNotes, type ImportContext } from './runner';
import { cleanText, readBoolean, readCounter, readText, type Fields } from './values';

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

/** Our user id of an old uid, or undefined when the import knows none (yet). */
export type MemberLookup = (uid: string) => Promise<string | undefined>;

/** How a message document's references are found: its author, its reactors, the message it answers. */
export interface MessageLookups<Reply> {
  /** The author's user id (a former member may be made for them); refuses when there is none. */
  author: (uid: string, name: string | undefined, notes: DocumentNotes) => Promise<string>;
  member: MemberLookup;
  /** The message answered, as the writer refers to it; undefined when it is not imported. */
  reply: (sourceId: string) => Promise<Reply | undefined>;
}

/** A message document read as the chat stores messages, its references found. */
export interface MessageContent<Reply> {
  channel: string;
  userId: string;
  text: string;
  edited: boolean;
  replyTo: Reply | null;
  reactions: { emoji: string; userId: string }[];
  mentions: { userIds: string[]; roles: string[]; everyone: boolean };
}

/** Whether the export's document asks for an image (taken from storage/ by the writer). */
export const hasImage = (doc: Fields): boolean => readBoolean(doc.img) ?? false;

/**
 * Reads a message document: its channel and author (or a refusal), its text as the chat stores
 * text (without direction and control characters, trimmed, not too long), the message it
 * answers, its reactions and whom it mentions. Writes nothing but what `lookups.author` does.
 */
export async function readMessage<Reply>(
  ctx: ImportContext,
  tx: Tx,
  doc: Fields,
  notes: DocumentNotes,
  lookups: MessageLookups<Reply>,
): Promise<MessageContent<Reply>> {
  const channel =
    channelOf(ctx, readText(doc.channel)) ?? refuse(`unknown channel ${String(doc.channel)}`);
  const uid = readText(doc.userId) ?? refuse('no author (userId)');
  const userId = await lookups.author(uid, readText(doc.userName), notes);
  const text =
    typeof doc.text === 'string'
      ? fitText(ctx, notes, cleanText(doc.text), LIMITS.messageMaxChars, 'text')
      : '';
  const edited = readBoolean(doc.edited) ?? false;
  const replyToSource = readText(doc.replyTo);
  let replyTo: Reply | null = null;
  if (replyToSource) {
    replyTo = (await lookups.reply(replyToSource)) ?? null;
    if (replyTo === null) notes.note('replied message not in the export: shown as a plain message');
  }
  const reactions = await reactionsOf(doc, notes, lookups.member);
  const mentions = await mentionsOf(ctx, tx, userId, channel, text);
  return { channel, userId, text, edited, replyTo, reactions, mentions };
}

/** The export's reactions: one emoji (character) and the uids marked true; markers win over counts. */
async function reactionsOf(doc: Fields, notes: DocumentNotes, memberOf: MemberLookup) {
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
    const userId = await memberOf(uid);
    if (userId) reactions.push({ emoji, userId });
    else notes.note('reaction by someone not in the export: dropped');
  }
  return reactions;
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

async function imageOf(
  ctx: ImportContext,
  doc: Fields,
  notes: DocumentNotes,
): Promise<Awaited<ReturnType<typeof reencodeImage>> | null> {
  if (!hasImage(doc)) return null;
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
    if (hasImage(doc)) notes.retryNextRun();
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
  if (!message || message.uploadId || !hasImage(doc)) return;
  const uploadId = await storeImage(ctx, tx, doc, message, createdAt, notes);
  if (uploadId) await setMessageUpload(tx, id, uploadId);
}

/**
 * One message document written on its own (its savepoint is importDocument's): the way for
 * an update, an image, an author not met yet, and for each document of a batch that the
 * database refused as a whole (message-batch.ts).
 */
export async function writeMessage(
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
  const message = await readMessage(ctx, tx, doc, notes, {
    author: (uid, name) => memberOrFormer(tx, ctx, uid, name, notes),
    member: async (uid) => ctx.members.get(uid) ?? (await findMapping(tx, MEMBER, uid))?.targetId,
    reply: async (sourceId) => {
      const target = await findMapping(tx, 'messages', sourceId);
      return target ? Number(target.targetId) : undefined;
    },
  });
  const { channel, userId, text, reactions, mentions } = message;
  const fields = {
    text,
    edited: message.edited,
    replyToId: message.replyTo,
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
