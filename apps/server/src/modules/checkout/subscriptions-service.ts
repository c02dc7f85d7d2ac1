import { randomUUID } from 'node:crypto';
import {
  badgeWithMembership,
  badgeWithoutMembership,
  canResumeSubscription,
  ownedBadgeTier,
  type BadgeColumns,
  type BadgeTier,
  COPY,
  DEFAULT_BADGE_TIER,
  isBadgeTier,
  countsInMrr,
  nextProviderStatus,
  monthlyRecurring,
  isSubscribableRole,
  saleCommission,
  subscriptionAccess,
  toCents,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import {
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  type PaymentProvider,
  type ProviderSubscriptionPayment,
} from '../../plugins/payments';
import {
  type MailOutbox,
  renderSubscriptionCancelled,
  renderSubscriptionEnded,
  renderSubscriptionPaymentFailed,
  renderSubscriptionReceipt,
  renderSubscriptionResumed,
  renderSubscriptionStarted,
} from '../mail';
import { recordAudit } from '../audit';
import { findUserById, lockUser, updateUser, type UserRow } from '../users';
import {
  claimUpgrade,
  clearUpgrade,
  creditInviterForPayment,
  findPlanByProviderPlanId,
  findProviderProductOf,
  findMemberSubscription,
  findSubscriptionPayment,
  findPlanWithProduct,
  insertSubscription,
  insertSubscriptionPayment,
  listMemberSubscriptions,
  listSubscribers,
  listSubscriptionEvents,
  listSubscriptionPayments,
  lockSubscription,
  markPaymentRefundedBy,
  markPaymentReturned,
  NO_UPGRADE,
  setProviderPlan,
  setUpgradeApproveUrl,
  subscriptionWithTitle,
  updateSubscription,
  type SubscriptionRow,
} from './subscriptions-repo';

/** How long PayPal keeps a subscription's approval link open (its approval window). */
const APPROVAL_WINDOW_MS = 3 * 60 * 60 * 1000;

/**
 * The upgrade the member asked for that still awaits their approval at PayPal (decision 0077):
 * one asked longer ago than PayPal's approval window is not, whether or not a read-back has
 * cleared it yet (its link no longer works).
 */
export function upgradeAwaitingApproval(row: SubscriptionRow, now: Date) {
  if (row.upgradePlanId === null || row.upgradeAskedAt === null) return null;
  const expiresAt = new Date(row.upgradeAskedAt.getTime() + APPROVAL_WINDOW_MS);
  if (now >= expiresAt) return null;
  return {
    planId: row.upgradePlanId,
    askedAt: row.upgradeAskedAt,
    approveUrl: row.upgradeApproveUrl,
    expiresAt,
  };
}

/** What the subscription rules need besides the database: the grace setting, the page mails link to. */
export interface SubscriptionSettings {
  graceDays: number;
  billingUrl: string;
}

export interface SubscriptionDeps {
  db: Database;
  payments: PaymentProvider;
  outbox: MailOutbox;
  settings: SubscriptionSettings;
  memberChanged: (userId: string) => Promise<void>;
  /** The clock access is judged by; the reconcile job's tests look ahead with it. */
  now?: () => Date;
}

export const nowOf = (deps: Pick<SubscriptionDeps, 'now'>) => deps.now?.() ?? new Date();

/** What PayPal told us of one subscription: any of its status, last failure and payments. */
export interface ProviderNews {
  providerStatus?: string;
  lastFailedAt?: Date | null;
  payments?: ProviderSubscriptionPayment[];
  /** Payment ids PayPal gave back (refunded or reversed). */
  returned?: string[];
  /** The member cancelled (a time) or resumed (null) it now; unchanged when absent. */
  cancelledAt?: Date | null;
  /**
   * Read back from PayPal, which shows it ACTIVE: the member's cancellation on record when we
   * asked (null: none), taken back if it is still the one on record (decision 0069).
   */
  readBackWhileCancelledAt?: Date | null;
  /**
   * The PayPal billing plan PayPal bills it on now: another of our plans of the same product
   * and period once a revision (an upgrade) took effect (decision 0071).
   */
  providerPlanId?: string;
}

/** How far back a subscription's payments are read from PayPal: before its creation, for clocks. */
const PAYMENTS_LOOKBACK_MS = 24 * 60 * 60 * 1000;

const unavailable = (error: unknown) =>
  error instanceof PaymentProviderUnavailable
    ? new AppError(
        503,
        'payment_unavailable',
        COPY.server.checkout.paymentUnavailable(error.message),
      )
    : error;

/**
 * Locks a subscription for a change, with its member first: the order every settlement of
 * theirs locks in. Its product's title, for mails, comes with it.
 */
async function lockSubscriptionAndMember(tx: Tx, subscriptionId: string) {
  const [unlocked] = await subscriptionWithTitle(tx, subscriptionId);
  if (!unlocked) return undefined;
  const member = await lockUser(tx, unlocked.subscription.userId);
  const row = await lockSubscription(tx, subscriptionId);
  return member && row ? { ...unlocked, member, row } : undefined;
}

/**
 * The member's badge after a change of a badge tier subscription (decision 0076): while it
 * gives access, its tier and access end on the member's row, held at the higher of it and the
 * tier owned apart from it (the fallback); once the access it gave ended, the fallback.
 * `badge` undefined: nothing to change. `before`, the tier held when it first gave access,
 * stays on the subscription as its record (decision 0071).
 */
function badgeAfter(
  member: UserRow,
  row: SubscriptionRow,
  tier: BadgeTier,
  access: { hasAccess: boolean; hadAccess: boolean; accessUntil: Date | null },
  now: Date,
): { badge?: BadgeColumns; before: number | null } {
  if (access.hasAccess && access.accessUntil)
    return {
      badge: badgeWithMembership(member, tier, access.accessUntil, now),
      before: row.badgeTierBefore ?? ownedBadgeTier(member) ?? 0,
    };
  const ended = access.hadAccess && member.badgeMembershipUntil !== null;
  return { badge: ended ? badgeWithoutMembership(member) : undefined, before: row.badgeTierBefore };
}

/**
 * Whether PayPal took a payment at a revised plan (decision 0078): one not given back, paid at
 * or after the revision could take effect, of at least the new plan's price. A renewal at the
 * old price in between (taken before the member approved) does not pay for the new tier.
 */
function revisionPaidBy(
  payments: Array<{ amount: number; paidAt: Date; returnedAt: Date | null }>,
  revision: { since: Date; price: number },
) {
  return payments.some(
    (p) =>
      p.returnedAt === null &&
      p.paidAt >= revision.since &&
      toCents(p.amount) >= toCents(revision.price),
  );
}

/**
 * Applies what PayPal said of a subscription, in the caller's transaction (decision 0063):
 * payments are kept once per PayPal transaction id (each new one credits the inviter once and
 * is mailed), then access is computed again from all of them by the domain rules, stored, and
 * given to the member as their signals period. Whether the member's access changed.
 */
export async function applyProviderNews(
  tx: Tx,
  outbox: MailOutbox,
  settings: SubscriptionSettings,
  subscriptionId: string,
  news: ProviderNews,
  now: Date,
): Promise<{ subscription: SubscriptionRow; accessChanged: boolean } | undefined> {
  const locked = await lockSubscriptionAndMember(tx, subscriptionId);
  if (!locked) return undefined;
  const { member } = locked;
  const revised = news.providerPlanId
    ? await findPlanByProviderPlanId(tx, news.providerPlanId)
    : undefined;
  // PayPal bills it on another of our plans of the product now (a revision took effect): its
  // plan and price from now, its tier from the first payment PayPal takes at it (decision
  // 0078): the period running was paid at the old price, for the old tier.
  const switched =
    revised &&
    revised.id !== locked.row.planId &&
    revised.productId === locked.productId &&
    revised.period === locked.row.period;
  const row = switched
    ? ((await updateSubscription(tx, locked.row.id, {
        planId: revised.id,
        price: revised.price,
        currency: revised.currency,
        ...(locked.role === 'blue_badge_trader' && {
          // Revised again before paying: still the tier last paid for.
          tierUntilRevisionPaid: locked.row.tierUntilRevisionPaid ?? locked.tier,
          // The revision took effect no earlier than the member asked for it.
          revisionUnpaidSince: locked.row.upgradeAskedAt ?? now,
        }),
      })) ?? locked.row)
    : locked.row;
  const mailBase = {
    title: locked.title,
    price: row.price,
    period: row.period,
    billingUrl: settings.billingUrl,
  };
  const known = await listSubscriptionPayments(tx, row.id);
  const fresh: ProviderSubscriptionPayment[] = [];
  for (const payment of news.payments ?? []) {
    const inserted = await insertSubscriptionPayment(tx, {
      id: payment.id,
      subscriptionId: row.id,
      amount: payment.amount.amount,
      currency: payment.amount.currency,
      paidAt: payment.paidAt,
      returnedAt: payment.returned ? now : null,
    });
    if (inserted && !payment.returned) fresh.push(payment);
    else if (payment.returned) await markPaymentReturned(tx, payment.id, now);
  }
  for (const id of news.returned ?? []) await markPaymentReturned(tx, id, now);

  const providerStatus = nextProviderStatus(row.providerStatus, news.providerStatus);
  // PayPal shows a subscription held for the member's cancellation ACTIVE again (a resume
  // whose read-back failed, or the member at PayPal): it bills, so it is no longer ending.
  // Only the cancellation seen when PayPal was asked: a newer one was not seen by PayPal yet.
  const resumedAtPayPal =
    news.readBackWhileCancelledAt != null &&
    providerStatus === 'ACTIVE' &&
    row.cancelledAt?.getTime() === news.readBackWhileCancelledAt.getTime();
  const cancelledAt =
    news.cancelledAt !== undefined ? news.cancelledAt : resumedAtPayPal ? null : row.cancelledAt;
  const payments = await listSubscriptionPayments(tx, row.id);
  const revisionPaid =
    row.revisionUnpaidSince !== null &&
    revisionPaidBy(payments, { since: row.revisionUnpaidSince, price: row.price });
  const unpaidTier = revisionPaid ? null : row.tierUntilRevisionPaid;
  const tier = unpaidTier ?? (switched ? revised.tier : locked.tier);
  const lastPaidAt = payments.reduce<Date | null>(
    (latest, p) => (p.returnedAt === null && (!latest || p.paidAt > latest) ? p.paidAt : latest),
    null,
  );
  // The grace runs from the first failure no payment has settled since (decision 0063):
  // PayPal's retries of the same payment fail again and must not give the grace again.
  const unsettled =
    row.lastFailedAt && (!lastPaidAt || row.lastFailedAt > lastPaidAt) ? row.lastFailedAt : null;
  const told = news.lastFailedAt ?? null;
  const lastFailedAt =
    unsettled ?? (told && (!row.lastFailedAt || told > row.lastFailedAt) ? told : row.lastFailedAt);
  const access = subscriptionAccess(
    {
      period: row.period,
      providerStatus,
      lastFailedAt,
      graceDays: settings.graceDays,
      cancelledByMember: cancelledAt !== null,
      payments: payments.map((p) => ({ paidAt: p.paidAt, returned: p.returnedAt !== null })),
    },
    now,
  );
  // What was last recorded, not the clock: an access whose end passed unseen is ended now.
  const hadAccess =
    row.status === 'active' || row.status === 'past_due' || row.status === 'cancelling';
  const endsNow = !access.hasAccess && access.accessUntil !== null && row.endedMailedAt === null;
  const badge =
    locked.role === 'blue_badge_trader'
      ? badgeAfter(
          member,
          row,
          isBadgeTier(tier) ? tier : DEFAULT_BADGE_TIER,
          { hasAccess: access.hasAccess, hadAccess, accessUntil: access.accessUntil },
          now,
        )
      : undefined;
  // An upgrade awaiting approval ends when PayPal bills a new plan, or when PayPal, read back,
  // still bills the old one after its approval window (decision 0077).
  const upgradeEnded =
    row.upgradePlanId !== null &&
    (switched || (news.providerPlanId !== undefined && !upgradeAwaitingApproval(row, now)));
  const updated = await updateSubscription(tx, row.id, {
    ...(upgradeEnded && NO_UPGRADE),
    ...(revisionPaid && { tierUntilRevisionPaid: null, revisionUnpaidSince: null }),
    badgeTierBefore: badge?.before ?? null,
    providerStatus,
    cancelledAt,
    lastFailedAt,
    status: access.status,
    paidUntil: access.paidUntil,
    graceUntil: access.graceUntil,
    accessUntil: access.accessUntil,
    endedMailedAt: access.hasAccess ? null : endsNow ? now : row.endedMailedAt,
  });
  if (!updated) return undefined;

  if (badge?.badge) await updateUser(tx, member.id, badge.badge);
  if (!badge) {
    // The member's signals period is this subscription's access, unless a pass bought apart
    // runs later (a shorter access only replaces the end this subscription had set).
    const ownEnd = row.accessUntil?.getTime() === member.signalsUntil.getTime();
    const end = access.accessUntil ?? now;
    if (end > member.signalsUntil || (ownEnd && end.getTime() !== member.signalsUntil.getTime()))
      await updateUser(tx, member.id, {
        signalsUntil: end,
        ...(access.hasAccess && { premiumSignals: true }),
      });
  }

  for (const payment of fresh) {
    if (member.inviterId)
      await creditInviterForPayment(tx, {
        subscriptionPaymentId: payment.id,
        inviterId: member.inviterId,
        inviteeId: member.id,
        credits: saleCommission(payment.amount.amount),
      });
    const first = known.length === 0 && payment === fresh[0];
    const paidUntil = access.paidUntil ?? now;
    const mail = first
      ? {
          kind: 'subscription_started' as const,
          dedupeKey: `subscription_started:${row.id}`,
          ...renderSubscriptionStarted({ ...mailBase, paidUntil }),
        }
      : {
          kind: 'subscription_receipt' as const,
          dedupeKey: `subscription_receipt:${payment.id}`,
          ...renderSubscriptionReceipt({
            ...mailBase,
            paymentId: payment.id,
            amount: payment.amount.amount,
            paidAt: payment.paidAt,
            paidUntil,
          }),
        };
    await outbox.write(tx, { to: member.email, ...mail });
  }
  if (access.graceUntil && lastFailedAt && lastFailedAt !== row.lastFailedAt)
    await outbox.write(tx, {
      kind: 'subscription_payment_failed',
      dedupeKey: `subscription_payment_failed:${row.id}:${lastFailedAt.toISOString()}`,
      to: member.email,
      ...renderSubscriptionPaymentFailed({ ...mailBase, graceUntil: access.graceUntil }),
    });
  if (endsNow && hadAccess)
    await outbox.write(tx, {
      kind: 'subscription_ended',
      dedupeKey: `subscription_ended:${row.id}:${now.toISOString()}`,
      to: member.email,
      ...renderSubscriptionEnded({ ...mailBase, endedAt: access.accessUntil ?? now }),
    });
  return {
    subscription: updated,
    accessChanged: hadAccess !== access.hasAccess || badge?.badge !== undefined,
  };
}

/**
 * The PayPal billing plan of one of our plans, created when first needed (decision 0063): the
 * catalog product once per product, a billing plan per price. Its request ids carry our plan
 * and price, so two members subscribing at once get one plan from PayPal.
 */
async function providerPlanOf(deps: SubscriptionDeps, planId: number) {
  const found = await deps.db.transaction((tx) => findPlanWithProduct(tx, planId));
  if (!found || found.plan.archivedAt || found.product.archivedAt)
    throw notFound(COPY.server.checkout.membershipNotOnSale);
  const { plan, product } = found;
  if (!isSubscribableRole(product.role))
    throw badRequest(COPY.server.checkout.notSoldAsMembership, 'not_subscribable');
  if (plan.providerPlanId) return { plan, product, providerPlanId: plan.providerPlanId };
  // All plans of a product under one PayPal catalog product: PayPal revises a subscription
  // (an upgrade between tiers, decision 0071) only to a plan of the same catalog product.
  const providerProductId =
    plan.providerProductId ??
    (await deps.db.transaction((tx) => findProviderProductOf(tx, product.id)));
  const created = await deps.payments.subscriptions
    .createPlan({
      reference: `${plan.id}-${toCents(plan.price)}`,
      productName: product.title,
      productDescription: product.description,
      period: plan.period,
      price: { amount: plan.price, currency: plan.currency },
      providerProductId,
    })
    .catch((error: unknown) => {
      throw unavailable(error);
    });
  if (await deps.db.transaction((tx) => setProviderPlan(tx, plan, created)))
    return { plan, product, providerPlanId: created.providerPlanId };
  // Repriced meanwhile, or another member's request kept its PayPal plan first: only a plan
  // still at the price read may be sold (ours, made for the old price, is left unused).
  const now = await deps.db.transaction((tx) => findPlanWithProduct(tx, planId));
  if (now?.plan.providerPlanId && now.plan.price === plan.price)
    return { plan: now.plan, product, providerPlanId: now.plan.providerPlanId };
  throw conflict(COPY.server.checkout.planPriceChanged, 'plan_changed');
}

/**
 * Makes the PayPal catalog product and billing plan of a plan the founder just saved (decision
 * 0069), so PayPal's refusals show at once, not to the first subscriber: a 409 with PayPal's
 * reason (the plan stays saved). PayPal out of reach leaves it to the first subscription, as
 * before. Its PayPal billing plan's id, or null when PayPal could not be asked.
 */
export async function syncProviderPlan(deps: SubscriptionDeps, planId: number) {
  try {
    return (await providerPlanOf(deps, planId)).providerPlanId;
  } catch (error) {
    if (error instanceof PaymentProviderRefused)
      throw conflict(
        COPY.server.checkout.planRefusedByPaypal(error.message),
        'plan_refused_by_paypal',
      );
    // Repriced again meanwhile: that save makes its own plan.
    if (error instanceof AppError && (error.statusCode === 503 || error.code === 'plan_changed'))
      return null;
    throw error;
  }
}

/** Asks PayPal for the subscription `id` (its request id): asked again, the same one. */
const openAtProvider = (
  deps: SubscriptionDeps,
  { id, userId, providerPlanId }: { id: string; userId: string; providerPlanId: string },
) =>
  deps.payments.subscriptions
    .createSubscription({
      providerPlanId,
      customId: userId,
      reference: id,
      // Back on the billing page, which asks the server to read the subscription back.
      returnUrl: `${deps.settings.billingUrl}?confirm=${id}`,
    })
    .catch((error: unknown) => {
      throw unavailable(error);
    });

/**
 * The member's subscription still waiting for approval, asked for again (PayPal's window was
 * closed, the page reloaded: decision 0072): PayPal is asked with the same request id, so it
 * answers that same subscription and its approval link, and nothing more is opened. One for
 * another plan, period or price, or one PayPal no longer shows waiting, is refused as before.
 */
async function reopenWaiting(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  plan: { id: number; period: string; price: number; providerPlanId: string },
) {
  const samePlan = row.planId === plan.id && row.period === plan.period && row.price === plan.price;
  if (!samePlan || row.providerStatus !== 'APPROVAL_PENDING')
    throw conflict(COPY.server.checkout.approvalPending, 'approval_pending');
  const again = await openAtProvider(deps, {
    id: row.id,
    userId: row.userId,
    providerPlanId: plan.providerPlanId,
  });
  if (again.id !== row.providerSubscriptionId)
    throw conflict(COPY.server.checkout.approvalPending, 'approval_pending');
  return { subscription: row, approveUrl: again.approveUrl };
}

/**
 * One membership billing at a time (decision 0063): a second renewing one, or a second waiting
 * for approval at PayPal (both could be approved, and both bill), would charge twice for the
 * same access. `exceptId` is the one being resumed, or the waiting one answered again.
 */
function assertNoOtherMembershipBills(
  current: { id: string; status: string; createdAt: Date }[],
  exceptId: string | null,
  now: Date,
) {
  const others = current.filter((s) => s.id !== exceptId);
  if (others.some((s) => s.status === 'active' || s.status === 'past_due'))
    throw conflict(COPY.server.checkout.alreadySubscribed, 'already_subscribed');
  const approvalSince = new Date(now.getTime() - APPROVAL_WINDOW_MS);
  if (others.some((s) => s.status === 'pending' && s.createdAt > approvalSince))
    throw conflict(COPY.server.checkout.approvalPending, 'approval_pending');
}

/**
 * A badge tier the member owns apart from any membership (bought by orders or given by staff,
 * decision 0076) is not billed to them again: not opened, resumed or upgraded to as a
 * membership (409 `already_owned`).
 */
async function assertBadgeTierNotOwned(tx: Tx, userId: string, tier: number | null) {
  const member = await findUserById(tx, userId);
  const owned = (member && ownedBadgeTier(member)) ?? 0;
  const asked = tier ?? DEFAULT_BADGE_TIER;
  if (owned >= asked)
    throw conflict(COPY.server.checkout.badgeTierOwned(owned, asked), 'already_owned');
}

/**
 * Whether the member may open a membership of `plan` (decision 0071): refused (4xx) for a
 * badge tier they own already, or beside another membership of the same product that bills,
 * waits for approval or can be resumed. Their own one waiting for approval is returned, to be
 * answered again (decision 0072); undefined: a new one may be opened.
 */
async function membershipToOpen(
  tx: Tx,
  userId: string,
  plan: { tier: number | null },
  product: { id: number; role: string },
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const current = (await listMemberSubscriptions(tx, userId))
    .filter((s) => s.productId === product.id)
    .map(({ subscription }) => subscription);
  if (product.role === 'blue_badge_trader') await assertBadgeTierNotOwned(tx, userId, plan.tier);
  const approvalSince = new Date(now.getTime() - APPROVAL_WINDOW_MS);
  const waiting = current.find((s) => s.status === 'pending' && s.createdAt > approvalSince);
  assertNoOtherMembershipBills(current, waiting?.id ?? null, now);
  // A cancelled one still running is resumed, not doubled by a new one beside it.
  if (current.some((s) => canResumeSubscription(s, now)))
    throw conflict(COPY.server.checkout.resumeInstead, 'resume_instead');
  // One PayPal stopped still gives its paid period: a new one would bill for days already paid
  // (the billing page offers Subscribe only once it has ended, decision 0071).
  const stillRuns = current.find(
    (s) => s.status === 'cancelling' && s.accessUntil !== null && now < s.accessUntil,
  );
  if (stillRuns?.accessUntil)
    throw conflict(
      COPY.server.checkout.membershipStillRuns(stillRuns.accessUntil),
      'membership_runs',
    );
  return waiting;
}

/**
 * Opens a subscription to a plan for the member (decision 0063): the period and price are the
 * plan's, never the browser's; PayPal is told our member's id as its custom id. Nothing is
 * granted here: access begins when PayPal, asked again, shows it active and paid.
 */
export async function subscribe(deps: SubscriptionDeps, userId: string, planId: number) {
  const { plan, product, providerPlanId } = await providerPlanOf(deps, planId).catch(
    (error: unknown) => {
      if (error instanceof PaymentProviderRefused)
        throw conflict(COPY.server.checkout.planNotSubscribable, 'plan_refused_by_paypal');
      throw error;
    },
  );
  const sold = { ...plan, providerPlanId };
  // One at a time per product: signals and a badge tier may renew side by side; a higher
  // tier is an upgrade of the running one (decision 0071).
  const waiting = await deps.db.transaction((tx) =>
    membershipToOpen(tx, userId, plan, product, nowOf(deps)),
  );
  if (waiting) return reopenWaiting(deps, waiting, sold);
  const id = randomUUID();
  const created = await openAtProvider(deps, { id, userId, providerPlanId });
  // Checked again under the member's lock, with the insert: of two asked at once (two tabs,
  // two tiers) the second finds the first's waiting for approval (decision 0071 amended).
  // PayPal is not asked under the lock: one transaction at a time runs on PGlite. The
  // second's own PayPal subscription is left waiting: its approval link is given to no one,
  // and PayPal drops it when its approval window closes.
  const stored = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const first = await membershipToOpen(tx, userId, plan, product, nowOf(deps));
    if (first) return { waiting: first };
    const row = await insertSubscription(tx, {
      id,
      userId,
      planId: plan.id,
      period: plan.period,
      price: plan.price,
      currency: plan.currency,
      provider: deps.payments.name,
      providerSubscriptionId: created.id,
      providerStatus: 'APPROVAL_PENDING',
      status: 'pending',
    });
    return { row };
  });
  if (stored.waiting) return reopenWaiting(deps, stored.waiting, sold);
  if (!stored.row) throw new Error('the subscription was not stored');
  return { subscription: stored.row, approveUrl: created.approveUrl };
}

