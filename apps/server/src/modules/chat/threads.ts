import { COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import type { Member } from '../users';
import { assertCanRead } from './access';
import {
  advanceThreadRead,
  listFollowedThreads,
  listThreadReplies,
  threadReadPosition,
} from './pins-threads-repo';
import { presentMessage, presentMessages } from './present';
import { findMessage } from './repo';
import { ticketFor } from './service';

/** The replies one thread page holds; a longer thread pages on with `after`. */
export const THREAD_PAGE = 200;

/** A thread's root, which the member must be able to read (the channel's rules, decision 0034). */
async function readableRoot(db: Database, member: Member, rootId: number) {
  const root = await findMessage(db, rootId);
  if (!root) throw notFound(COPY.server.chat.noSuchMessage);
  assertCanRead(member, root.channel, await ticketFor(db, root.channel));
  if (root.threadRootId !== null)
    throw badRequest(COPY.server.chat.threadReplyNotRoot, 'thread_reply');
  return root;
}

/**
 * A thread for its side panel: the root, a page of replies oldest first (after `after`), and the
 * member's read position in it.
 */
export async function threadOf(
  db: Database,
  member: Member,
  rootId: number,
  page: { after: number },
) {
  const root = await readableRoot(db, member, rootId);
  const rows = await listThreadReplies(db, root.id, { after: page.after, limit: THREAD_PAGE + 1 });
  const hasMore = rows.length > THREAD_PAGE;
  return {
    root: await presentMessage(db, root),
    replies: await presentMessages(db, rows.slice(0, THREAD_PAGE)),
    hasMore,
    lastReadId: await threadReadPosition(db, member.id, root.id),
  };
}

/** Marks the thread read up to a reply, for the member's thread unread state. */
export async function markThreadRead(db: Database, member: Member, rootId: number, lastId: number) {
  const root = await readableRoot(db, member, rootId);
  await advanceThreadRead(db, member.id, root.id, lastId);
  return { rootId: root.id, lastReadId: await threadReadPosition(db, member.id, root.id) };
}

/** The threads of a channel the member takes part in, with their unread replies. */
export async function followedThreads(db: Database, member: Member, slug: string) {
  const channel = assertCanRead(member, slug, await ticketFor(db, slug));
  return listFollowedThreads(db, member.id, channel);
}
