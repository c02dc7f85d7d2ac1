import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BadgeTier } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { products, users } from '../../db/schema';
import {
  commissions,
  earlierProviderPlans,
  paymentEvents,
  subscriptionPayments,
  subscriptionPlans,
  subscriptions,
} from './schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect;

/** The plans on sale with their product, for the storefront and the billing page. */
export function listActivePlans(tx: Tx) {
  return tx
    .select({ plan: subscriptionPlans, product: products })
    .from(subscriptionPlans)
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(and(isNull(subscriptionPlans.archivedAt), isNull(products.archivedAt)))
    .orderBy(
      asc(subscriptionPlans.productId),
      asc(subscriptionPlans.tier),
      asc(subscriptionPlans.period),
    );
}

/**
 * Our plan whose PayPal billing plan is `providerPlanId`, now or before the founder repriced
 * it, at the price that PayPal plan bills (decision 0078): what a revised subscription bills.
 */
export async function findPlanByProviderPlanId(
  tx: Tx,
  providerPlanId: string,
): Promise<PlanRow | undefined> {
  const [current] = await tx
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.providerPlanId, providerPlanId));
  if (current) return current;
  const [earlier] = await tx
    .select({
      plan: subscriptionPlans,
      price: earlierProviderPlans.price,
      currency: earlierProviderPlans.currency,
    })
    .from(earlierProviderPlans)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, earlierProviderPlans.planId))
    .where(eq(earlierProviderPlans.providerPlanId, providerPlanId));
  return earlier && { ...earlier.plan, price: earlier.price, currency: earlier.currency };
}

/** The PayPal catalog product one of the product's plans was made under, if any. */
export async function findProviderProductOf(tx: Tx, productId: number) {
  const [row] = await tx
    .select({ id: subscriptionPlans.providerProductId })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.productId, productId),
        isNotNull(subscriptionPlans.providerProductId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

const ofTier = (tier: BadgeTier | null) =>
  tier === null ? isNull(subscriptionPlans.tier) : eq(subscriptionPlans.tier, tier);

/**
 * Takes a product's (tier's) plans off sale, but those for `keep` periods: new members cannot
 * subscribe to them; running subscriptions keep renewing.
 */
export async function archivePlans(
  tx: Tx,
  productId: number,
  tier: BadgeTier | null,
  keep: PlanRow['period'][],
) {
  await tx
    .update(subscriptionPlans)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(subscriptionPlans.productId, productId),
        ofTier(tier),
        isNull(subscriptionPlans.archivedAt),
        ...(keep.length > 0 ? [notInArray(subscriptionPlans.period, keep)] : []),
      ),
    );
}

export async function findPlanWithProduct(tx: Tx, planId: number) {
  const [row] = await tx
    .select({ plan: subscriptionPlans, product: products })
    .from(subscriptionPlans)
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(eq(subscriptionPlans.id, planId))
    .for('update', { of: subscriptionPlans });
  return row;
}

/**
 * Creates or reprices the plan of a product for a period; a new price forgets PayPal's plan,
 * which is remembered with its price among the plan's earlier ones (decision 0078).
 */