/** What PayPal shows of a subscription now: refused when it shows it under another member. */
async function readBack(deps: SubscriptionDeps, row: SubscriptionRow): Promise<ProviderNews> {
  const provider = deps.payments.subscriptions;
  const [shown, payments] = await Promise.all([
    provider.getSubscription(row.providerSubscriptionId),
    provider.listSubscriptionPayments(
      row.providerSubscriptionId,
      new Date(row.createdAt.getTime() - PAYMENTS_LOOKBACK_MS),
    ),
  ]);
  if (shown.customId !== row.userId)
    throw conflict(COPY.server.checkout.subscriptionOfAnother, 'subscription_mismatch');
  return {
    providerStatus: shown.status,
    providerPlanId: shown.planId,
    lastFailedAt: shown.lastFailedAt,
    payments,
  };
}

/**
 * Reads a subscription back from PayPal (its status, last failure and payments) and applies
 * it: how an approval is confirmed and how the reconcile job catches what a lost notification
 * did not say. A subscription PayPal shows under another member or plan changes nothing.
 */
export async function refreshSubscription(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  ours: Pick<ProviderNews, 'cancelledAt'> = {},
) {
  const shown = await readBack(deps, row);
  const applied = await deps.db.transaction((tx) =>
    applyProviderNews(
      tx,
      deps.outbox,
      deps.settings,
      row.id,
      { readBackWhileCancelledAt: row.cancelledAt, ...ours, ...shown },
      nowOf(deps),
    ),
  );
  if (applied?.accessChanged) await deps.memberChanged(row.userId);
  return applied?.subscription ?? row;
}

