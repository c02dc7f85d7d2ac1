import type { Tx } from '../../db/client';
import { lockChannelsForInsert } from '../chat';
import {
  insertImportedMessages,
  insertMentionRows,
  insertReactions,
  takeMessageIds,
} from './chat-repo';
import { MEMBER } from './members';
import {
  hasImage,
  readMessage,
  writeMessage,
  type MemberLookup,
  type MessageContent,
} from './message-write';
import { findMapping, findMappings, saveMappings } from './repo';
import {
  hashOf,
  Interrupted,
  isDataError,
  reasonOf,
  Refused,
  refuse,
  writeDocument,
  type DocumentNotes,
  type ImportContext,
} from './runner';
import { isObject, readText, type Fields } from './values';

const ENTITY = 'messages';

/**
 * Messages per transaction. Each batch costs a few round trips whatever its size (the
 * mappings read, the ids taken, one insert per table); 500 keeps them a small part of the
 * work while a kill -9 loses little.
 */
export const MESSAGE_BATCH = 500;

/**
 * ...and at most this much of the export's JSON (a document may hold up to the 4 MiB limit
 * per document): two batches are in memory at once, the one written and the one read ahead.
 */
export const MESSAGE_BATCH_BYTES = 8 * 1024 * 1024;

/** A message document of the export, with the time that orders it. */
export interface MessageDocument {
  id: string;
  createdAt: Date;
  doc: Fields;
}

/** The message a new one answers: one imported before, or one of the same batch insert. */
type ReplyRef = { id: number } | { source: string };

/** What a batch holds until it writes its new messages together, in the export's time order. */
type Pending =
  | { kind: 'refused'; message: MessageDocument; reason: string }
  | {
      kind: 'new';
      message: MessageDocument;
      sourceHash: string;
      content: MessageContent<ReplyRef>;
      notes: Set<string>;
    };

/**
 * The authors and reactors the import knows: the members imported before the messages, then
 * those (former members, our bot) the mapping table names, kept in `found` for the rest of
 * the run. An unknown uid is not kept: a message written on its own may make its former member.
 */
function memberLookup(ctx: ImportContext, found: Map<string, string>): MemberLookup {
  return async (uid) => {
    const known = ctx.members.get(uid) ?? found.get(uid);
    if (known) return known;
    const mapping = await findMapping(ctx.db, MEMBER, uid);
    if (mapping) found.set(uid, mapping.targetId);
    return mapping?.targetId;
  };
}

/**
 * PostgreSQL takes no NUL in text, and says so for the whole statement: a document holding
 * one anywhere (its id included) is written on its own, so the refusal is its alone.
 */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (isObject(value))
    return Object.entries(value).some(([key, field]) => holdsNul(key) || holdsNul(field));
  return false;
}

/**
 * Imports one batch of message documents (in time order) in the caller's transaction. The
 * mappings of the batch and of the messages it answers are read in one query; unchanged
 * documents are counted and left. New messages that need nothing written but themselves
 * (no image, an author already known) are read into a list, and written together: their ids
 * taken in time order under their channels' insert locks, then one insert statement each for
 * the messages, their reactions, their mentions and their mappings, in one savepoint, so the
 * mappings commit with the rows. Any other document (an update, an image, a new former
 * member) is written on its own, after the list before it, so ids still follow time.
 *
 * When the database refuses the list's statements as a whole (a data, integrity or limit
 * error), its savepoint is rolled back and each of its documents is written on its own: the
 * one at fault is refused with the database's reason, the others land.
 */
export async function importMessageBatch(
  ctx: ImportContext,
  batch: readonly MessageDocument[],
  membersFound: Map<string, string>,
): Promise<void> {
  const members = memberLookup(ctx, membersFound);
  const replyTargets = batch.map((m) => readText(m.doc.replyTo)).filter((id) => id !== undefined);
  const sourceIds = [...batch.map((m) => m.id), ...replyTargets].filter((id) => !holdsNul(id));
  const mappings = await findMappings(ctx.db, ENTITY, sourceIds);
  /** Source id -> message id of what is imported already, this batch's writes included. */
  const imported = new Map([...mappings].map(([id, row]) => [id, Number(row.targetId)]));
  const pending: Pending[] = [];
  /** Source ids of the new messages in `pending`: a reply to one of them names it. */
  const pendingNew = new Set<string>();
  const locked = new Set<string>();

  const flush = async () => {
    await writePending(ctx, pending, imported, locked);
    pending.length = 0;
    pendingNew.clear();
  };

  for (const message of batch) {
    if (ctx.signal?.aborted) throw new Interrupted('interrupted: run the import again to finish');
    ctx.report.read(ENTITY);
    const { id, doc } = message;
    const sourceHash = hashOf(doc);
    const mapping = mappings.get(id);
    if (mapping?.sourceHash === sourceHash) {
      ctx.report.count(ENTITY, 'unchanged', id);
      continue;
    }
    const uid = readText(doc.userId);
    const listed =
      !mapping &&
      !hasImage(doc) &&
      !holdsNul(id) &&
      !holdsNul(doc) &&
      (uid === undefined || (await members(uid)) !== undefined);
    if (!listed) {
      await flush();
      const result = await writeDocument(ctx, ENTITY, id, doc, (tx, previous, notes) =>
        writeMessage(ctx, tx, previous, doc, message.createdAt, notes),
      );
      if (result.targetId) imported.set(id, Number(result.targetId));
      continue;
    }
    const notes = new Set<string>();
    const documentNotes: DocumentNotes = {
      note: (text) => notes.add(text),
      retryNextRun: () => {}, // only for an image, which is never listed
      retrying: false,
    };
    try {
      const content = await readMessage<ReplyRef>(ctx, ctx.db, doc, documentNotes, {
        author: async (authorUid) => (await members(authorUid)) ?? refuse('no author (userId)'),
        member: members,
        reply: async (target) => {
          if (pendingNew.has(target)) return { source: target };
          const targetId = imported.get(target);
          return targetId === undefined ? undefined : { id: targetId };
        },
      });
      if (!content.text) refuse('empty message (no text, and its image is missing)');
      pending.push({ kind: 'new', message, sourceHash, content, notes });
      pendingNew.add(id);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      pending.push({ kind: 'refused', message, reason: reasonOf(error) });
    }
  }
  await flush();
}

