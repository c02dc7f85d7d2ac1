import { type BadgeTier } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  index,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, roleFlag } from '../../db/columns';
import { memberPriorityOf } from '../../db/member-priority';

/**
 * A member (spec §3). better-auth owns id/name/email/emailVerified/image/createdAt/
 * updatedAt; every other column has the database default of spec §4, so a user created
 * by any path (OAuth, dev sign-in, seed) starts with exactly the spec's defaults.
 * userPriority is not stored: it is derived from the flags (priorityOf in @bbt/domain).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // The name as mentions match it (the database function mention_key, the twin of mentionKey
    // in @bbt/domain), kept on the row: a lookup compares a column the planner has statistics
    // for, where an expression index left it to guess the function cheap and scan a small
    // community's every member through it (decision 0091).
    mentionKey: text('mention_key')
      .notNull()
      .generatedAlwaysAs(sql`mention_key(name)`),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    isBot: boolean('is_bot').notNull().default(false),
    credits: numeric('credits', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    founder: roleFlag('founder'),
    admin: roleFlag('admin'),
    analyst: roleFlag('analyst'),
    support: roleFlag('support'),
    blueBadgeTrader: roleFlag('blue_badge_trader'),
    badgeTier: smallint('badge_tier').$type<BadgeTier>(),
    // A badge tier membership's grant, read by the clock (decision 0076): its tier, the end of
    // its access, and the tier owned apart from it that is held once it ends (null: none).
    badgeMembershipTier: smallint('badge_membership_tier').$type<BadgeTier>(),
    badgeMembershipUntil: timestamp('badge_membership_until', { withTimezone: true }),
    badgeFallbackTier: smallint('badge_fallback_tier').$type<BadgeTier>(),
    premiumSignals: roleFlag('premium_signals', true),
    premiumTrader: roleFlag('premium_trader'),
    booster: roleFlag('booster'),
    crypto: roleFlag('crypto'),
    stocks: roleFlag('stocks'),
    forex: roleFlag('forex'),
    freeSignals: roleFlag('free_signals'),
    marketing: roleFlag('marketing'),
    freeMember: roleFlag('free_member', true),
    warn: integer('warn').notNull().default(0),
    ban: integer('ban').notNull().default(0),
    kick: integer('kick').notNull().default(0),
    mute: integer('mute').notNull().default(0),
    muteCount: integer('mute_count').notNull().default(0),
    banUntil: timestamp('ban_until', { withTimezone: true }).notNull().defaultNow(),
    muteUntil: timestamp('mute_until', { withTimezone: true }).notNull().defaultNow(),
    signalsUntil: timestamp('signals_until', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    inviterId: text('inviter_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    marketingCv: text('marketing_cv'),
    visits: integer('visits').notNull().default(0),
    signups: integer('signups').notNull().default(0),
    sales: integer('sales').notNull().default(0),
  },
  (t) => [
    check('users_badge_tier_range', sql`${t.badgeTier} is null or ${t.badgeTier} between 1 and 3`),
    check(
      'users_badge_membership_tiers_range',
      sql`(${t.badgeMembershipTier} is null or ${t.badgeMembershipTier} between 1 and 3) and (${t.badgeFallbackTier} is null or ${t.badgeFallbackTier} between 1 and 3)`,
    ),
    check(
      'users_badge_membership_whole',
      sql`(${t.badgeMembershipTier} is null) = (${t.badgeMembershipUntil} is null)`,
    ),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
    check('users_not_own_inviter', sql`${t.inviterId} is null or ${t.inviterId} <> ${t.id}`),
    // A marketer's signups over a period (the marketing stats).
    index('users_inviter_idx').on(t.inviterId, t.invitedAt),
    // A mention or a command finds its member by the name's mention key.
    index('users_mention_key_idx').on(t.mentionKey),
    // The '@' menu and search's from: find members whose mention key starts with what was typed
    // (LIKE 'ab%'), whatever the database's collation.
    index('users_mention_key_prefix_idx').on(sql`${t.mentionKey} text_pattern_ops`),
    // The chat's member list: a group's members by name, read a range at a time (decision 0044).
    // The columns after id never reorder anything (id is unique): they are there so a range far
    // down the list is counted, and the range itself read, along this index alone (an index-only
    // scan needs every column the group and the order are computed from, and every column the
    // list shows: listedMemberColumns), without a visit to the table per member listed.
    index('users_member_list_idx').on(
      memberPriorityOf(t),
      sql`lower(${t.name})`,
      t.id,
      t.name,
      t.founder,
      t.admin,
      t.analyst,
      t.support,
      t.booster,
      t.blueBadgeTrader,
      t.premiumTrader,
      t.premiumSignals,
      t.crypto,
      t.stocks,
      t.forex,
      t.freeSignals,
      t.marketing,
      t.freeMember,
      t.badgeTier,
      t.badgeMembershipTier,
      t.badgeMembershipUntil,
      t.badgeFallbackTier,
      t.image,
      t.isBot,
    ),
    // Bots count as online in the member list; the few of them are found without a scan.
    index('users_bots_idx')
      .on(t.id)
      .where(sql`${t.isBot}`),
    // The console's and the chat's member searches match a part of the lowered name or email
    // (containsIgnoringCase: lower(...) LIKE '%...%'; decision 0064).
    // The console's member search, for the members who hold the search inside a word (after
    // those with a word starting with it: decision 0074's second amendment), walks the members
    // by name, testing each entry, and stops at its page when many match (decision 0074): the
    // columns after id are what the search tests, so the walk reads this index alone.
    index('users_name_order_idx').on(t.name, t.id, t.email, t.isBot),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);