/**
 * The member approved at PayPal (its button's onApprove, or back from its approval page): what
 * PayPal says now is what counts. What PayPal shows is applied whatever it is; a subscription
 * PayPal does not show ACTIVE is then refused (409), so the browser's word that it approved
 * is worth nothing (decision 0072).
 */
export async function confirmSubscription(deps: SubscriptionDeps, userId: string, id: string) {
  const row = await deps.db.transaction((tx) => findMemberSubscription(tx, userId, id));
  if (!row) throw notFound(COPY.server.checkout.noSuchSubscription);
  const shown = await refreshSubscription(deps, row).catch((error: unknown) => {
    throw unavailable(error);
  });
  if (shown.providerStatus !== 'ACTIVE')
    throw conflict(COPY.server.checkout.notActiveAtPayPal, 'subscription_not_active');
  return shown;
}

/**
 * PayPal refused to hold a membership the member cancels: it stopped it already (cancelled by
 * the member at PayPal, its notification lost). What PayPal shows is read back, to be applied
 * with the member's cancellation: access runs to the period's end, as for any cancellation
 * (decision 0071 amended). Not shown stopped, or not read back, it is a 409 changing nothing.
 */
async function stoppedAtPayPal(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  error: unknown,
): Promise<ProviderNews> {
  if (!(error instanceof PaymentProviderRefused)) throw unavailable(error);
  const notConfirmed = () => conflict(COPY.server.checkout.cancelNotConfirmed, 'cancel_refused');
  const shown = await readBack(deps, row).catch(() => {
    throw notConfirmed();
  });
  if (shown.providerStatus !== 'CANCELLED' && shown.providerStatus !== 'EXPIRED')
    throw notConfirmed();
  return shown;
}

