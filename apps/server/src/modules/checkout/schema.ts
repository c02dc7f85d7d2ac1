import {
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PROVIDER_SUBSCRIPTION_STATUSES,
  PURCHASE_KINDS,
  REFUND_STATUSES,
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_STATUSES,
  type BadgeTier,
} from '@bbt/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  index,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { products } from '../catalog/schema';
import { users } from '../users/schema';

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
    /** The badge tier it sells (decision 0071); null for a product without tiers. */
    tier: smallint('tier').$type<BadgeTier>(),
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
    // One plan per product, tier and period; a product without tiers has one per period.
    unique('subscription_plans_product_tier_period_key')
      .on(t.productId, t.tier, t.period)
      .nullsNotDistinct(),
    check('subscription_plans_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * A PayPal billing plan a plan of ours had before the founder repriced it (decision 0078), with
 * the price it bills: subscriptions PayPal still bills on it (running ones, or an upgrade
 * approved after the reprice) are read back as that plan, at that price.
 */
export const earlierProviderPlans = pgTable('earlier_provider_plans', {
  providerPlanId: text('provider_plan_id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

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
    /**
     * A badge tier membership: the member's badge tier when it first gave access (0: none),
     * what they fall back to with their paid orders' when it ends (decision 0071).
     */
    badgeTierBefore: smallint('badge_tier_before'),
    /** When the member asked to stop it (access runs to the period's end). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * An upgrade to this plan the member asked for, awaiting their approval at PayPal (decision
     * 0077), when they asked, and PayPal's approval link: cleared once PayPal bills a new plan,
     * when the member withdraws it, or when PayPal still shows the old plan after its approval
     * window.
     */
    upgradePlanId: integer('upgrade_plan_id').references(() => subscriptionPlans.id, {
      onDelete: 'set null',
    }),
    upgradeAskedAt: timestamp('upgrade_asked_at', { withTimezone: true }),
    upgradeApproveUrl: text('upgrade_approve_url'),
    /**
     * A revision PayPal bills (an upgrade) that no payment has paid for yet (decision 0078):
     * the tier paid for, held until PayPal takes a payment at the new plan's price at or after
     * `revision_unpaid_since` (when the upgrade was asked, else when the revision was seen).
     * Both null once paid, or with no revision.
     */
    tierUntilRevisionPaid: smallint('tier_until_revision_paid'),
    revisionUnpaidSince: timestamp('revision_unpaid_since', { withTimezone: true }),
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
    /**
     * Who refunded it from the console: set once, so of two clicks only one is audited, while a
     * refund PayPal's notification recorded first is still audited as the founder's.
     */
    refundedBy: text('refunded_by'),
  },
  (t) => [index('subscription_payments_subscription_idx').on(t.subscriptionId, t.paidAt)],
);

/**
 * What the demo provider's development-only control did to each of its subscriptions
 * (decision 0069): kept in the database so a restart of the server forgets nothing. Only the
 * demo provider writes it; PayPal keeps its own.
 */
export const demoSubscriptionMoves = pgTable('demo_subscription_moves', {
  providerSubscriptionId: text('provider_subscription_id').primaryKey(),
  moves: jsonb('moves').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
