import { priorityOf, type ChatMessage } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { uploadUrl } from '../uploads';
import { roleFlagsOf } from '../users';
import {
  listMessageRelations,
  type AuthorView,
  type ImageView,
  type MessageRelations,
  type MessageRow,
} from './repo';

/**
 * Pinned state, the thread a reply is in, and a root's thread summary (decision 0034). A deleted
 * message is a tombstone: neither pinned nor the head of a thread any more.
 */
function threadAndPin(
  row: MessageRow,
  authorById: Map<string, AuthorView>,
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
            text: target.deleted ? '' : target.text,
            deleted: target.deleted,
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
 * Builds the wire shape of messages (author, reply preview, image, reactions, mentions) with one
 * query whatever the page size (none for no messages).
 */
export async function presentMessages(tx: Tx, rows: MessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const related = await listMessageRelations(tx, {
    messageIds: rows.map((m) => m.id),
    replyIds: [...new Set(rows.flatMap((m) => (m.replyToId ? [m.replyToId] : [])))],
    // The authors of the messages replied to are added by the query; who pinned a message is
    // named beside it.
    authorIds: [
      ...new Set(rows.flatMap((m) => (m.pinnedBy ? [m.userId, m.pinnedBy] : [m.userId]))),
    ],
    uploadIds: rows.flatMap((m) => (m.uploadId && !m.deletedAt ? [m.uploadId] : [])),
  });
  return present(rows, related);
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
    author: AuthorView;
    replyTarget: MessageRow | undefined;
    image: ImageView | undefined;
    mentionedIds: string[];
  },
): Promise<ChatMessage> {
  const { author, replyTarget, image } = known;
  const { reactions, authors: targetAuthors } = await listMessageRelations(tx, {
    messageIds: [row.id],
    replyIds: [],
    authorIds: replyTarget && replyTarget.userId !== author.id ? [replyTarget.userId] : [],
    uploadIds: [],
  });
  return onlyOne(
    present([row], {
      authors: [author, ...targetAuthors],
      targets: replyTarget
        ? [
            {
              id: replyTarget.id,
              userId: replyTarget.userId,
              text: replyTarget.text,
              deleted: replyTarget.deletedAt !== null,
            },
          ]
        : [],
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
