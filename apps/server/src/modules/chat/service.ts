import {
  canDeleteMessage,
  canEditMessage,
  canReadAllTickets,
  CHANNELS,
  COPY,
  floodWait,
  type FloodLimit,
  isExemptFromSlowmode,
  slowmodeWait,
  heldRoles,
  isConversationInfo,
  isConversationSlug,
  isTicketSlug,
  type PrivateChannelInfo,
  isSingleEmoji,
  LIMITS,
  MESSAGE_TEXT_PROBLEMS,
  mentionKey,
  mentionsBy,
  messageTextProblem,
  resolveChannelSlug,
  sidebarChannels,
  stripBidiControls,
  THREAD_ROOT_PROBLEMS,
  threadRootProblem,
  toggleReaction,
  type ChannelChangeKind,
  type ChannelCounts,
  type ChatMessage,
  type SendMessageInput,
  type SidebarGroup,
  type MemberChannelAccess,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import type { BannedWords } from '../moderation';
import { conversationInfo, conversationLabel, memberConversations } from '../conversations';
import { findTicketByName, listTickets, ticketInfo } from '../tickets';
import { isUploadAttached, lockUpload, withdrawUploadsOf, type ChannelRules } from '../uploads';
import { toMember, type Member, type MemberRow, type UserRow } from '../users';
import {
  assertCanChangeMessagesIn,
  assertCanRead,
  assertCanWrite,
  memberChannelAccess,
} from './access';
import type { ChannelWrites } from './channel-writes';
import type { ChatEvents } from './events';
import { newestChange, recordChannelChange } from './changes-repo';
import { recordThreadReply } from './pins-threads-repo';
import { presentMessage, presentMessages, presentNewMessage } from './present';
import {
  addReaction,
  advanceReadPosition,
  countUnread,
  findMessage,
  insertMessage,
  listChannelMessages,
  listReactions,
  lockChannelForInsert,
  lastSendIn,
  readSendContext,
  sendTimesSince,
  removeReaction,
  softDeleteMessage,
  updateMessageText,
  type MessageRow,
  type RowsWithMessage,
  type SendContext,
} from './repo';

/**
 * The ticket (ruling 5) or the conversation (decision 0066) behind a private channel's name,
 * for the access rules; null for any other channel.
 */
export async function ticketFor(db: Database, slug: string): Promise<PrivateChannelInfo | null> {
  if (isConversationSlug(slug)) return conversationInfo(db, slug);
  if (!isTicketSlug(slug)) return null;
  const ticket = await findTicketByName(db, slug);
  return ticket ? ticketInfo(ticket) : null;
}

/** The chat's read and post rules for a channel by its slug (tickets included), for uploads. */
export const channelRules = (db: Database): ChannelRules => ({
  assertCanPost: async (member, slug) => assertCanWrite(member, slug, await ticketFor(db, slug)),
  assertCanRead: async (member, slug) => assertCanRead(member, slug, await ticketFor(db, slug)),
});

/** The text as stored: without direction controls (so nothing but them is empty), trimmed. */
function assertText(text: string, hasImage: boolean): string {
  const shown = stripBidiControls(text);
  const problem = messageTextProblem(shown, hasImage);
  if (problem) throw badRequest(MESSAGE_TEXT_PROBLEMS[problem], `text_${problem}`);
  return shown.trim();
}

/** A message the member may read, with the ticket or conversation its channel is. */
async function readableMessage(
  db: Database,
  member: Member,
  id: number,
): Promise<{ message: MessageRow; ticket: PrivateChannelInfo | null }> {
  const message = await findMessage(db, id);
  if (!message) throw notFound(COPY.server.chat.noSuchMessage);
  const ticket = await ticketFor(db, message.channel);
  assertCanRead(member, message.channel, ticket);
  return { message, ticket };
}

export async function messageMemberMayRead(
  db: Database,
  member: Member,
  id: number,
): Promise<MessageRow> {
  return (await readableMessage(db, member, id)).message;
}

/**
 * A message the member reads and may change (delete, edit, react): not one of a closed ticket's
 * transcript unless they are ticket staff (decision 0068).
 */
async function messageMemberMayChange(db: Database, member: Member, id: number) {
  const readable = await readableMessage(db, member, id);
  assertCanChangeMessagesIn(member, readable.ticket);
  return readable;
}

/** The members a message mentions, and what the push port read of them with their rows. */
interface Mentioned {
  ids: string[];
  known: ReadonlyMap<string, unknown>;
}

/**
 * Members named in the text ('@name' = display name without spaces) who can read the channel,
 * read by the push port with what their pushes need, in one statement (decision 0064's second
 * amendment).
 */
async function mentionedMembers(
  db: Database,
  pushes: MessagePushes,
  send: { author: Member; names: string[]; channel: string; ticket: PrivateChannelInfo | null },
): Promise<Mentioned> {
  const { author, names, channel, ticket } = send;
  // A direct message reaches its other members as a mention does (decision 0066).
  if (isConversationInfo(ticket))
    return { ids: ticket.memberIds.filter((id) => id !== author.id), known: new Map() };
  if (names.length === 0) return { ids: [], known: new Map() };
  const readers = (await pushes.membersByMentionKey(db, channel, names)).filter(
    ({ user }) =>
      names.includes(mentionKey(user.name)) &&
      memberChannelAccess(toMember(user), channel, ticket).read,
  );
  return {
    ids: readers.map(({ user }) => user.id),
    known: new Map(readers.map(({ user, known }) => [user.id, known])),
  };
}

export interface SendResult {
  message: ChatMessage;
  /** False when the client id was seen before: the earlier message is returned, nothing stored. */
  created: boolean;
  /** A thread reply's root as it now is (its count and last reply time), to broadcast. */
  root?: ChatMessage;
}

/**
 * Refuses a message sent too soon: after a burst (`flood`) everywhere, and in a slow channel.
 * Read under the channel's insert lock, so two quick sends can't both pass. A retry of a stored
 * message never gets here: it is answered with the stored one.
 */
async function assertPace(
  tx: Tx,
  send: { member: Member; channel: string; context: SendContext; since: Date; now: Date },
  flood: FloodLimit,
): Promise<void> {
  const { member, channel, context, now } = send;
  // The send times matter only once the window holds as many sends as the limit allows.
  const recent =
    context.sendsInWindow >= flood.messages
      ? await sendTimesSince(tx, member.id, send.since, flood.messages)
      : [];
  const floodSeconds = floodWait(recent, now, flood);
  if (floodSeconds > 0) throw new AppError(429, 'too_many_messages', COPY.chat.flood(floodSeconds));
  if (isExemptFromSlowmode(member.roles) || context.slowmodeSeconds === 0) return;
  const last = await lastSendIn(tx, member.id, channel);
  const wait = slowmodeWait(context.slowmodeSeconds, last, now);
  if (wait > 0) throw new AppError(429, 'slowmode', COPY.chat.slowmode(wait));
}

/** The message a send replies to, which must be in the same channel. */
async function replyTargetOf(
  tx: Tx,
  channel: string,
  replyTo: number | null | undefined,
): Promise<MessageRow | undefined> {
  if (replyTo == null) return undefined;
  const target = await findMessage(tx, replyTo);
  if (!target || target.channel !== channel) throw badRequest(COPY.server.chat.replyElsewhere);
  return target;
}

/**
 * The root of the thread a send replies in, or a member types in: a main-line message of the
 * same channel, not deleted (decision 0034); refused as 400 `thread_root_*` otherwise. A send
 * reads it under the channel's insert lock, as the root's count is kept.
 */
export async function threadRootOf(
  tx: Tx,
  channel: string,
  rootId: number | null | undefined,
): Promise<MessageRow | undefined> {
  if (rootId == null) return undefined;
  const root = await findMessage(tx, rootId);
  const problem = threadRootProblem(root && { ...root, deleted: root.deletedAt !== null }, channel);
  if (problem) throw badRequest(THREAD_ROOT_PROBLEMS[problem], `thread_root_${problem}`);
  return root;
}

/**
 * An image goes out with one message of its uploader's, in the channel it was uploaded to: a
 * second message with it would keep it served after the first is deleted. Checked under the
 * channel's insert lock, so two sends can't both attach it; the upload stays locked until the
 * message is stored.
 */
async function attachableUpload(tx: Tx, member: Member, channel: string, uploadId: string) {
  const upload = await lockUpload(tx, uploadId);
  if (!upload || upload.userId !== member.id || upload.channel !== channel) {
    throw badRequest(COPY.server.chat.notYourUpload, 'invalid_upload');
  }
  if (upload.withdrawnAt || (await isUploadAttached(tx, uploadId))) {
    throw new AppError(409, 'upload_already_attached', COPY.server.chat.uploadAlreadySent);
  }
  return upload;
}

/** A message about to be stored, as its pushes and digest notices need it (decision 0055). */
export interface MessageToStore<Known = unknown> {
  channel: string;
  threadRootId: number | null;
  authorId: string;
  authorName: string;
  text: string;
  hasImage: boolean;
  /** Members mentioned by name who may read the channel. */
  mentionedIds: string[];
  /** What `membersByMentionKey` read with those of them it found, by member id. */
  known: ReadonlyMap<string, Known>;
  /** The author of the message this one replies to, if any. */
  replyToAuthorId: string | null;
}

/**
 * What a message writes for the members it reaches, decided in its transaction before its
 * insert: the digest's notices go in with the message (`withMessage`), its pushes, which carry
 * its address, once it is stored.
 */
export interface MessageNotices {
  withMessage: RowsWithMessage | undefined;
  stored(tx: Tx, id: number): Promise<void>;
}

/**
 * The port through which a new message queues its pushes and the digest's notices inside its
 * own transaction, so they exist exactly when the message was committed and sending never
 * holds up the send path.
 */
export interface MessagePushes<Known = unknown> {
  /**
   * The members whose mention key is one of `keys`, each with what a push in the channel to
   * them needs (`known`, handed back to `messageToStore`), read before the send's transaction
   * in one statement.
   */
  membersByMentionKey(
    db: Database,
    channel: string,
    keys: string[],
  ): Promise<{ user: MemberRow; known: Known }[]>;
  messageToStore(tx: Tx, message: MessageToStore<Known>): Promise<MessageNotices>;
  /** The transaction of a stored message committed: what it queued may be sent now. */
  committed(): void;
}

/** What a send stores once its member may post in the channel: checked and screened first. */
interface CheckedSend {
  author: UserRow;
  member: Member;
  channel: string;
  input: SendMessageInput;
  text: string;
  mentions: ReturnType<typeof mentionsBy>;
  mentioned: Mentioned;
  flood: FloodLimit;
  /** The banned word in the text, screened before the channel's transaction. */
  bannedWord: string | undefined;
  pushes: MessagePushes;
}

/** A send stored in its channel's transaction, with what presenting it takes. */
type Stored =
  | { created: false; row: MessageRow }
  | {
      created: true;
      row: MessageRow;
      previousId: number | null;
      /** The send's number in the channel's change log, and its thread root's count change's. */
      seq: number;
      rootSeq: number | undefined;
      replyTarget: MessageRow | undefined;
      image: Awaited<ReturnType<typeof attachableUpload>> | undefined;
    };

/**
 * Stores a send in its channel's transaction (under the channel's insert lock): a retry gets
 * the stored message; otherwise the reply, the image, the pace and banned words are checked,
 * then the message is inserted. Refusals come before any write.
 */
async function storeSend(tx: Tx, send: CheckedSend): Promise<Stored | 'banned_word'> {
  const { member, channel, input, flood } = send;
  const now = new Date();
  const since = new Date(now.getTime() - flood.windowMs);
  const context = await readSendContext(tx, {
    userId: member.id,
    clientId: input.clientId,
    channel,
    since,
    floodMessages: flood.messages,
  });
  // A retry, maybe one that raced the first attempt into the lock, gets the stored message.
  if (context.storedId !== null) {
    const stored = await findMessage(tx, context.storedId);
    if (!stored) throw new Error('a stored message vanished under its channel lock');
    return { created: false, row: stored };
  }
  const replyTarget = await replyTargetOf(tx, channel, input.replyTo);
  const threadRoot = await threadRootOf(tx, channel, input.threadRootId);
  const image = input.uploadId
    ? await attachableUpload(tx, member, channel, input.uploadId)
    : undefined;
  await assertPace(tx, { member, channel, context, since, now }, flood);
  // Screened last, once the member may post here now: a refused send never makes the bot speak.
  if (send.bannedWord) return 'banned_word';
  const notices = await send.pushes.messageToStore(tx, {
    channel,
    threadRootId: threadRoot?.id ?? null,
    authorId: member.id,
    authorName: send.author.name,
    text: send.text,
    hasImage: image !== undefined,
    mentionedIds: send.mentioned.ids,
    known: send.mentioned.known,
    replyToAuthorId: replyTarget?.userId ?? null,
  });
  const { row, previousId, seq } = await insertMessage(
    tx,
    {
      channel,
      userId: member.id,
      clientId: input.clientId,
      text: send.text,
      replyToId: input.replyTo ?? null,
      uploadId: input.uploadId ?? null,
      mentionRoles: send.mentions.roles,
      mentionEveryone: send.mentions.everyone,
      threadRootId: threadRoot?.id ?? null,
    },
    send.mentioned.ids,
    notices.withMessage,
  );
  await notices.stored(tx, row.id);
  const rootSeq = threadRoot
    ? await recordThreadReply(tx, { channel, rootId: threadRoot.id, at: row.createdAt })
    : undefined;
  return { created: true, row, previousId, seq, rootSeq, replyTarget, image };
}

/**
 * Validates, authorises and stores a message from its author's row as it stands. It resolves
 * once the message is committed (with others sent to the channel meanwhile: `writes`), so
 * the caller acknowledges and broadcasts only what is in the database. A message with a
 * banned word is refused with a warning from the bot (`events` carries that notice).
 */
export async function sendMessage(
  db: Database,
  author: UserRow,
  input: SendMessageInput,
  deps: {
    events: ChatEvents;
    flood: FloodLimit;
    writes: ChannelWrites;
    bannedWords: BannedWords;
    pushes: MessagePushes;
  },
): Promise<SendResult> {
  const member = toMember(author);
  const ticket = await ticketFor(db, input.channel);
  const channel = assertCanWrite(member, input.channel, ticket);
  const text = assertText(input.text, Boolean(input.uploadId));
  const mentions = mentionsBy(member, text);
  const mentioned = await mentionedMembers(db, deps.pushes, {
    author: member,
    names: mentions.names,
    channel,
    ticket,
  });
  const bannedWord = await deps.bannedWords.find(text);
  const send = {
    author,
    member,
    channel,
    input,
    text,
    mentions,
    mentioned,
    bannedWord,
    flood: deps.flood,
    pushes: deps.pushes,
  };
  const result = await deps.writes.write(
    channel,
    (tx) => storeSend(tx, send),
    (stored) => presentStored(db, send, stored),
  );
  if (result === 'banned_word') return deps.bannedWords.refuse(deps.events, member, channel);
  if (result.created) deps.pushes.committed();
  return result;
}

/** The answer to a send once stored: the stored message, or the new one after its predecessor. */
async function presentStored(
  db: Database,
  send: CheckedSend,
  stored: Stored | 'banned_word',
): Promise<SendResult | 'banned_word'> {
  if (stored === 'banned_word') return stored;
  if (!stored.created)
    return {
      message: await presentMessage(db, stored.row),
      created: false,
      ...(await threadRootNow(db, stored.row)),
    };
  const root = await threadRootNow(db, stored.row, stored.rootSeq);
  const message = await presentNewMessage(db, stored.row, {
    author: send.author,
    replyTarget: stored.replyTarget,
    image: stored.image,
    mentionedIds: send.mentioned.ids,
  });
  // Only a newly stored message knows its predecessor (see ChatMessage.previousId).
  return {
    message: { ...message, previousId: stored.previousId, seq: stored.seq },
    created: true,
    ...root,
  };
}

/**
 * A thread reply's root as it stands after the reply's commit. A retried reply brings it too:
 * the first attempt's broadcast of it may never have gone out.
 */
async function threadRootNow(
  db: Database,
  row: MessageRow,
  seq?: number,
): Promise<{ root?: ChatMessage }> {
  if (row.threadRootId === null) return {};
  const root = await findMessage(db, row.threadRootId);
  return root ? { root: { ...(await presentMessage(db, root)), ...(seq && { seq }) } } : {};
}

/**
 * Runs a change to a stored message in its channel's transaction, under the channel's insert
 * lock, and writes it to the channel's change log; answers the message as it then is, with
 * the change's number (decision 0056).
 */
async function changeMessage(
  db: Database,
  message: MessageRow,
  kind: ChannelChangeKind,
  change: (tx: Tx) => Promise<void>,
): Promise<ChatMessage> {
  const seq = await db.transaction(async (tx) => {
    await lockChannelForInsert(tx, message.channel);
    await change(tx);
    return recordChannelChange(tx, { channel: message.channel, kind, messageId: message.id });
  });
  return { ...(await presentMessage(db, (await findMessage(db, message.id)) ?? message)), seq };
}

/**
 * Changes the text of the member's own message. New text with a banned word is refused as a
 * send is: the message keeps its text, and its author is warned (spec §5).
 */
export async function editMessage(
  db: Database,
  member: Member,
  input: { id: number; text: string },
  deps: { events: ChatEvents; bannedWords: BannedWords },
) {
  const { message, ticket } = await messageMemberMayChange(db, member, input.id);
  const channel = assertCanWrite(member, message.channel, ticket);
  const hasImage = message.uploadId !== null;
  if (
    !canEditMessage(member, {
      authorId: message.userId,
      hasImage,
      deleted: message.deletedAt !== null,
    })
  ) {
    throw new AppError(403, 'forbidden', COPY.server.chat.cannotEdit(hasImage));
  }
  const text = assertText(input.text, false);
  if (await deps.bannedWords.find(text))
    return deps.bannedWords.refuse(deps.events, member, channel);
  return changeMessage(db, message, 'edit', (tx) => updateMessageText(tx, message.id, text));
}

export async function deleteMessage(db: Database, member: Member, input: { id: number }) {
  const { message } = await messageMemberMayChange(db, member, input.id);
  if (
    !canDeleteMessage(member, { authorId: message.userId, deleted: message.deletedAt !== null })
  ) {
    throw new AppError(403, 'forbidden', COPY.server.chat.cannotDelete);
  }
  // In turn with the channel's sends: a thread reply checks its root is not deleted under
  // the lock, so none lands on a root deleted at the same moment.
  return changeMessage(db, message, 'delete', async (tx) => {
    await softDeleteMessage(tx, message.id, member.id);
    await withdrawUploadsOf(tx, [message.id]);
  });
}

export async function toggleMessageReaction(
  db: Database,
  member: Member,
  input: { messageId: number; emoji: string },
) {
  if (!isSingleEmoji(input.emoji)) throw badRequest(COPY.server.chat.oneEmoji, 'invalid_emoji');
  const { message, ticket } = await messageMemberMayChange(db, member, input.messageId);
  if (message.deletedAt) throw badRequest(COPY.server.chat.deletedNoReactions);
  // A reaction in a direct message reaches the others as a message does: a member who may no
  // longer write there (blocked, or member messages turned off) cannot react either (decision 0066).
  if (isConversationInfo(ticket)) assertCanWrite(member, message.channel, ticket);
  if (member.block)
    throw new AppError(
      403,
      member.block.kind,
      COPY.server.chat.blockedNoReactions(member.block.kind),
    );
  return changeMessage(db, message, 'reaction', async (tx) => {
    const current = await listReactions(tx, [message.id]);
    const states = [...new Set(current.map((r) => r.emoji))].map((emoji) => ({
      emoji,
      userIds: current.filter((r) => r.emoji === emoji).map((r) => r.userId),
    }));
    const outcome = toggleReaction(states, member.id, input.emoji);
    if (outcome.action === 'refused') {
      throw badRequest(
        COPY.chat.tooManyReactions(LIMITS.maxReactionsPerMessage),
        'too_many_reactions',
      );
    }
    if (outcome.action === 'added') await addReaction(tx, message.id, input.emoji, member.id);
    else await removeReaction(tx, message.id, input.emoji, member.id);
  });
}

export async function channelHistory(
  db: Database,
  member: Member,
  slug: string,
  page: { before?: number | undefined; after?: number | undefined; limit: number },
) {
  const channel = assertCanRead(member, slug, await ticketFor(db, slug));
  // Read before the page: a change committed in between is in the page and is caught up
  // again from `seq`, never skipped (decision 0056).
  const seq = await newestChange(db, channel);
  const rows = await listChannelMessages(db, channel, { ...page, limit: page.limit + 1 });
  const hasMore = rows.length > page.limit;
  const pageRows = hasMore
    ? page.after !== undefined
      ? rows.slice(0, page.limit)
      : rows.slice(1)
    : rows;
  return { messages: await presentMessages(db, pageRows), hasMore, seq };
}

async function countsFor(db: Database, member: Member, channels: string[]) {
  return countUnread(db, { userId: member.id, roles: heldRoles(member.roles), channels });
}

export async function markChannelRead(
  db: Database,
  member: Member,
  slug: string,
  lastId: number,
): Promise<ChannelCounts> {
  const channel = assertCanRead(member, slug, await ticketFor(db, slug));
  await advanceReadPosition(db, member.id, channel, lastId);
  return channelCounts(db, member, channel);
}

/** One channel's unread and mention counts for the member, as the sidebar shows them. */
export async function channelCounts(
  db: Database,
  member: Member,
  channel: string,
): Promise<ChannelCounts> {
  const counts = (await countsFor(db, member, [channel])).get(channel);
  return { channel, unread: counts?.unread ?? 0, mentions: counts?.mentions ?? 0 };
}

async function readableTickets(db: Database, member: Member) {
  if (member.block?.kind === 'banned') return [];
  const rows = await listTickets(db, canReadAllTickets(member) ? 'all' : { openerId: member.id });
  return rows.filter((row) => memberChannelAccess(member, row.name, ticketInfo(row)).read);
}

/**
 * The sidebar: every channel the member may read, in order, with write access and counts; and
 * the members of their conversations (`parties`), whose rows the labels and access are read from.
 */
export async function memberChannels(db: Database, member: Member) {
  const fixed = member.block?.kind === 'banned' ? [] : sidebarChannels(member);
  // Closed tickets stay readable for staff by URL, but leave the sidebar.
  const openTickets = (await readableTickets(db, member)).filter((t) => t.open);
  const conversations = await memberConversations(db, member);
  const entries: Array<{
    slug: string;
    label: string;
    group: SidebarGroup;
    topic: string;
    access: MemberChannelAccess;
  }> = [
    ...fixed.map((channel) => ({
      slug: channel.slug,
      label: channel.label,
      group: channel.group,
      topic: channel.topic,
      access: memberChannelAccess(member, channel.slug),
    })),
    ...openTickets.map((ticket) => ({
      slug: ticket.name,
      label: ticket.name,
      group: 'tickets' as const,
      topic: 'A private support conversation with our staff.',
      access: memberChannelAccess(member, ticket.name, ticketInfo(ticket)),
    })),
    ...conversations.map((conversation) => ({
      slug: conversation.row.name,
      label: conversationLabel(conversation, member.id),
      group: 'messages' as const,
      topic: 'A direct conversation: only its members read it.',
      access: memberChannelAccess(member, conversation.row.name, conversation.info),
    })),
  ];
  const counts = await countsFor(
    db,
    member,
    entries.map((e) => e.slug),
  );
  const channels = entries.map(({ access, ...entry }) => {
    const c = counts.get(entry.slug);
    return {
      ...entry,
      read: true as const,
      write: access.write,
      reason: access.reason,
      unread: c?.unread ?? 0,
      mentions: c?.mentions ?? 0,
    };
  });
  const parties = conversations.flatMap((conversation) =>
    conversation.parties.map((party) => party.user.id),
  );
  return { channels, parties };
}

/** Rooms a member's sockets belong in: every channel, ticket and conversation they may read now. */
export async function readableChannelSlugs(db: Database, member: Member): Promise<string[]> {
  if (member.block?.kind === 'banned') return [];
  const fixed = CHANNELS.filter((c) => memberChannelAccess(member, c.slug).read).map((c) =>
    resolveChannelSlug(c.slug),
  );
  const conversations = (await memberConversations(db, member)).map((c) => c.row.name);
  return [...fixed, ...(await readableTickets(db, member)).map((t) => t.name), ...conversations];
}
