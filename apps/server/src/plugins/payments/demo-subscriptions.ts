import { addPeriod, SUBSCRIPTION_PERIODS, type SubscriptionPeriod } from '@bbt/domain';
import { randomUUID } from 'node:crypto';
import {
  PaymentProviderRefused,
  type ProviderSubscriptionPayment,
  type SubscriptionProvider,
} from './types';

const isPeriod = (value: string | undefined): value is SubscriptionPeriod =>
  (SUBSCRIPTION_PERIODS as readonly string[]).includes(value ?? '');

/** What the development-only control did to one demo subscription. */
interface DemoMoves {
  cancelled: boolean;
  /** Held since then by a member's cancellation, until resumed: renewals due then are not taken. */
  suspendedSince: Date | null;
  /** Payments taken now by "renew now". */
  extra: Date[];
  /** From "fail next payment" to the next "renew now": renewals due then fail. */
  failing: Array<{ from: Date; to: Date | null }>;
  lastFailedAt: Date | null;
  /** Payments given back from the console. */
  refunded: string[];
}

const statusOf = (state: DemoMoves | undefined) =>
  state?.cancelled ? 'CANCELLED' : state?.suspendedSince ? 'SUSPENDED' : 'ACTIVE';

/**
 * The demo provider's subscriptions (decision 0063): active at once, and renewed on their
 * schedule without a job of their own. A subscription's id carries its plan's period, price
 * and start, so its payments are one per period elapsed since, read by the reconcile job as it
 * reads PayPal's. What the development-only control did is kept in memory: a restart forgets
 * it (and a cancellation, which only the demo's own rows, no longer asked about, could notice).
 */
export function createDemoSubscriptions(): SubscriptionProvider {
  const moves = new Map<string, DemoMoves>();
  const movesOf = (id: string) => {
    const found = moves.get(id) ?? {
      cancelled: false,
      suspendedSince: null,
      extra: [],
      failing: [],
      refunded: [],
      lastFailedAt: null,
    };
    moves.set(id, found);
    return found;
  };
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
      status: statusOf(moves.get(id)),
      planId: `DEMO-PLAN:${id.split(':').slice(2, 4).join(':')}`,
      customId: id.split(':')[5] ?? null,
      lastFailedAt: moves.get(id)?.lastFailedAt ?? null,
    }),
    listSubscriptionPayments: async (id) => {
      const { period, amount, start } = parse(id);
      const state = movesOf(id);
      const payments: ProviderSubscriptionPayment[] = [];
      const pay = (at: Date) =>
        payments.push({
          id: `${id}:${at.getTime()}`,
          amount: { amount, currency: 'USD' },
          paidAt: at,
          returned: state.refunded.includes(`${id}:${at.getTime()}`),
        });
      const fails = (due: Date) =>
        state.failing.some(({ from, to }) => due >= from && (to === null || due < to));
      // Each renewal falls due when the paid period ends, as PayPal bills.
      let end = start;
      const renewUntil = (limit: Date) => {
        const held = state.suspendedSince;
        while (end <= limit && !state.cancelled && !(held && end >= held) && !fails(end)) {
          pay(end);
          end = addPeriod(end, period);
        }
      };
      for (const at of state.extra) {
        renewUntil(at);
        pay(at);
        end = addPeriod(end > at ? end : at, period);
      }
      renewUntil(new Date());
      return payments;
    },
    cancelSubscription: async (id) => {
      movesOf(id).cancelled = true;
    },
    refundPayment: async (paymentId) => {
      const id = paymentId.slice(0, paymentId.lastIndexOf(':'));
      const state = movesOf(id);
      if (!state.refunded.includes(paymentId)) state.refunded.push(paymentId);
    },
    suspendSubscription: async (id) => {
      const state = movesOf(id);
      if (!state.cancelled) state.suspendedSince ??= new Date();
    },
    activateSubscription: async (id) => {
      const state = movesOf(id);
      if (state.cancelled)
        throw new PaymentProviderRefused("The demo can't activate a cancelled subscription");
      state.suspendedSince = null;
    },
    control(id, action) {
      const state = movesOf(id);
      const now = new Date();
      const open = state.failing.find((window) => window.to === null);
      if (action === 'renew_now') {
        state.extra.push(now);
        if (open) open.to = now;
      } else {
        if (!open) state.failing.push({ from: now, to: null });
        state.lastFailedAt = now;
      }
    },
  };
}
