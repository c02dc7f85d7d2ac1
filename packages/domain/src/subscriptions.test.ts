import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  canResumeSubscription,
  countsInMrr,
  monthlyRecurring,
  nextProviderStatus,
  paidPeriodEnd,
  subscriptionAccess,
  type SubscriptionFacts,
  type SubscriptionPayment,
} from './subscriptions';

const DAY = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-01-01T12:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);
const paid = (days: number, returned = false): SubscriptionPayment => ({
  paidAt: at(days),
  returned,
});
const facts = (over: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  period: 'week',
  providerStatus: 'ACTIVE',
  payments: [],
  lastFailedAt: null,
  graceDays: 3,
  ...over,
});

describe('addPeriod', () => {
  it('adds seven days for a week', () => {
    expect(addPeriod(t0, 'week')).toEqual(at(7));
  });
  it('adds a calendar month, keeping the day or the last day of a shorter month', () => {
    expect(addPeriod(new Date('2026-01-15T00:00:00Z'), 'month')).toEqual(
      new Date('2026-02-15T00:00:00Z'),
    );
    expect(addPeriod(new Date('2026-01-31T08:00:00Z'), 'month')).toEqual(
      new Date('2026-02-28T08:00:00Z'),
    );
    expect(addPeriod(new Date('2026-12-10T00:00:00Z'), 'month')).toEqual(
      new Date('2027-01-10T00:00:00Z'),
    );
  });
});

describe('paidPeriodEnd', () => {
  it('is null before any payment', () => {
    expect(paidPeriodEnd([], 'week')).toBeNull();
  });
  it('extends by one period per payment, from the end of the running period', () => {
    expect(paidPeriodEnd([paid(0), paid(7), paid(14), paid(21)], 'week')).toEqual(at(28));
    // Paid early (renewal taken a day before the due date): nothing is lost.
    expect(paidPeriodEnd([paid(0), paid(6)], 'week')).toEqual(at(14));
  });
  it('starts a new period from a payment made after the last one ran out', () => {
    expect(paidPeriodEnd([paid(0), paid(9)], 'week')).toEqual(at(16));
  });
  it('counts no period for a refunded payment, whatever order the payments came in', () => {
    expect(paidPeriodEnd([paid(7), paid(0), paid(14, true)], 'week')).toEqual(at(14));
  });
});

