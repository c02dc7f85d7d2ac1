import { MESSAGE_PUSH_KINDS, PUSH_KINDS } from '@bbt/domain';
import {
  bigserial,
  bigint,
  primaryKey,
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { messages } from '../chat/schema';
import { users } from '../users/schema';

/**
 * A device a member subscribed to Web Push (decision 0055): the push service's endpoint and the
 * keys the payload is encrypted with. An endpoint belongs to one browser profile, so it is
 * unique: subscribing it again (a member signing in as another) moves it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the member sees in their device list ("Chrome on Android"), from the browser. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Pushes waiting to leave, one row per device (decision 0055). Written in the transaction of
 * the message or signal they announce, so nothing is pushed for what was not committed and a
 * push service outage loses nothing; the sender claims due rows as the mail outbox's does and
 * deletes each once sent, refused for good or given up. `channel` (or `signalId`) is what the
 * member must still be able to read when it is sent; `topic` collapses one channel's pushes.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PUSH_KINDS }).notNull(),
    channel: text('channel'),
    /**
     * The mention or reply announced, and where it is read (its thread's root, or null): what
     * the missed-mail digest keeps if the push falls in the member's quiet hours (decision 0073).
     */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'cascade',
    }),
    rootId: bigint('root_id', { mode: 'number' }),
    signalId: integer('signal_id'),
    topic: text('topic').notNull(),
    urgency: text('urgency', { enum: ['normal', 'high'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // The sender: rows whose time has come, oldest first.
    index('push_outbox_due_idx').on(t.nextAttemptAt),
    // Deleting a subscription deletes its waiting pushes.
    index('push_outbox_subscription_idx').on(t.subscriptionId, t.topic),
    index('push_outbox_user_idx').on(t.userId),
  ],
);

/**
 * A signal's pushes still to send (decision 0081): one row for the whole fan-out instead of a
 * row per device. The sender reads the devices a page at a time in the order of their ids,
 * from `claimedThrough` up to `upTo` (the newest device when the signal was posted); each page
 * delivered and written down moves `doneThrough`, and the row goes once it reaches `upTo`. A
 * sender holds the row while its lease runs; another takes over a lapsed one from
 * `doneThrough`, so a page out when its sender died is sent again, never lost.
 */
export const pushSignalFanouts = pgTable('push_signal_fanouts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  signalId: integer('signal_id').notNull(),
  /** The analyst who posted it: never pushed their own signal. */
  authorId: text('author_id').notNull(),
  topic: text('topic').notNull(),
  urgency: text('urgency', { enum: ['normal', 'high'] }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  url: text('url').notNull(),
  upTo: bigint('up_to', { mode: 'number' }).notNull(),
  claimedThrough: bigint('claimed_through', { mode: 'number' }).notNull().default(0),
  doneThrough: bigint('done_through', { mode: 'number' }).notNull().default(0),
  leasedBy: text('leased_by'),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/**
 * Mentions and replies no push reached, waiting to be mailed (decision 0062, decision 0070): the member
 * has no push device, or it came in their quiet hours. Written in the message's transaction;
 * the missed-mail job mails those still unread after the delay as one digest, then deletes
 * them; in the member's quiet hours it holds them until the hours end (`heldUntil`).
 */
export const missedNotices = pgTable(
  'missed_notices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** Where the message is read: its thread's root for a thread reply, else the message. */
    rootId: bigint('root_id', { mode: 'number' }),
    kind: text('kind', { enum: MESSAGE_PUSH_KINDS }).notNull(),
    createdAt: createdAt(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.messageId] }),
    // The job: notices whose delay has passed, oldest first.
    index('missed_notices_created_idx').on(t.createdAt),
  ],
);

/** A member's notification choices beyond each channel's level; no row: the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Mail a digest of the mentions and replies missed (decision 0062); off by its mail's link. */
  missedMail: boolean('missed_mail').notNull().default(true),
  /** Which kinds push (NOTIFICATION_KINDS of the domain). */
  mentions: boolean('mentions').notNull().default(true),
  replies: boolean('replies').notNull().default(true),
  signals: boolean('signals').notNull().default(true),
  tickets: boolean('tickets').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  /** Quiet hours, "HH:MM" in `timeZone`: both or neither. */
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: updatedAt(),
});
