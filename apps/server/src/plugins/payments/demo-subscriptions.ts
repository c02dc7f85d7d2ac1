import { addPeriod, SUBSCRIPTION_PERIODS, type SubscriptionPeriod } from '@bbt/domain';
import { randomUUID } from 'node:crypto';
import type { ProviderSubscriptionPayment, SubscriptionProvider } from './types';

const isPeriod = (value: string | undefined): value is SubscriptionPeriod =>
  (SUBSCRIPTION_PERIODS as readonly string[]).includes(value ?? '');

/**
 * The demo provider's subscriptions (decision 0063): active at once, and renewed on their
 * schedule without any job of their own: a subscription's id carries its plan's period, price
 * and start, so its payments are one per period elapsed since, read by the reconcile job as it
 * reads PayPal's. Cancellations are kept in memory: a restart forgets them, which only the
 * demo's own rows (already marked cancelled, so never asked about again) could notice.
 */
export function createDemoSubscriptions(): SubscriptionProvider {
  const cancelled = new Set<string>();
  const parse = (id: string) => {
    const [, , period, cents, start] = id.split(':');
    if (!isPeriod(period)) throw new Error(`not a demo subscription: ${id}`);
    return { period, amount: Number(cents) / 100, start: new Date(Number(start)) };
  };
  return {
    createPlan: async (plan) => ({
      providerProductId: plan.providerProductId ?? `DEMO-PRODUCT-${plan.reference}`,
      providerPlanId: `DEMO-PLAN:${plan.period}:${Math.round(plan.price.amount * 100)}`,
    }),
    createSubscription: async ({ providerPlanId, customId }) => {
      const [, period, cents] = providerPlanId.split(':');
      return {
        id: `DEMO-SUB:${randomUUID()}:${period}:${cents}:${Date.now()}:${customId}`,
        approveUrl: null,
      };
    },
    getSubscription: async (id) => ({
      id,
      status: cancelled.has(id) ? 'CANCELLED' : 'ACTIVE',
      planId: `DEMO-PLAN:${id.split(':').slice(2, 4).join(':')}`,
      customId: id.split(':')[5] ?? null,
      lastFailedAt: null,
    }),
    listSubscriptionPayments: async (id) => {
      const { period, amount, start } = parse(id);
      const payments: ProviderSubscriptionPayment[] = [];
      const now = new Date();
      for (let due = start; due <= now && !cancelled.has(id); due = addPeriod(due, period))
        payments.push({
          id: `${id}:${due.getTime()}`,
          amount: { amount, currency: 'USD' },
          paidAt: due,
          returned: false,
        });
      return payments;
    },
    cancelSubscription: async (id) => {
      cancelled.add(id);
    },
  };
}