describe('subscriptionAccess', () => {
  it('is pending until the first payment', () => {
    const access = subscriptionAccess(facts({ providerStatus: 'APPROVAL_PENDING' }), t0);
    expect(access).toMatchObject({ status: 'pending', hasAccess: false, accessUntil: null });
  });

  it('gives access exactly until the paid period ends', () => {
    const f = facts({ payments: [paid(0)] });
    expect(subscriptionAccess(f, at(6.99))).toMatchObject({ status: 'active', hasAccess: true });
    expect(subscriptionAccess(f, at(7))).toMatchObject({ status: 'ended', hasAccess: false });
  });

  it('keeps access for the grace days after a failed payment, then ends it', () => {
    const f = facts({ payments: [paid(0)], lastFailedAt: at(7) });
    const during = subscriptionAccess(f, at(8));
    expect(during).toMatchObject({ status: 'past_due', hasAccess: true, graceUntil: at(10) });
    expect(subscriptionAccess(f, at(10))).toMatchObject({ status: 'ended', hasAccess: false });
  });

  it('settles the failure with a later payment: the new period starts from it', () => {
    const f = facts({ payments: [paid(0), paid(9)], lastFailedAt: at(7) });
    expect(subscriptionAccess(f, at(9))).toMatchObject({
      status: 'active',
      graceUntil: null,
      accessUntil: at(16),
    });
  });

  it('keeps grace while PayPal suspended the subscription after failures', () => {
    const f = facts({ providerStatus: 'SUSPENDED', payments: [paid(0)], lastFailedAt: at(7) });
    expect(subscriptionAccess(f, at(9))).toMatchObject({ status: 'past_due', hasAccess: true });
  });

  it('keeps a cancelled subscription until the end of what was paid, without grace', () => {
    const f = facts({ providerStatus: 'CANCELLED', payments: [paid(0)] });
    expect(subscriptionAccess(f, at(3))).toMatchObject({
      status: 'cancelling',
      accessUntil: at(7),
    });
    expect(subscriptionAccess(f, at(7)).hasAccess).toBe(false);
    const failed = facts({ providerStatus: 'CANCELLED', payments: [paid(0)], lastFailedAt: at(7) });
    expect(subscriptionAccess(failed, at(8))).toMatchObject({ status: 'ended', graceUntil: null });
  });

  it('treats one the member cancelled, held suspended at PayPal, as cancelled: no grace', () => {
    const held = facts({
      providerStatus: 'SUSPENDED',
      payments: [paid(0)],
      cancelledByMember: true,
    });
    expect(subscriptionAccess(held, at(3))).toMatchObject({
      status: 'cancelling',
      accessUntil: at(7),
    });
    const failedBefore = { ...held, lastFailedAt: at(7) };
    expect(subscriptionAccess(failedBefore, at(8))).toMatchObject({
      status: 'ended',
      graceUntil: null,
    });
  });

  it('ends access when the only payment is refunded', () => {
    const f = facts({ payments: [paid(0, true)] });
    expect(subscriptionAccess(f, at(1))).toMatchObject({ hasAccess: false, paidUntil: null });
  });
});

describe('canResumeSubscription', () => {
  const held = { providerStatus: 'SUSPENDED' as const, cancelledAt: at(1), accessUntil: at(7) };
  it('resumes what the member cancelled and PayPal holds, while its period lasts', () => {
    expect(canResumeSubscription(held, at(6))).toBe(true);
    expect(canResumeSubscription(held, at(7))).toBe(false);
  });
  it('does not resume a cancellation PayPal made final, nor a suspension after failures', () => {
    expect(canResumeSubscription({ ...held, providerStatus: 'CANCELLED' }, at(2))).toBe(false);
    expect(canResumeSubscription({ ...held, cancelledAt: null }, at(2))).toBe(false);
  });
});

describe('monthlyRecurring', () => {
  it('counts a month as is and a week as 52/12 of it', () => {
    expect(monthlyRecurring(29, 'month')).toBe(29);
    expect(monthlyRecurring(9.99, 'week')).toBe(43.29);
  });
  it('counts only what PayPal will still bill', () => {
    expect(countsInMrr('active', 'ACTIVE')).toBe(true);
    expect(countsInMrr('past_due', 'SUSPENDED')).toBe(true);
    expect(countsInMrr('cancelling', 'CANCELLED')).toBe(false);
    expect(countsInMrr('pending', 'APPROVAL_PENDING')).toBe(false);
  });
});

describe('nextProviderStatus', () => {
  it('follows what PayPal tells, ignoring what it does not name', () => {
    expect(nextProviderStatus('APPROVAL_PENDING', 'ACTIVE')).toBe('ACTIVE');
    expect(nextProviderStatus('ACTIVE', 'SUSPENDED')).toBe('SUSPENDED');
    expect(nextProviderStatus('ACTIVE', undefined)).toBe('ACTIVE');
    expect(nextProviderStatus('ACTIVE', 'PAUSED')).toBe('ACTIVE');
  });

  it('never takes a cancelled or expired subscription back, whatever comes late', () => {
    expect(nextProviderStatus('CANCELLED', 'ACTIVE')).toBe('CANCELLED');
    expect(nextProviderStatus('CANCELLED', 'SUSPENDED')).toBe('CANCELLED');
    expect(nextProviderStatus('EXPIRED', 'ACTIVE')).toBe('EXPIRED');
  });
});
