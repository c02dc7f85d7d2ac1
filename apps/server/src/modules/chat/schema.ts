import { type ChannelChangeKind } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  primaryKey,
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  index,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tsvector } from '../../db/columns';
import { uploads } from '../uploads/schema';
import { users } from '../users/schema';

/**
 * Chat messages. Ids increase within a channel in commit order (inserts take a per-channel
 * lock), so "everything after id N" is exactly what a reconnecting client missed. A client id
 * per author makes a retried send store one message. Deletes are soft (ruling 11).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    text: text('text').notNull().default(''),
    replyToId: bigint('reply_to_id', { mode: 'number' }).references(
      (): AnyPgColumn => messages.id,
      {
        onDelete: 'set null',
      },
    ),
    uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    mentionRoles: text('mention_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mentionEveryone: boolean('mention_everyone').notNull().default(false),
    /**
     * Whether the message mentions members by name (`message_mentions` rows): set by a send's
     * own insert, and by the trigger on `message_mentions` for any other writer (decision
     * 0089). A page of messages reads the mentions of these only. Never cleared, so a mention
     * removed since is read and found gone.
     */
    mentionsMembers: boolean('mentions_members').notNull().default(false),
    edited: boolean('edited').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
    createdAt: createdAt(),
    /** The words of the text for search, kept by the database itself through edits. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): ReturnType<typeof sql> => sql`to_tsvector('english', ${messages.text})`,
    ),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    pinnedBy: text('pinned_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set on a thread reply: the message the thread hangs from, in the same channel. */
    threadRootId: bigint('thread_root_id', { mode: 'number' }).references(
      (): AnyPgColumn => messages.id,
      { onDelete: 'cascade' },
    ),
    /** On a thread's root: how many replies it has and when the last one came. */
    threadReplyCount: integer('thread_reply_count').notNull().default(0),
    threadLastReplyAt: timestamp('thread_last_reply_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_channel_id_idx').on(t.channel, t.id),
    index('messages_search_idx').using('gin', t.searchVector),
    index('messages_pinned_idx')
      .on(t.channel, t.pinnedAt)
      .where(sql`${t.pinnedAt} is not null`),
    index('messages_thread_idx')
      .on(t.threadRootId, t.id)
      .where(sql`${t.threadRootId} is not null`),
    // The unread counts: a channel's main line (with the author and time, which the count
    // reads from the index alone), and its mentions of everyone and of roles, newest first
    // after a read position.
    index('messages_main_line_idx')
      .on(t.channel, t.id, t.userId, t.createdAt)
      .where(sql`${t.threadRootId} is null and ${t.deletedAt} is null`),
    index('messages_everyone_idx')
      .on(t.channel, t.id)
      .where(sql`${t.mentionEveryone}`),
    index('messages_role_mentions_idx')
      .on(t.channel, t.id)
      .where(sql`cardinality(${t.mentionRoles}) > 0`),
    // The threads a member takes part in: the roots they wrote and the threads they replied in.
    index('messages_own_thread_roots_idx')
      .on(t.userId, t.channel)
      .where(sql`${t.threadReplyCount} > 0`),
    index('messages_own_thread_replies_idx')
      .on(t.userId, t.channel, t.threadRootId)
      .where(sql`${t.threadRootId} is not null`),
    // Deletes follow these foreign keys: without an index each one scans every message.
    index('messages_reply_to_idx')
      .on(t.replyToId)
      .where(sql`${t.replyToId} is not null`),
    index('messages_pinned_by_idx')
      .on(t.pinnedBy)
      .where(sql`${t.pinnedBy} is not null`),
    uniqueIndex('messages_user_client_idx').on(t.userId, t.clientId),
    // A member's latest messages: slow mode reads them on every send in a slow channel.
    index('messages_user_id_idx').on(t.userId, t.id),
    // A member's messages within the flood window, read on every send.
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    // An upload goes out with one message, so deleting that message withdraws it everywhere.
    uniqueIndex('messages_upload_idx').on(t.uploadId),
  ],
);

/**
 * Each channel's change log (decision 0056): every change to its messages takes the channel's
 * next `seq`, under the channel's insert lock and in the change's transaction, so numbers
 * follow commit order with no hole. Clients catch up from it after a lost socket; only the
 * newest CHANNEL_CHANGES_KEPT rows of a channel are kept. No foreign key: a row outlives
 * nothing it must guard, and a message gone from the table is simply not answered.
 */
export const channelChanges = pgTable(
  'channel_changes',
  {
    channel: text('channel').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').$type<ChannelChangeKind>().notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.seq] })],
);

/** Per-channel settings a founder or admin changes with commands (slow mode). */
export const channelSettings = pgTable(
  'channel_settings',
  {
    channel: text('channel').primaryKey(),
    slowmodeSeconds: integer('slowmode_seconds').notNull().default(0),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('channel_settings_slowmode_range', sql`${t.slowmodeSeconds} between 0 and 21600`)],
);

export const messageMentions = pgTable(
  'message_mentions',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The message's channel, kept here so a member's mentions are read one channel at a time. */
    channel: text('channel').notNull(),
    /**
     * True when the statement that wrote the row marked its message as mentioning members
     * itself (a send). Any other writer (the import, an instance on the code before the mark,
     * SQL) leaves it false, and a trigger marks the message (decision 0089).
     */
    messageMarked: boolean('message_marked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    // A member's mentions in one channel, newest first after a read position (the unread
    // counts): what a count reads follows that channel's mentions, never the member's others.
    index('message_mentions_user_channel_idx').on(t.userId, t.channel, t.messageId),
  ],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.emoji, t.userId] }),
    // Erasing a member deletes their reactions.
    index('message_reactions_user_idx').on(t.userId),
  ],
);

/**
 * How many members each member-list group holds (priority 1..7, one row each), kept by triggers
 * on users (the member-list migration), so the chat's member list shows true counts for the whole
 * community without counting it on every request (decision 0044).
 */
export const memberGroupCounts = pgTable(
  'member_group_counts',
  {
    priority: smallint('priority').primaryKey(),
    members: integer('members').notNull().default(0),
  },
  (t) => [check('member_group_counts_priority', sql`${t.priority} between 1 and 7`)],
);

/** Each member's read position per channel; unread and mention counts derive from it (ruling 10). */
export const channelReads = pgTable(
  'channel_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

/** Each member's read position per thread, as channelReads is per channel. */
export const threadReads = pgTable(
  'thread_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rootId: bigint('root_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.rootId] }),
    // Deleting a thread's root deletes its read positions.
    index('thread_reads_root_idx').on(t.rootId),
  ],
);

/**
 * What a member wants to hear from a channel: 'mentions' (the default when no row: mentions
 * of them and replies to them), 'all' (every message) or 'muted' (nothing, and the channel
 * shown quiet in the sidebar).
 */
export const channelNotificationPrefs = pgTable(
  'channel_notification_prefs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    level: text('level').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    check('channel_notification_prefs_level', sql`${t.level} in ('all', 'mentions', 'muted')`),
  ],
);
