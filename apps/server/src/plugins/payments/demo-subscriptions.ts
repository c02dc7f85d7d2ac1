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
  /** Plans it was moved to (an upgrade, decision 0071), each billed from then on. */
  revisions: Array<{ plan: string; at: Date }>;
}

const statusOf = (state: DemoMoves) =>
  state.cancelled ? 'CANCELLED' : state.suspendedSince ? 'SUSPENDED' : 'ACTIVE';

const noMoves = (): DemoMoves => ({
  cancelled: false,
  suspendedSince: null,
  extra: [],
  failing: [],
  lastFailedAt: null,
  refunded: [],
  revisions: [],
});

/** Where the demo keeps its moves: the database in the app (decision 0069), memory alone. */
export interface DemoSubscriptionStore {
  load(id: string): Promise<Record<string, unknown> | undefined>;
  /**
   * Changes one subscription's moves as one step (`change` gets them as kept, returns them
   * changed, or throws to change nothing): requests at once must not lose each other's moves.
   */
  update(
    id: string,
    change: (moves: Record<string, unknown> | undefined) => Record<string, unknown>,
  ): Promise<void>;
}

export function inMemoryDemoStore(): DemoSubscriptionStore {
  const kept = new Map<string, Record<string, unknown>>();
  return {
    load: async (id) => kept.get(id),
    // Read, changed and kept with no await between: nothing else runs meanwhile.
    update: async (id, change) => void kept.set(id, change(kept.get(id))),
  };
}

/** The moves as stored: JSON, its times ISO strings. */
const stored = (m: DemoMoves): Record<string, unknown> => JSON.parse(JSON.stringify(m));
const dateOrNull = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
function revived(raw: Record<string, unknown> | undefined): DemoMoves {
  if (!raw) return noMoves();
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  const windows = Array.isArray(raw.failing) ? (raw.failing as Array<Record<string, unknown>>) : [];
  return {
    cancelled: raw.cancelled === true,
    suspendedSince: dateOrNull(raw.suspendedSince),
    extra: strings(raw.extra).map((at) => new Date(at)),
    failing: windows.flatMap((w) => {
      const from = dateOrNull(w.from);
      return from ? [{ from, to: dateOrNull(w.to) }] : [];
    }),
    lastFailedAt: dateOrNull(raw.lastFailedAt),
    refunded: strings(raw.refunded),
    revisions: (Array.isArray(raw.revisions)
      ? (raw.revisions as Array<Record<string, unknown>>)
      : []
    ).flatMap((r) => {
      const at = dateOrNull(r.at);
      return at && typeof r.plan === 'string' ? [{ plan: r.plan, at }] : [];
    }),
  };
}

/**
 * The demo provider's subscriptions (decision 0063): active at once, and renewed on their
 * schedule without a job of their own. A subscription's id carries its plan's period, price
 * and start, so its payments are one per period elapsed since, read by the reconcile job as it
 * reads PayPal's. What the development-only control, a cancellation or a refund did is kept
 * in `store`, the database in the app, so a restart forgets none of it (decision 0069).
 */
export function createDemoSubscriptions(
  store: DemoSubscriptionStore = inMemoryDemoStore(),
): SubscriptionProvider {
  const movesOf = async (id: string) => revived(await store.load(id));
  /** Changes one subscription's moves and keeps them. */
  const change = (id: string, apply: (state: DemoMoves) => void) =>
    store.update(id, (raw) => {
      const state = revived(raw);
      apply(state);
      return stored(state);
    });
  const parse = (id: string) => {
    const [, , period, cents, start] = id.split(':');
    if (!isPeriod(period)) throw new Error(`not a demo subscription: ${id}`);
    return { period, amount: Number(cents) / 100, start: new Date(Number(start)) };
  };
  return {
    createPlan: async (plan) => ({
      providerProductId: plan.providerProductId ?? `DEMO-PRODUCT-${plan.reference}`,
      // Our plan's reference last: two plans at one price and period are two plans.
      providerPlanId: `DEMO-PLAN:${plan.period}:${Math.round(plan.price.amount * 100)}:${plan.reference}`,
    }),
    createSubscription: async ({ providerPlanId, customId }) => {
      const [, period, cents] = providerPlanId.split(':');
      return {
        id: `DEMO-SUB:${randomUUID()}:${period}:${cents}:${Date.now()}:${customId}`,
        approveUrl: null,
      };
    },
    getSubscription: async (id) => {
      const state = await movesOf(id);
      return {
        id,
        status: statusOf(state),
        planId: state.revisions.at(-1)?.plan ?? `DEMO-PLAN:${id.split(':').slice(2, 4).join(':')}`,
        customId: id.split(':')[5] ?? null,
        lastFailedAt: state.lastFailedAt,
      };
    },
    listSubscriptionPayments: async (id) => {
      const { period, amount, start } = parse(id);
      const state = await movesOf(id);
      const payments: ProviderSubscriptionPayment[] = [];
      // A payment is taken at the price of the plan it bills then: a revision's from then on.
      const priceAt = (at: Date) => {
        const plan = state.revisions.filter((r) => r.at <= at).at(-1)?.plan;
        return plan ? Number(plan.split(':')[2]) / 100 : amount;
      };
      const pay = (at: Date) =>
        payments.push({
          id: `${id}:${at.getTime()}`,
          amount: { amount: priceAt(at), currency: 'USD' },
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
    cancelSubscription: (id) =>
      change(id, (state) => {
        state.cancelled = true;
      }),
    refundPayment: (paymentId) =>
      change(paymentId.slice(0, paymentId.lastIndexOf(':')), (state) => {
        if (!state.refunded.includes(paymentId)) state.refunded.push(paymentId);
      }),
    suspendSubscription: (id) =>
      change(id, (state) => {
        if (!state.cancelled) state.suspendedSince ??= new Date();
      }),
    activateSubscription: (id) =>
      change(id, (state) => {
        if (state.cancelled)
          throw new PaymentProviderRefused("The demo can't activate a cancelled subscription");
        state.suspendedSince = null;
      }),
    // The demo needs no approval: the revision takes effect at once, billed from the next cycle.
    reviseSubscription: async (id, { providerPlanId }) => {
      await change(id, (state) => {
        if (state.cancelled)
          throw new PaymentProviderRefused("The demo can't revise a cancelled subscription");
        state.revisions.push({ plan: providerPlanId, at: new Date() });
      });
      return { approveUrl: null };
    },
    control: (id, action) =>
      change(id, (state) => {
        const now = new Date();
        const open = state.failing.find((window) => window.to === null);
        if (action === 'renew_now') {
          state.extra.push(now);
          if (open) open.to = now;
        } else {
          if (!open) state.failing.push({ from: now, to: null });
          state.lastFailedAt = now;
        }
      }),
  };
}