/**
 * Stops renewals; access runs to the end of the period paid for (decision 0063). One still
 * renewing is held (suspended) at PayPal rather than cancelled, so the member may resume it
 * while the period lasts; the reconcile job cancels it at PayPal when the period ends
 * (decision 0069). Any other (waiting for approval, or suspended by PayPal after failed
 * payments) is cancelled at once. Asked twice, the second answers the same; mailed once.
 */
export async function cancelSubscription(deps: SubscriptionDeps, userId: string, id: string) {
  const row = await deps.db.transaction((tx) => findMemberSubscription(tx, userId, id));
  if (!row) throw notFound(COPY.server.checkout.noSuchSubscription);
  if (row.providerStatus === 'CANCELLED' || row.providerStatus === 'EXPIRED') return row;
  if (row.cancelledAt && row.providerStatus === 'SUSPENDED') return row;
  const held = row.providerStatus === 'ACTIVE';
  const provider = deps.payments.subscriptions;
  const stopped: ProviderNews = await (
    held
      ? provider.suspendSubscription(row.providerSubscriptionId, 'Cancelled by the member')
      : provider.cancelSubscription(row.providerSubscriptionId, 'Cancelled by the member')
  ).then(
    () => ({ providerStatus: held ? 'SUSPENDED' : 'CANCELLED' }),
    (error: unknown) => stoppedAtPayPal(deps, row, error),
  );
  const now = nowOf(deps);
  const applied = await deps.db.transaction(async (tx) => {
    const locked = await lockSubscriptionAndMember(tx, row.id);
    if (!locked) return undefined;
    // Asked twice at once, the second finds the first's cancellation: it keeps its time and
    // is not mailed again.
    const first = locked.row.cancelledAt === null;
    const result = await applyProviderNews(
      tx,
      deps.outbox,
      deps.settings,
      row.id,
      { ...stopped, ...(first && { cancelledAt: now }) },
      now,
    );
    if (result && first)
      await deps.outbox.write(tx, {
        kind: 'subscription_cancelled',
        // Per cancellation: one resumed and cancelled again is confirmed again.
        dedupeKey: `subscription_cancelled:${row.id}:${now.toISOString()}`,
        to: locked.member.email,
        ...renderSubscriptionCancelled({
          title: locked.title,
          price: row.price,
          period: row.period,
          billingUrl: deps.settings.billingUrl,
          accessUntil: result.subscription.accessUntil,
        }),
      });
    return result;
  });
  if (applied?.accessChanged) await deps.memberChanged(userId);
  return applied?.subscription ?? row;
}

