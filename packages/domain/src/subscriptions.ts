/*
 * Memberships that renew themselves (decision 0063): the rules that turn what PayPal told us
 * of a subscription (its status, the payments it took, its last failed payment) into the
 * access it gives. Access is computed again from those facts at every change, never
 * incremented, so a replayed or late notification cannot add a period twice.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often a plan bills: a week or a calendar month. */
export const SUBSCRIPTION_PERIODS = ['week', 'month'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

/**
 * The products that may be sold as a subscription: signals are time, so they renew; each badge
 * tier too, granting the tier for the paid period (decision 0071).
 */
export const SUBSCRIBABLE_ROLES = ['premium_signals', 'blue_badge_trader'] as const;
export const isSubscribableRole = (role: string): boolean =>
  (SUBSCRIBABLE_ROLES as readonly string[]).includes(role);

/** A subscription's status as PayPal's Subscriptions API names it. */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  'APPROVAL_PENDING',
  'APPROVED',
  'ACTIVE',
  'SUSPENDED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];
export const isProviderSubscriptionStatus = (value: string): value is ProviderSubscriptionStatus =>
  (PROVIDER_SUBSCRIPTION_STATUSES as readonly string[]).includes(value);

/**
 * The provider status a subscription has after `told`, from `was`: PayPal never takes a
 * cancelled or expired subscription back, so a late or out-of-order notice can't either.
 */
export function nextProviderStatus(
  was: ProviderSubscriptionStatus,
  told: string | undefined,
): ProviderSubscriptionStatus {
  if (was === 'CANCELLED' || was === 'EXPIRED') return was;
  return told && isProviderSubscriptionStatus(told) ? told : was;
}

/** What the member sees, derived by `subscriptionAccess`. */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'past_due',
  'cancelling',
  'ended',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Days of access kept after a failed payment, for the member to fix their payment method. */
export const DEFAULT_GRACE_DAYS = 3;

/** The end of one period started at `start`: 7 days, or the same day of the next month. */
export function addPeriod(start: Date, period: SubscriptionPeriod): Date {
  if (period === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  // The 31st of a month renews on the last day of a shorter one, never in the month after.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** One payment PayPal took for the subscription. */
export interface SubscriptionPayment {
  paidAt: Date;
  /** Refunded or reversed: it pays for no period. */
  returned: boolean;
}

/** What we know of a subscription, as PayPal told it. */
export interface SubscriptionFacts {
  period: SubscriptionPeriod;
  providerStatus: ProviderSubscriptionStatus;
  payments: readonly SubscriptionPayment[];
  /** The last payment PayPal failed to take; a later completed payment settles it. */
  lastFailedAt: Date | null;
  graceDays: number;
  /**
   * The member cancelled while it renewed: PayPal holds it suspended until the paid period
   * ends, so it may be resumed until then (decision 0069). It renews no more and has no grace.
   */
  cancelledByMember?: boolean;
}

export interface SubscriptionAccess {
  status: SubscriptionStatus;
  /** The end of the periods paid for; null before the first payment. */
  paidUntil: Date | null;
  /** Set while a failed payment is unsettled: access is kept until then. */
  graceUntil: Date | null;
  /** When access ends (or ended); null when it never began. */
  accessUntil: Date | null;
  hasAccess: boolean;
}

/**
 * The end of the paid periods: each payment that was not given back pays one period, from the
 * end of the periods before it or from when it was paid when they had run out (a payment
 * recovered after its due date starts a new period, so the days of grace are not charged).
 */
export function paidPeriodEnd(
  payments: readonly SubscriptionPayment[],
  period: SubscriptionPeriod,
): Date | null {
  let end: Date | null = null;
  const kept = payments
    .filter((payment) => !payment.returned)
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  for (const payment of kept) {
    const start: Date = end && end > payment.paidAt ? end : payment.paidAt;
    end = addPeriod(start, period);
  }
  return end;
}

/**
 * What a subscription gives at `now` (decision 0063). Access follows the paid period exactly.
 * A failed payment not yet settled by a later one opens a grace of `graceDays` from the end of
 * the paid period (or from the failure, when later), while PayPal still retries (ACTIVE or
 * SUSPENDED); a cancelled or expired subscription keeps what was paid for and no grace.
 */
export function subscriptionAccess(facts: SubscriptionFacts, now: Date): SubscriptionAccess {
  const paidUntil = paidPeriodEnd(facts.payments, facts.period);
  const lastPaidAt = facts.payments.reduce<Date | null>(
    (latest, p) => (!p.returned && (!latest || p.paidAt > latest) ? p.paidAt : latest),
    null,
  );
  const stopped =
    facts.cancelledByMember === true ||
    facts.providerStatus === 'CANCELLED' ||
    facts.providerStatus === 'EXPIRED';
  const retrying =
    !stopped && (facts.providerStatus === 'ACTIVE' || facts.providerStatus === 'SUSPENDED');
  const unsettledFailure =
    facts.lastFailedAt !== null && (!lastPaidAt || facts.lastFailedAt > lastPaidAt);
  const graceUntil =
    retrying && unsettledFailure && facts.lastFailedAt
      ? new Date(
          Math.max(paidUntil?.getTime() ?? 0, facts.lastFailedAt.getTime()) +
            facts.graceDays * DAY_MS,
        )
      : null;
  const accessUntil = graceUntil ?? paidUntil;
  const hasAccess = accessUntil !== null && now < accessUntil;
  let status: SubscriptionStatus;
  if (!hasAccess)
    status =
      paidUntil === null &&
      ['APPROVAL_PENDING', 'APPROVED', 'ACTIVE'].includes(facts.providerStatus)
        ? 'pending'
        : 'ended';
  else if (graceUntil !== null) status = 'past_due';
  else if (stopped) status = 'cancelling';
  else status = 'active';
  return { status, paidUntil, graceUntil, accessUntil, hasAccess };
}

/** Whether PayPal may still take payments for it: the reconcile job asks about these. */
export const isLiveProviderStatus = (status: ProviderSubscriptionStatus): boolean =>
  status === 'APPROVAL_PENDING' ||
  status === 'APPROVED' ||
  status === 'ACTIVE' ||
  status === 'SUSPENDED';

/**
 * Whether the member may resume a membership they cancelled (decision 0069): only one PayPal
 * holds suspended for us (a cancellation at PayPal is final), while its paid period lasts.
 */
export function canResumeSubscription(
  s: {
    providerStatus: ProviderSubscriptionStatus;
    cancelledAt: Date | null;
    accessUntil: Date | null;
  },
  now: Date,
): boolean {
  return (
    s.cancelledAt !== null &&
    s.providerStatus === 'SUSPENDED' &&
    s.accessUntil !== null &&
    now < s.accessUntil
  );
}

/** May the member cancel (at the period's end) or resume it now. */
export function canCancelSubscription(status: ProviderSubscriptionStatus): boolean {
  return status === 'ACTIVE' || status === 'SUSPENDED' || status === 'APPROVAL_PENDING';
}

/** A plan's price as monthly recurring revenue: a weekly price counts 52 weeks over 12 months. */
export function monthlyRecurring(price: number, period: SubscriptionPeriod): number {
  const monthly = period === 'month' ? price : (price * 52) / 12;
  return Math.round(monthly * 100) / 100;
}

/** Whether a subscription counts in MRR: PayPal will still bill it (renewing or retrying). */
export const countsInMrr = (
  status: SubscriptionStatus,
  providerStatus: ProviderSubscriptionStatus,
): boolean =>
  (status === 'active' || status === 'past_due') &&
  (providerStatus === 'ACTIVE' || providerStatus === 'SUSPENDED');
