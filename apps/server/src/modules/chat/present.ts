import { priorityOf, type ChatMessage } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { uploadUrl } from '../uploads';
import { roleFlagsOf } from '../users';
import {
  listAuthors,
  listMentionedUsers,
  listMessagesByIds,
  listReactions,
  listUploads,
  type MessageRow,
} from './repo';

type AuthorRow = Awaited<ReturnType<typeof listAuthors>>[number];
type ReactionRow = Awaited<ReturnType<typeof listReactions>>[number];
type MentionRow = Awaited<ReturnType<typeof listMentionedUsers>>[number];
type ImageRow = Awaited<ReturnType<typeof listUploads>>[number];

/** What the wire shape of messages takes besides their rows. */
interface MessageRelations {
  authors: AuthorRow[];
  /** The messages replied to. */
  targets: MessageRow[];
  images: ImageRow[];
  reactions: ReactionRow[];
  mentions: MentionRow[];
}

/**
 * Pinned state, the thread a reply is in, and a root's thread summary (decision 0034). A deleted
 * message is a tombstone: neither pinned nor the head of a thread any more.
 */
function threadAndPin(
  row: MessageRow,
  authorById: Map<string, AuthorRow>,
): Pick<ChatMessage, 'pinned' | 'threadRootId' | 'thread'> {
  if (row.deletedAt) return { pinned: null, threadRootId: row.threadRootId, thread: null };
  return {
    pinned: row.pinnedAt
      ? {
          at: row.pinnedAt.toISOString(),
          byName: (row.pinnedBy && authorById.get(row.pinnedBy)?.name) ?? 'Former member',
        }
      : null,
    threadRootId: row.threadRootId,
    thread:
      row.threadReplyCount > 0 && row.threadLastReplyAt
        ? { replyCount: row.threadReplyCount, lastReplyAt: row.threadLastReplyAt.toISOString() }
        : null,
  };
}

function present(rows: MessageRow[], related: MessageRelations): ChatMessage[] {
  const authorById = new Map(related.authors.map((a) => [a.id, a]));
  const targetById = new Map(related.targets.map((t) => [t.id, t]));
  const imageById = new Map(related.images.map((u) => [u.id, u]));
  const { reactions, mentions } = related;

  return rows.map((row) => {
    const author = authorById.get(row.userId);
    const deleted = row.deletedAt !== null;
    const target = row.replyToId ? targetById.get(row.replyToId) : undefined;
    const image = row.uploadId && !deleted ? imageById.get(row.uploadId) : undefined;
    const byEmoji = new Map<string, string[]>();
    for (const r of reactions) {
      if (r.messageId === row.id) byEmoji.set(r.emoji, [...(byEmoji.get(r.emoji) ?? []), r.userId]);
    }
    return {
      id: row.id,
      channel: row.channel,
      author: {
        id: row.userId,
        name: author?.name ?? 'Former member',
        image: author?.image ?? null,
        priority: author ? priorityOf(roleFlagsOf(author)) : 7,
        isBot: author?.isBot ?? false,
      },
      text: deleted ? '' : row.text,
      replyTo: target
        ? {
            id: target.id,
            authorId: target.userId,
            authorName: authorById.get(target.userId)?.name ?? 'Former member',
            text: target.deletedAt ? '' : target.text,
            deleted: target.deletedAt !== null,
          }
        : null,
      image: image ? { url: uploadUrl(image.id), width: image.width, height: image.height } : null,
      edited: row.edited,
      deleted,
      reactions: deleted
        ? []
        : [...byEmoji].map(([emoji, userIds]) => ({ emoji, count: userIds.length, userIds })),
      mentions: {
        userIds: mentions.filter((m) => m.messageId === row.id).map((m) => m.userId),
        roles: row.mentionRoles,
        everyone: row.mentionEveryone,
      },
      clientId: row.clientId,
      createdAt: row.createdAt.toISOString(),
      ...threadAndPin(row, authorById),
    };
  });
}

/**
 * Builds the wire shape of messages (author, reply preview, image, reactions, mentions) with a
 * fixed number of queries whatever the page size.
 */
export async function presentMessages(tx: Tx, rows: MessageRow[]): Promise<ChatMessage[]> {
  const replyIds = [...new Set(rows.flatMap((m) => (m.replyToId ? [m.replyToId] : [])))];
  const targets = await listMessagesByIds(tx, replyIds);
  const authorIds = [
    ...new Set([
      ...[...rows, ...targets].map((m) => m.userId),
      // Who pinned a message is named beside it.
      ...rows.flatMap((m) => (m.pinnedBy ? [m.pinnedBy] : [])),
    ]),
  ];
  const messageIds = rows.map((m) => m.id);
  const [authors, reactions, mentions, images] = await Promise.all([
    listAuthors(tx, authorIds),
    listReactions(tx, messageIds),
    listMentionedUsers(
      tx,
      rows.flatMap((m) => (m.mentionsMembers ? [m.id] : [])),
    ),
    listUploads(
      tx,
      rows.flatMap((m) => (m.uploadId && !m.deletedAt ? [m.uploadId] : [])),
    ),
  ]);
  return present(rows, { authors, targets, images, reactions, mentions });
}

/**
 * The wire shape of a message just stored, from what its sender's transaction already holds;
 * only its reactions are read, as they stand now that it is committed (from then on anyone
 * may react to it), with the name of the author replied to when that is someone else.
 */
export async function presentNewMessage(
  tx: Tx,
  row: MessageRow,
  known: {
    author: AuthorRow;
    replyTarget: MessageRow | undefined;
    image: ImageRow | undefined;
    mentionedIds: string[];
  },
): Promise<ChatMessage> {
  const { author, replyTarget, image } = known;
  const [reactions, targetAuthors] = await Promise.all([
    listReactions(tx, [row.id]),
    replyTarget && replyTarget.userId !== author.id ? listAuthors(tx, [replyTarget.userId]) : [],
  ]);
  return onlyOne(
    present([row], {
      authors: [author, ...targetAuthors],
      targets: replyTarget ? [replyTarget] : [],
      images: image ? [image] : [],
      reactions,
      mentions: known.mentionedIds.map((userId) => ({ messageId: row.id, userId })),
    }),
  );
}

function onlyOne(views: ChatMessage[]): ChatMessage {
  const [view] = views;
  if (!view) throw new Error('message vanished while presenting it');
  return view;
}

export async function presentMessage(tx: Tx, row: MessageRow): Promise<ChatMessage> {
  return onlyOne(await presentMessages(tx, [row]));
}