/**
 * Takes back the member's cancellation while the paid period lasts (decision 0069): PayPal
 * activates the subscription it held, which bills again when the period ends; then what
 * PayPal shows is read back. A cancellation PayPal made final cannot be resumed.
 */
export async function resumeSubscription(deps: SubscriptionDeps, userId: string, id: string) {
  const row = await deps.db.transaction((tx) => findMemberSubscription(tx, userId, id));
  if (!row) throw notFound(COPY.server.checkout.noSuchSubscription);
  if (row.cancelledAt === null && row.providerStatus === 'ACTIVE') return row;
  if (!canResumeSubscription(row, nowOf(deps)))
    throw conflict(COPY.server.checkout.notResumable, 'not_resumable');
  // Resumed beside another membership of the same product, both would bill (decision 0071
  // lets memberships of different products run side by side); nor is a tier owned since.
  await deps.db.transaction(async (tx) => {
    const mine = await listMemberSubscriptions(tx, userId);
    const resumed = mine.find((s) => s.subscription.id === row.id);
    assertNoOtherMembershipBills(
      mine.filter((s) => s.productId === resumed?.productId).map((s) => s.subscription),
      row.id,
      nowOf(deps),
    );
    if (resumed?.role === 'blue_badge_trader')
      await assertBadgeTierNotOwned(tx, userId, resumed.tier);
  });
  await deps.payments.subscriptions
    .activateSubscription(row.providerSubscriptionId, 'Resumed by the member')
    .catch((error: unknown) => {
      if (error instanceof PaymentProviderRefused)
        throw conflict(COPY.server.checkout.droppedByPayPal, 'not_resumable');
      throw unavailable(error);
    });
  // PayPal bills it again from now: that is recorded at once, on its own, so a read-back
  // failing next cannot leave it shown as ending (decision 0069). The member is told once per
  // cancellation taken back (decision 0071): one asked twice at once finds it resumed.
  const now = nowOf(deps);
  const activated = await deps.db.transaction(async (tx) => {
    const locked = await lockSubscriptionAndMember(tx, row.id);
    if (!locked) return undefined;
    const cancelled = locked.row.cancelledAt;
    const result = await applyProviderNews(
      tx,
      deps.outbox,
      deps.settings,
      row.id,
      { providerStatus: 'ACTIVE', cancelledAt: null },
      now,
    );
    if (result && cancelled)
      await deps.outbox.write(tx, {
        kind: 'subscription_resumed',
        dedupeKey: `subscription_resumed:${row.id}:${cancelled.toISOString()}`,
        to: locked.member.email,
        ...renderSubscriptionResumed({
          title: locked.title,
          price: result.subscription.price,
          period: result.subscription.period,
          billingUrl: deps.settings.billingUrl,
          renewsAt: result.subscription.paidUntil,
        }),
      });
    return result;
  });
  if (activated?.accessChanged) await deps.memberChanged(userId);
  const resumed = activated?.subscription ?? row;
  // Then PayPal's own word, as best it can be had: the reconcile job reads it back otherwise.
  return refreshSubscription(deps, resumed).catch(() => resumed);
}

