import { DM_PRIVACY_LEVELS, type DmPrivacy } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../users/schema';

const privacyList = sql.raw(DM_PRIVACY_LEVELS.map((level) => `'${level}'`).join(', '));

/**
 * A direct conversation (decision 0066): a channel of its own kind, named `dm-` and hex digits,
 * so its messages, reactions, reads and change log are the channels' tables keyed by that name.
 */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  starterId: text('starter_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Who is in a conversation: its members read and write it, and no one else reads it. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // A member's conversations, for their sidebar and their sockets' rooms.
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/** A member's block of another: no messages either way; only the blocker knows of it. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId),
    check('member_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** Who may write to a member; no row: everyone. */
export const dmSettings = pgTable(
  'dm_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    privacy: text('privacy').$type<DmPrivacy>().notNull().default('everyone'),
    updatedAt: updatedAt(),
  },
  (t) => [check('dm_settings_privacy', sql`${t.privacy} in (${privacyList})`)],
);

/** The founder's community switch and the new-account wait, one row; no row: the defaults. */
export const dmCommunity = pgTable(
  'dm_community',
  {
    id: boolean('id').primaryKey().default(true),
    membersMayMessage: boolean('members_may_message').notNull().default(true),
    newAccountHours: integer('new_account_hours').notNull().default(24),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dm_community_one_row', sql`${t.id}`),
    check('dm_community_hours', sql`${t.newAccountHours} between 0 and 720`),
  ],
);
