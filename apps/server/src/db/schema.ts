import {
  COUPON_KINDS,
  MAIL_KINDS,
  MAIL_STATUSES,
  MESSAGE_PUSH_KINDS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PROVIDER_SUBSCRIPTION_STATUSES,
  PUSH_KINDS,
  PRODUCT_FILES,
  PRODUCT_TYPES,
  PURCHASE_KINDS,
  REFUND_STATUSES,
  type BadgeTier,
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_STATUSES,
  type ChannelChangeKind,
  type RoleKey,
  type SocialLinks,
} from '@bbt/domain';
import { sql } from 'drizzle-orm';
import { memberPriorityOf } from './member-priority';
import { mentionKeyOf } from './mention-key';
import {
  bigserial,
  bigint,
  primaryKey,
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  index,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const roleFlag = (name: string, initial = false) => boolean(name).notNull().default(initial);
/** PostgreSQL's full-text document type; PGlite has it and the 'english' configuration too. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
    check('users_not_own_inviter', sql`${t.inviterId} is null or ${t.inviterId} <> ${t.id}`),
    // A marketer's signups over a period (the marketing stats).
    index('users_inviter_idx').on(t.inviterId, t.invitedAt),
    // A mention or a command finds its member by the name's mention key (one expression).
    index('users_mention_key_idx').on(mentionKeyOf(t.name)),
    // The '@' menu and search's from: find members whose mention key starts with what was typed
    // (LIKE 'ab%'), whatever the database's collation.
    index('users_mention_key_prefix_idx').on(sql`${mentionKeyOf(t.name)} text_pattern_ops`),
    // The chat's member list: a group's members by name, read a range at a time (decision 0044).
    // The columns after id never reorder anything (id is unique): they are there so a range far
    // down the list is counted along this index alone (an index-only scan needs every column the
    // group and the order are computed from).
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
    ),
    // Bots count as online in the member list; the few of them are found without a scan.
    index('users_bots_idx')
      .on(t.id)
      .where(sql`${t.isBot}`),
    // The console's member search matches a part of the name or email (ILIKE '%...%').
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
    index('accounts_user_id_idx').on(t.userId),
  ],
);

/**
 * The password hash and salt of a member the import brought from the old Firebase app
 * (decision 0050), kept until their first sign-in with that password replaces it with ours.
 * Never presented by any route.
 */
export const firebasePasswordHashes = pgTable('firebase_password_hashes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  salt: text('salt').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    nameInUrl: text('name_in_url').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    originalPrice: numeric('original_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    salePrice: numeric('sale_price', { precision: 10, scale: 2, mode: 'number' }),
    role: text('role').$type<RoleKey>().notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /**
     * Taken off the storefront by the founder (decision 0059): no longer listed, shown or sold;
     * orders, keys and downloads of it keep working.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_original_price_positive', sql`${t.originalPrice} > 0`),
    check('products_sale_price_positive', sql`${t.salePrice} is null or ${t.salePrice} > 0`),
  ],
);

export const productTiers = pgTable(
  'product_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tier: smallint('tier').$type<BadgeTier>().notNull(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('product_tiers_product_tier_idx').on(t.productId, t.tier),
    check('product_tiers_price_positive', sql`${t.price} > 0`),
  ],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  header: text('header').notNull().unique(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    display: boolean('display').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'testimonials_rating_half_steps',
      sql`${t.rating} between 0 and 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`,
    ),
  ],
);

/** Emails are stored trimmed and lower-cased; the unique index is what stops duplicates. */
export const mailingList = pgTable('mailing_list', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The single-use code a mailing-list signup earns (the popup's 15%), tied to the email that
 * joined: one code per address, ever, so leaving and rejoining earns no second one. An order
 * created with it holds it (`reservedOrderId`) while it can still be paid; the order that
 * completes with it consumes it (`usedOrderId`, set by a conditional update: once).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    email: text('email').notNull().unique(),
    percent: smallint('percent').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reservedOrderId: text('reserved_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    usedOrderId: text('used_order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [check('discount_codes_percent_range', sql`${t.percent} between 1 and 100`)],
);

/** The discount code a member attached to their cart; checked again at checkout. */
export const cartDiscounts = pgTable('cart_discounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code')
    .notNull()
    .references(() => discountCodes.code, { onDelete: 'cascade' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail waiting to leave, or kept (decision 0018). A row is written in the same transaction as what
 * it reports, so a mail server outage loses nothing and never holds up a payment; the sender
 * claims due rows (pushing `nextAttemptAt` ahead as a lease) so two instances never send one
 * mail twice. `dedupeKey` makes a mail for one event (an order's receipt) exist once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers, such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The sender: pending mails whose time has come, oldest first.
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The console's Mail page: newest first.
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

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
 * Mentions and replies waiting to be mailed to a member who has no push device (decision
 * 0062): written in the message's transaction; the missed-mail job mails those still unread
 * after the delay as one digest, then deletes them.
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

/** A signed-in member's cart: one line per product (ruling: a badge line carries its tier). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tier: smallint('tier').$type<BadgeTier>(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_product_idx').on(t.userId, t.productId)],
);

/**
 * A checkout. The provider's order id is unique, so one payment can only ever be one order,
 * and the completed status is set by a conditional update, so it is granted once.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    captureId: text('capture_id'),
    failureReason: text('failure_reason'),
    /**
     * The mailing-list code or the coupon (decision 0051: one code per order) this order was
     * priced with, and what it took off the lines' sum.
     */
    discountCode: text('discount_code'),
    couponCode: text('coupon_code'),
    discountAmount: numeric('discount_amount', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * What the order's refunds (`order_refunds`, decision 0058) add up to, given or still asked
     * of the provider: kept with them under the order's lock, so what remains refundable is
     * read without a sum. Above zero on a `completed` order: it was partly refunded.
     */
    refundedAmount: numeric('refunded_amount', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** The provider's refund of the capture (null when PayPal did not say which) and when. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** A buyer's dispute open at PayPal (decision 0039): shown to the founder, grants kept. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /** A capture held for review: when it is next asked about, and how often it was. */
    nextPaymentCheckAt: timestamp('next_payment_check_at', { withTimezone: true }),
    paymentChecks: integer('payment_checks').notNull().default(0),
    /**
     * When the provider was asked to capture this order, until its answer is recorded (a
     * decline clears it): while set, the buyer can't cancel the order (decision 0052).
     */
    captureRequestedAt: timestamp('capture_requested_at', { withTimezone: true }),
    /**
     * The hand step of the indicator's invite-only TradingView script (decision 0045): the
     * username given at checkout, and when and by whom the invite was sent.
     */
    tradingViewUsername: text('tradingview_username'),
    handStepDoneAt: timestamp('hand_step_done_at', { withTimezone: true }),
    handStepDoneBy: text('hand_step_done_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // Webhooks and refunds find an order by its capture.
    index('orders_capture_idx').on(t.captureId),
    // The console's sales: orders of a period, newest first.
    index('orders_created_idx').on(t.createdAt),
    // The sweep: orders awaiting payment past their time, refunds still owed.
    index('orders_status_created_idx').on(t.status, t.createdAt),
    check('orders_amount_positive', sql`${t.amount} > 0`),
    check(
      'orders_refunded_within_amount',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    // The console's fulfilment queue: orders whose TradingView invite is still to be sent.
    index('orders_hand_step_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.tradingViewUsername} is not null and ${t.handStepDoneAt} is null`),
  ],
);

/**
 * One refund of an order's money (decision 0058), the console's or one made at PayPal: written
 * `pending` under the order's lock before PayPal is asked (its id is the refund's
 * PayPal-Request-Id, so asking again never refunds twice), `completed` with PayPal's refund id
 * once given. A refund PayPal could not be asked for stays pending and the sweep asks again.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    reason: text('reason').notNull(),
    /** Who refunded from the console; null for a refund made at PayPal. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    providerRefundId: text('provider_refund_id'),
    /** Why the provider refused it for good (status `failed`, decision 0059). */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    /** When it was given, or refused for good. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    // PayPal's refund recorded once, whichever notification or answer names it (decision 0059).
    uniqueIndex('order_refunds_provider_refund_idx')
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    // The sweep: refunds still to be asked of the provider.
    index('order_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A coupon the founder made in the console (decision 0051): a percentage or a fixed amount off,
 * for every product or for `productId` only. `code` is stored normalised (upper case). An
 * archived coupon takes nothing off any new order; its redemptions stay.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    percent: smallint('percent'),
    amountOff: numeric('amount_off', { precision: 10, scale: 2, mode: 'number' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perMemberLimit: integer('per_member_limit'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'coupons_value',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100 and ${t.amountOff} is null) or (${t.kind} = 'fixed' and ${t.amountOff} > 0 and ${t.percent} is null)`,
    ),
    check('coupons_limits_positive', sql`${t.totalLimit} > 0 and ${t.perMemberLimit} > 0`),
  ],
);

/**
 * One order's use of a coupon, written with the order under a lock on the coupon. It counts
 * while its order is paid or can still be paid; a cancelled or expired order lets it go
 * without a write (the count reads the order's status).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

/** The coupon a member put on their cart; checked again at checkout. */
export const cartCoupons = pgTable('cart_coupons', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A license key of the indicator, one per order line that hands it over (decision 0045); the
 * indicator asks `POST /api/licenses/verify` whether it is valid. Revoked with its order.
 */
export const licenseKeys = pgTable(
  'license_keys',
  {
    key: text('key').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The product the key was issued with (its title is what verification answers). */
    productKey: text('product_key').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('license_keys_order_idx').on(t.orderId)],
);

/** The downloadable files of the products (decision 0045), kept in the configured storage. */
export const productFiles = pgTable('product_files', {
  file: text('file', { enum: PRODUCT_FILES }).primaryKey(),
  storageKey: text('storage_key').notNull(),
  bytes: integer('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who replaced it from the console; null for the seeded file. */
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productKey: text('product_key').notNull(),
    title: text('title').notNull(),
    tier: smallint('tier').$type<BadgeTier>(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** What the line sold: a purchase, a badge upgrade (priced from `fromTier`) or a renewal. */
    purchase: text('purchase', { enum: PURCHASE_KINDS }).notNull().default('buy'),
    fromTier: smallint('from_tier').$type<BadgeTier>(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * A PayPal notification (decision 0039), kept once per event id: a replay of one already
 * here is answered without being applied again. `outcome` says what it did to which order.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    eventType: text('event_type').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The subscription it concerned (decision 0063): its event history in the console. */
    subscriptionId: text('subscription_id').references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderId),
    index('payment_events_subscription_idx').on(t.subscriptionId),
  ],
);

/**
 * What an inviter earned on an invitee's order (ruling 14), or on one payment of their
 * subscription (decision 0063); one row per order or payment at most.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subscriptionPaymentId: text('subscription_payment_id')
      .unique()
      .references((): AnyPgColumn => subscriptionPayments.id, { onDelete: 'cascade' }),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: text('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credits: numeric('credits', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A marketer's sales over a period, and the console's commissions of a period.
    index('commissions_inviter_idx').on(t.inviterId, t.createdAt),
    index('commissions_created_idx').on(t.createdAt),
    check(
      'commissions_one_source',
      sql`(${t.orderId} is null) <> (${t.subscriptionPaymentId} is null)`,
    ),
  ],
);

/**
 * A product sold as a membership that renews itself (decision 0063): its period and price are
 * the founder's, set on the server; the PayPal catalog product and billing plan are created
 * when first needed. A new price is a new PayPal plan: running subscriptions keep theirs.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    period: text('period', { enum: SUBSCRIPTION_PERIODS }).notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    providerProductId: text('provider_product_id'),
    providerPlanId: text('provider_plan_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscription_plans_product_period_idx').on(t.productId, t.period),
    check('subscription_plans_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * A member's subscription (decision 0063). PayPal's status and last failed payment are what
 * PayPal said (read back from it, or from a verified notification); `status`, `paidUntil`,
 * `graceUntil` and `accessUntil` are derived from them and the payments by the domain rules
 * and stored for the pages and the jobs.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    /** The plan's period and price when subscribed: what PayPal bills this subscription. */
    period: text('period', { enum: SUBSCRIPTION_PERIODS }).notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerStatus: text('provider_status', { enum: PROVIDER_SUBSCRIPTION_STATUSES }).notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    accessUntil: timestamp('access_until', { withTimezone: true }),
    /** When the member asked to stop it (access runs to the period's end). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set once each: the mails of an ended access and of a failed payment are sent once. */
    endedMailedAt: timestamp('ended_mailed_at', { withTimezone: true }),
    /** The reconcile job's last attempt to read it back, answered or not: who goes next. */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_provider_status_idx').on(t.providerStatus, t.reconciledAt),
  ],
);

/** A payment PayPal took for a subscription, once per PayPal transaction id. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** Refunded or reversed: it pays for no period any more. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [index('subscription_payments_subscription_idx').on(t.subscriptionId, t.paidAt)],
);

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

/** An uploaded, re-encoded image; served only to members who may read its channel. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    /**
     * Set in the transaction that deletes the image's message: from then on it is served to no
     * one. Its file is removed from storage after that commits, then the row itself.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // The images whose files are still to be removed.
    index('uploads_withdrawn_idx')
      .on(t.withdrawnAt)
      .where(sql`${t.withdrawnAt} is not null`),
  ],
);

/** Every moderation action: who did what to whom, with its arguments (decision 0009). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetId: text('target_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // A member's history in the console, newest first by id.
    index('audit_log_target_idx').on(t.targetId, t.id),
  ],
);

/** Words that get a message refused and its author warned; stored lower-cased. */
export const bannedWords = pgTable('banned_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The next ticket number (ruling 5), one row. Taking a number updates it in the transaction that
 * creates the ticket: concurrent openers queue on the row and never share a name, and a creation
 * that fails hands its number back, so numbers run without gaps (a sequence skips on rollback
 * and after a crash).
 */
export const ticketNumbering = pgTable(
  'ticket_numbering',
  {
    id: boolean('id').primaryKey().default(true),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [check('ticket_numbering_one_row', sql`${t.id}`)],
);

export const tickets = pgTable('tickets', {
  id: serial('id').primaryKey(),
  number: integer('number').notNull().unique(),
  name: text('name').notNull().unique(),
  openerId: text('opener_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  open: boolean('open').notNull().default(true),
  createdAt: createdAt(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
});

export const polls = pgTable('polls', {
  id: serial('id').primaryKey(),
  header: text('header').notNull(),
  text: text('text').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** One vote per member per poll, enforced by the key; option counts are counted from these rows. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: integer('option').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] }), index('poll_votes_poll_idx').on(t.pollId)],
);

/** Trade signals posted by analysts (spec §3); closed ones form the history. */
export const signals = pgTable(
  'signals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    entry: numeric('entry', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    exit: numeric('exit', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    // The decimals the analyst typed ('1.0920' keeps 4; the column alone gives 1.092 back).
    // Null for signals posted before they were kept: those show their shortest form.
    entryDecimals: smallint('entry_decimals'),
    exitDecimals: smallint('exit_decimals'),
    profit: text('profit').notNull(),
    analystId: text('analyst_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    position: text('position'),
    pl: text('pl'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('signals_created_idx').on(t.createdAt),
    check('signals_entry_decimals_range', sql`${t.entryDecimals} between 0 and 8`),
    check('signals_exit_decimals_range', sql`${t.exitDecimals} between 0 and 8`),
  ],
);

export const meetings = pgTable('meetings', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  provider: text('provider').notNull(),
  link: text('link').notNull(),
  exclusive: boolean('exclusive').notNull().default(true),
  status: text('status', { enum: ['scheduled', 'live', 'ended'] })
    .notNull()
    .default('scheduled'),
  // When it is planned to start. Null for meetings made before they had one; every new meeting
  // has one (the route requires it).
  startsAt: timestamp('starts_at', { withTimezone: true }),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** One counted visit per visitor (a browser's random id) per inviter per day (anti-inflation). */
export const inviteVisits = pgTable(
  'invite_visits',
  {
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: text('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inviterId, t.visitor, t.day] })],
);

/**
 * The storefront's own settings, one row: the footer's social links (a network
 * without a link shows nothing) and the landing page's trusted-by names, in display order
 * (an empty list hides the strip). No row yet reads as "nothing configured".
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean('id').primaryKey().default(true),
    socialLinks: jsonb('social_links').$type<Partial<SocialLinks>>().notNull().default({}),
    trustedBy: jsonb('trusted_by').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id}`)],
);

/**
 * What an import from the old Firebase app made of each source document (decision 0026): the
 * row it became and a hash of the fields it was made from, so a re-run skips what is unchanged,
 * brings in what changed, and never creates a second row. Written in the transaction that
 * writes the row, so an interrupted import leaves each document done or not done.
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    entity: text('entity').notNull(),
    sourceId: text('source_id').notNull(),
    targetId: text('target_id').notNull(),
    sourceHash: text('source_hash').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.sourceId] }),
    index('import_mappings_target_idx').on(t.entity, t.targetId),
  ],
);

/** Each import run, with its report, shown in the admin console. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    startedBy: text('started_by').notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    status: text('status', { enum: ['running', 'done', 'refused', 'failed', 'interrupted'] })
      .notNull()
      .default('running'),
    report: jsonb('report').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_runs_started_idx').on(t.startedAt)],
);

/**
 * The demo community outside production (decision 0036): one row, written in the transaction
 * that writes its conversation on the first start. While it exists nothing of the demo is
 * written again, even after its messages were deleted; `seededAt` is the moment its dates
 * count back from.
 */
export const demoCommunity = pgTable(
  'demo_community',
  {
    id: boolean('id').primaryKey().default(true),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('demo_community_one_row', sql`${t.id}`)],
);
export * from '../modules/conversations/schema';