/**
 * Moves a member's badge tier membership to a higher tier (decision 0071): PayPal revises the
 * subscription's plan (no proration: PayPal bills the new price from the next cycle), asking
 * the member's approval when it needs it (its approval link is returned). What PayPal then
 * shows is read back: the plan and price change once PayPal bills the new plan, the tier with
 * the first payment PayPal takes at it (decision 0078).
 */
export async function upgradeSubscription(
  deps: SubscriptionDeps,
  userId: string,
  id: string,
  planId: number,
) {
  const found = await deps.db.transaction(async (tx) => {
    const [current] = await subscriptionWithTitle(tx, id);
    if (!current || current.subscription.userId !== userId) return undefined;
    return { current, target: await findPlanWithProduct(tx, planId) };
  });
  if (!found) throw notFound(COPY.server.checkout.noSuchSubscription);
  const { current, target } = found;
  const row = current.subscription;
  if (
    current.role !== 'blue_badge_trader' ||
    row.status !== 'active' ||
    row.providerStatus !== 'ACTIVE' ||
    row.cancelledAt !== null
  )
    throw conflict(COPY.server.checkout.notUpgradable, 'not_upgradable');
  if (
    !target ||
    target.plan.archivedAt ||
    target.plan.productId !== current.productId ||
    target.plan.period !== row.period ||
    (target.plan.tier ?? DEFAULT_BADGE_TIER) <= (current.tier ?? DEFAULT_BADGE_TIER)
  )
    throw badRequest(COPY.server.checkout.notAnUpgrade, 'not_an_upgrade');
  // One upgrade awaits approval at a time (decision 0077): two approved would both revise.
  const askedAt = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    await assertBadgeTierNotOwned(tx, userId, target.plan.tier);
    const awaitingSince = new Date(askedAt.getTime() - APPROVAL_WINDOW_MS);
    if (await claimUpgrade(tx, row.id, { planId: target.plan.id, now: askedAt, awaitingSince }))
      return;
    const [awaiting] = await subscriptionWithTitle(tx, row.id);
    throw conflict(
      COPY.server.checkout.upgradeAwaitingApproval(awaiting?.upgradeTier ?? null),
      'upgrade_pending',
    );
  });
  const revised = await askPayPalToRevise(deps, row, target.plan.id).catch(
    async (error: unknown) => {
      await deps.db.transaction((tx) => clearUpgrade(tx, row.id, askedAt));
      throw error;
    },
  );
  // Kept to continue it from the billing page; revised without the member's approval (a
  // price PayPal needs no consent for, the demo provider), nothing awaits.
  await deps.db.transaction((tx) =>
    revised.approveUrl
      ? setUpgradeApproveUrl(tx, row.id, askedAt, revised.approveUrl)
      : clearUpgrade(tx, row.id, askedAt),
  );
  // PayPal's word on the plan it bills, as best it can be had: the confirm after an approval
  // and the reconcile job read it back otherwise.
  const subscription = await refreshSubscription(deps, row).catch(() => row);
  return { subscription, approveUrl: revised.approveUrl };
}