/**
 * Writes the listed new messages together, or (refused as a whole) one by one; then reports
 * each document in the export's order, as documents written one by one are.
 */
async function writePending(
  ctx: ImportContext,
  pending: readonly Pending[],
  imported: Map<string, number>,
  locked: Set<string>,
): Promise<void> {
  const listed = pending.filter((p) => p.kind === 'new');
  if (listed.length > 0) {
    // Held until the batch commits. A dry run commits nothing, so it takes none (held for its
    // whole length, it would hold up live messages). Sorted: two imports never wait on each other.
    const channels = [...new Set(listed.map((p) => p.content.channel))]
      .filter((channel) => !ctx.dryRun && !locked.has(channel))
      .sort();
    await lockChannelsForInsert(ctx.db, channels);
    for (const channel of channels) locked.add(channel);
    try {
      await ctx.db.transaction((tx) => insertListed(tx, listed, imported));
    } catch (error) {
      if (!isDataError(error)) throw error;
      await writeOneByOne(ctx, pending, imported);
      return;
    }
  }
  for (const p of pending) {
    const { id } = p.message;
    if (p.kind === 'refused') {
      ctx.report.count(ENTITY, 'skipped', id, p.reason);
      continue;
    }
    ctx.report.count(ENTITY, 'imported', id);
    for (const text of p.notes) ctx.report.note(ENTITY, id, text);
  }
}

/** One insert statement per table for the listed messages; `imported` learns their ids. */
async function insertListed(
  tx: Tx,
  listed: readonly Extract<Pending, { kind: 'new' }>[],
  imported: Map<string, number>,
): Promise<void> {
  const ids = await takeMessageIds(tx, listed.length);
  const idOf = new Map(listed.map((p, i) => [p.message.id, ids[i] ?? 0]));
  const written = listed.map((p) => ({ ...p, messageId: idOf.get(p.message.id) ?? 0 }));
  await insertImportedMessages(
    tx,
    written.map(({ messageId, message, content }) => {
      const { replyTo, mentions } = content;
      const replyToId = replyTo && ('id' in replyTo ? replyTo.id : idOf.get(replyTo.source));
      return {
        id: messageId,
        channel: content.channel,
        userId: content.userId,
        text: content.text,
        edited: content.edited,
        replyToId: replyToId ?? null,
        mentionRoles: mentions.roles,
        mentionEveryone: mentions.everyone,
        createdAt: message.createdAt,
      };
    }),
  );
  await insertReactions(
    tx,
    written.flatMap(({ messageId, message, content }) =>
      content.reactions.map((r) => ({ ...r, messageId, createdAt: message.createdAt })),
    ),
  );
  await insertMentionRows(
    tx,
    written.flatMap(({ messageId, content }) =>
      content.mentions.userIds.map((userId) => ({ messageId, channel: content.channel, userId })),
    ),
  );
  await saveMappings(
    tx,
    written.map(({ messageId, message, sourceHash }) => ({
      entity: ENTITY,
      sourceId: message.id,
      targetId: String(messageId),
      sourceHash,
    })),
  );
  for (const [sourceId, messageId] of idOf) imported.set(sourceId, messageId);
}

/** The documents of a refused list, each in its own savepoint, in the export's order. */
async function writeOneByOne(
  ctx: ImportContext,
  pending: readonly Pending[],
  imported: Map<string, number>,
): Promise<void> {
  for (const p of pending) {
    const { id, doc, createdAt } = p.message;
    if (p.kind === 'refused') {
      ctx.report.count(ENTITY, 'skipped', id, p.reason);
      continue;
    }
    const result = await writeDocument(ctx, ENTITY, id, doc, (tx, previous, notes) =>
      writeMessage(ctx, tx, previous, doc, createdAt, notes),
    );
    if (result.targetId) imported.set(id, Number(result.targetId));
  }
}