export async function upsertPlan(
  tx: Tx,
  input: { productId: number; tier: PlanRow['tier']; period: PlanRow['period']; price: number },
) {
  await tx
    .insert(earlierProviderPlans)
    .select(
      tx
        .select({
          providerPlanId: sql<string>`${subscriptionPlans.providerPlanId}`.as('provider_plan_id'),
          planId: subscriptionPlans.id,
          price: subscriptionPlans.price,
          currency: subscriptionPlans.currency,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(subscriptionPlans)
        .where(
          and(
            eq(subscriptionPlans.productId, input.productId),
            ofTier(input.tier),
            eq(subscriptionPlans.period, input.period),
            isNotNull(subscriptionPlans.providerPlanId),
          ),
        ),
    )
    .onConflictDoNothing();
  const [row] = await tx
    .insert(subscriptionPlans)
    .values({ ...input, archivedAt: null })
    .onConflictDoUpdate({
      target: [subscriptionPlans.productId, subscriptionPlans.tier, subscriptionPlans.period],
      set: { price: input.price, providerPlanId: null, archivedAt: null, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/**
 * Keeps the PayPal plan made for `plan` at its price, unless the founder repriced the plan or
 * another subscriber's request kept one first meanwhile: then nothing is written (false).
 */
export async function setProviderPlan(
  tx: Tx,
  plan: { id: number; price: number },
  ids: { providerProductId: string; providerPlanId: string },
): Promise<boolean> {
  const written = await tx
    .update(subscriptionPlans)
    .set(ids)
    .where(
      and(
        eq(subscriptionPlans.id, plan.id),
        eq(subscriptionPlans.price, plan.price),
        isNull(subscriptionPlans.providerPlanId),
      ),
    )
    .returning({ id: subscriptionPlans.id });
  return written.length > 0;
}

export async function insertSubscription(tx: Tx, row: typeof subscriptions.$inferInsert) {
  const [inserted] = await tx.insert(subscriptions).values(row).returning();
  return inserted;
}

export async function lockSubscription(tx: Tx, id: string) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function findSubscriptionByProviderId(tx: Tx, providerSubscriptionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

export async function findMemberSubscription(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return row;
}

/** The plan of an upgrade awaiting the member's approval at PayPal (decision 0077). */
const upgradePlans = alias(subscriptionPlans, 'upgrade_plans');

const withTitle = (tx: Tx) =>
  tx
    .select({
      subscription: subscriptions,
      title: products.title,
      role: products.role,
      productId: products.id,
      tier: subscriptionPlans.tier,
      upgradeTier: upgradePlans.tier,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .leftJoin(upgradePlans, eq(upgradePlans.id, subscriptions.upgradePlanId));

/** A member's subscriptions, newest first, with the title of what each sells. */
export const listMemberSubscriptions = (tx: Tx, userId: string) =>
  withTitle(tx).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt));

export const subscriptionWithTitle = (tx: Tx, id: string) =>
  withTitle(tx).where(eq(subscriptions.id, id));

export async function updateSubscription(
  tx: Tx,
  id: string,
  changes: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/**
 * Subscriptions PayPal may still bill, least recently read back first, whether the last read
 * was answered or not (so ones PayPal can't answer for don't hold the front of every round);
 * one never approved is left once PayPal's approval window (`abandonedBefore`) is long past.
 * Only those not read back since `roundStart`: the job's next page of the same round.
 */
export function listSubscriptionsToReconcile(
  tx: Tx,
  limit: number,
  abandonedBefore: Date,
  roundStart: Date,
) {
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        or(
          inArray(subscriptions.providerStatus, ['APPROVED', 'ACTIVE', 'SUSPENDED']),
          and(
            eq(subscriptions.providerStatus, 'APPROVAL_PENDING'),
            gt(subscriptions.createdAt, abandonedBefore),
          ),
        ),
        or(isNull(subscriptions.reconciledAt), lt(subscriptions.reconciledAt, roundStart)),
      ),
    )
    .orderBy(sql`${subscriptions.reconciledAt} asc nulls first`, asc(subscriptions.id))
    .limit(limit);
}

/** Stamps the reconcile job's attempt to read `id` back. */
export async function markReconciled(tx: Tx, id: string, at: Date) {
  await tx.update(subscriptions).set({ reconciledAt: at }).where(eq(subscriptions.id, id));
}

/**
 * Subscriptions still counted as giving access whose end has passed by `now`, a page at a
 * time after the id `after` (the job ends each, so the pages walk forward by id).
 */
export function listSubscriptionsRunOut(tx: Tx, now: Date, limit: number, after: string | null) {
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due', 'cancelling']),
        lte(subscriptions.accessUntil, now),
        after === null ? undefined : gt(subscriptions.id, after),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
}

/** Records a payment once per PayPal transaction id; whether it is new. */
export async function insertSubscriptionPayment(
  tx: Tx,
  row: typeof subscriptionPayments.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(subscriptionPayments)
    .values(row)
    .onConflictDoNothing({ target: subscriptionPayments.id })
    .returning({ id: subscriptionPayments.id });
  return inserted.length === 1;
}

/** Marks a payment returned (refunded, reversed), once; whether it changed. */
export async function markPaymentReturned(tx: Tx, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(subscriptionPayments)
    .set({ returnedAt: at })
    .where(and(eq(subscriptionPayments.id, id), isNull(subscriptionPayments.returnedAt)))
    .returning({ id: subscriptionPayments.id });
  return rows.length === 1;
}

/**
 * Records the founder's refund of a payment: taken back (if PayPal's notification has not
 * already done so) and claimed for the founder. False when a refund from the console claimed
 * it already.
 */
export async function markPaymentRefundedBy(
  tx: Tx,
  id: string,
  actorId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(subscriptionPayments)
    .set({
      refundedBy: actorId,
      returnedAt: sql`coalesce(${subscriptionPayments.returnedAt}, ${at})`,
    })
    .where(and(eq(subscriptionPayments.id, id), isNull(subscriptionPayments.refundedBy)))
    .returning({ id: subscriptionPayments.id });
  return rows.length === 1;
}

export function listSubscriptionPayments(tx: Tx, subscriptionId: string) {
  return tx
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionPayments.paidAt));
}

export async function findSubscriptionPayment(tx: Tx, id: string) {
  const [row] = await tx.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id));
  return row;
}

/** Pays the inviter on one subscription payment, once (the commission's unique payment id). */
export async function creditInviterForPayment(
  tx: Tx,
  input: { subscriptionPaymentId: string; inviterId: string; inviteeId: string; credits: number },
) {
  const inserted = await tx
    .insert(commissions)
    .values(input)
    .onConflictDoNothing({ target: commissions.subscriptionPaymentId })
    .returning({ id: commissions.id });
  if (inserted.length === 0) return;
  await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${input.credits}`, sales: sql`${users.sales} + 1` })
    .where(eq(users.id, input.inviterId));
}

export async function linkEventToSubscription(tx: Tx, eventId: string, subscriptionId: string) {
  await tx.update(paymentEvents).set({ subscriptionId }).where(eq(paymentEvents.id, eventId));
}

/** Every subscription that ever began (paid once), with its member and title: the console's list. */
export function listSubscribers(tx: Tx) {
  return tx
    .select({
      subscription: subscriptions,
      title: products.title,
      member: { id: users.id, name: users.name },
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(isNotNull(subscriptions.paidUntil))
    .orderBy(desc(subscriptions.createdAt));
}

/** A subscription's PayPal notifications, oldest first: its event history. */
export function listSubscriptionEvents(tx: Tx, subscriptionId: string) {
  return tx
    .select({
      id: paymentEvents.id,
      eventType: paymentEvents.eventType,
      outcome: paymentEvents.outcome,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.subscriptionId, subscriptionId))
    .orderBy(asc(paymentEvents.receivedAt));
}

/** No upgrade awaiting approval: what clears the three columns that record one. */
export const NO_UPGRADE = { upgradePlanId: null, upgradeAskedAt: null, upgradeApproveUrl: null };

/**
 * Records that the member asked PayPal for an upgrade to `planId` at `now` (decision 0077),
 * unless one asked after `awaitingSince` still awaits their approval: of two asked at once,
 * one is recorded. The row, or undefined when another awaits.
 */
export async function claimUpgrade(
  tx: Tx,
  id: string,
  { planId, now, awaitingSince }: { planId: number; now: Date; awaitingSince: Date },
) {
  const [row] = await tx
    .update(subscriptions)
    .set({ upgradePlanId: planId, upgradeAskedAt: now, upgradeApproveUrl: null, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, id),
        or(isNull(subscriptions.upgradeAskedAt), lte(subscriptions.upgradeAskedAt, awaitingSince)),
      ),
    )
    .returning();
  return row;
}

/** Keeps PayPal's approval link of the upgrade asked at `askedAt`, if it is still the one. */
export async function setUpgradeApproveUrl(tx: Tx, id: string, askedAt: Date, url: string) {
  await tx
    .update(subscriptions)
    .set({ upgradeApproveUrl: url })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.upgradeAskedAt, askedAt)));
}

/** Forgets the upgrade awaiting approval; only the one asked at `askedAt` when it is given. */
export async function clearUpgrade(tx: Tx, id: string, askedAt?: Date) {
  await tx
    .update(subscriptions)
    .set({ ...NO_UPGRADE, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.id, id),
        askedAt ? eq(subscriptions.upgradeAskedAt, askedAt) : undefined,
      ),
    );
}