/** Asks PayPal to bill the subscription on our plan `planId` from its next cycle. */
async function askPayPalToRevise(deps: SubscriptionDeps, row: SubscriptionRow, planId: number) {
  const { providerPlanId } = await providerPlanOf(deps, planId).catch((error: unknown) => {
    if (error instanceof PaymentProviderRefused)
      throw conflict(COPY.server.checkout.planNotSubscribable, 'plan_refused_by_paypal');
    throw error;
  });
  return deps.payments.subscriptions
    .reviseSubscription(row.providerSubscriptionId, {
      providerPlanId,
      returnUrl: `${deps.settings.billingUrl}?confirm=${row.id}`,
    })
    .catch((error: unknown) => {
      if (error instanceof PaymentProviderRefused)
        throw conflict(
          COPY.server.checkout.upgradeRefusedByPaypal(error.message),
          'upgrade_refused',
        );
      throw unavailable(error);
    });
}

/**
 * The member withdraws the upgrade awaiting their approval (decision 0077): it is forgotten
 * here, so another may be asked. PayPal has no way to withdraw a revision: its link lapses
 * with the approval window, and one approved anyway is billed by PayPal and read back as any.
 */
export async function withdrawUpgrade(deps: SubscriptionDeps, userId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = await findMemberSubscription(tx, userId, id);
    if (!row) throw notFound(COPY.server.checkout.noSuchSubscription);
    await clearUpgrade(tx, row.id);
  });
}

/**
 * A cancellation held at PayPal whose paid period has run out is made final there (decision
 * 0069): nothing more can be resumed, and PayPal keeps no subscription of ours suspended.
 */
export async function endHeldSubscription(deps: SubscriptionDeps, row: SubscriptionRow) {
  const now = nowOf(deps);
  if (!row.cancelledAt || row.providerStatus !== 'SUSPENDED') return row;
  if (row.accessUntil && now < row.accessUntil) return row;
  await deps.payments.subscriptions.cancelSubscription(
    row.providerSubscriptionId,
    'Cancelled by the member; the paid period ended',
  );
  const applied = await deps.db.transaction((tx) =>
    applyProviderNews(tx, deps.outbox, deps.settings, row.id, { providerStatus: 'CANCELLED' }, now),
  );
  if (applied?.accessChanged) await deps.memberChanged(row.userId);
  return applied?.subscription ?? row;
}

const alreadyRefunded = () => conflict(COPY.server.checkout.refundedAlready, 'already_refunded');

/**
 * The founder gives one of a membership's payments back from the console (decision 0069): all
 * of it, through PayPal, which is asked first (nothing is written if it refuses); then, as a
 * refund notified by PayPal would, the payment is marked given back and access is computed
 * again (its period is taken off), with the refund audited in the same transaction. Returns
 * the member's id, whose access may have changed.
 */
export async function refundSubscriptionPayment(
  deps: SubscriptionDeps,
  input: { actorId: string; subscriptionId: string; paymentId: string; reason: string },
) {
  const payment = await deps.db.transaction((tx) => findSubscriptionPayment(tx, input.paymentId));
  if (!payment || payment.subscriptionId !== input.subscriptionId)
    throw notFound(COPY.server.checkout.noSuchMembershipPayment);
  if (payment.returnedAt) throw alreadyRefunded();
  await deps.payments.subscriptions.refundPayment(payment.id).catch((error: unknown) => {
    if (error instanceof PaymentProviderRefused) throw conflict(error.message, 'refund_refused');
    throw unavailable(error);
  });
  const applied = await deps.db.transaction(async (tx) => {
    // Under the locks a notification of it takes too: of two clicks, only the first gives it
    // back and is audited (PayPal answered both with the one refund). PayPal's notification of
    // this very refund may have taken it back first: it is still the founder's, and audited.
    await lockSubscriptionAndMember(tx, payment.subscriptionId);
    if (!(await markPaymentRefundedBy(tx, payment.id, input.actorId, nowOf(deps))))
      throw alreadyRefunded();
    const result = await applyProviderNews(
      tx,
      deps.outbox,
      deps.settings,
      payment.subscriptionId,
      {},
      nowOf(deps),
    );
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'refund-subscription-payment',
      targetId: result?.subscription.userId ?? null,
      details: {
        subscriptionId: payment.subscriptionId,
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        reason: input.reason,
      },
    });
    return result;
  });
  if (applied?.accessChanged) await deps.memberChanged(applied.subscription.userId);
  return applied?.subscription;
}

/**
 * The demo provider's development-only control on the member's own subscription: "renew now"
 * or "fail next payment", then read back like PayPal's. Not found with PayPal, which has none
 * (and the demo provider never runs in production).
 */
export async function controlDemoSubscription(
  deps: SubscriptionDeps,
  userId: string,
  id: string,
  action: 'renew_now' | 'fail_next',
) {
  const control = deps.payments.subscriptions.control;
  const row = await deps.db.transaction((tx) => findMemberSubscription(tx, userId, id));
  if (!row || !control) throw notFound(COPY.server.checkout.noSuchSubscription);
  await control(row.providerSubscriptionId, action);
  return refreshSubscription(deps, row);
}

/** The member's subscriptions with their payments, newest first, for the billing page. */
export async function memberBilling(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    const rows = await listMemberSubscriptions(tx, userId);
    return Promise.all(
      rows.map(async ({ subscription, title, productId, tier, upgradeTier }) => ({
        subscription,
        title,
        productId,
        tier,
        upgradeTier,
        payments: await listSubscriptionPayments(tx, subscription.id),
      })),
    );
  });
}

/**
 * The console's view of the memberships (decision 0063): every subscription that began, the
 * MRR of those PayPal still bills, how many are in a payment's grace, and how many ended in
 * each of the last months (churn).
 */
export async function subscribersReport(db: Database, now = new Date()) {
  const rows = await db.transaction((tx) => listSubscribers(tx));
  const month = (date: Date) => date.toISOString().slice(0, 7);
  const churn = new Map<string, number>();
  for (const { subscription: s } of rows)
    if (s.status === 'ended' && s.accessUntil && s.accessUntil <= now)
      churn.set(month(s.accessUntil), (churn.get(month(s.accessUntil)) ?? 0) + 1);
  const billed = rows.filter(({ subscription: s }) => countsInMrr(s.status, s.providerStatus));
  return {
    rows,
    mrr:
      Math.round(
        billed.reduce((sum, { subscription: s }) => sum + monthlyRecurring(s.price, s.period), 0) *
          100,
      ) / 100,
    subscribers: rows.filter(({ subscription: s }) => s.status !== 'ended').length,
    pastDue: rows.filter(({ subscription: s }) => s.status === 'past_due').length,
    churnByMonth: [...churn.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([m, ended]) => ({ month: m, ended })),
  };
}

export const subscriptionEvents = (db: Database, id: string) =>
  db.transaction((tx) => listSubscriptionEvents(tx, id));

/** A subscription's payments, newest first: the console refunds from them. */
export const subscriptionPaymentHistory = (db: Database, id: string) =>
  db.transaction((tx) => listSubscriptionPayments(tx, id));
