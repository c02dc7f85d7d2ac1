import { AppError } from '../../errors';
import { PaymentProviderUnavailable } from '../../plugins/payments';
import {
  listSubscriptionsRunOut,
  listSubscriptionsToReconcile,
  markReconciled,
} from './subscriptions-repo';
import {
  applyProviderNews,
  endHeldSubscription,
  nowOf,
  refreshSubscription,
  type SubscriptionDeps,
} from './subscriptions-service';

/**
 * How the job pages (decision 0069): subscriptions are read a page at a time, and at most
 * `readsPerRound` are read back from PayPal in one round (two PayPal calls each), so a round
 * ends well within the 10 minutes between rounds and stays under PayPal's rate limits; the
 * next round goes on with the least recently read.
 */
export interface ReconcileLimits {
  pageSize: number;
  readsPerRound: number;
}
export const RECONCILE_LIMITS: ReconcileLimits = { pageSize: 50, readsPerRound: 600 };

/** A subscription never approved this long after it was opened is abandoned: PayPal's link is long dead. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * One round of the reconcile job (decision 0063, decision 0069): PayPal's notifications get lost, so
 * each subscription PayPal may still bill is read back from it (status, last failure,
 * payments) and applied, least recently read first, page after page up to the round's bound;
 * a cancellation held at PayPal whose period has ended is made final there. Then every
 * subscription still counted as giving access whose end has passed is computed again, all of
 * them, so an access that ran out without any notification (a cancelled period, a grace) ends,
 * with its mail, on time.
 */
export async function reconcileSubscriptions(
  deps: SubscriptionDeps,
  limits: ReconcileLimits = RECONCILE_LIMITS,
) {
  const outcomes: string[] = [];
  const roundStart = nowOf(deps);
  const abandonedBefore = new Date(roundStart.getTime() - ABANDONED_AFTER_MS);
  while (outcomes.length < limits.readsPerRound) {
    const page = await deps.db.transaction((tx) =>
      listSubscriptionsToReconcile(
        tx,
        Math.min(limits.pageSize, limits.readsPerRound - outcomes.length),
        abandonedBefore,
        roundStart,
      ),
    );
    for (const row of page) {
      await deps.db.transaction((tx) => markReconciled(tx, row.id, nowOf(deps)));
      try {
        const after = await endHeldSubscription(deps, await refreshSubscription(deps, row));
        outcomes.push(after.status);
      } catch (error) {
        // PayPal out of reach: asked again next round. One PayPal shows under another member
        // changes nothing and does not stop the round; anything else is a bug worth the log.
        if (error instanceof PaymentProviderUnavailable) outcomes.push('unavailable');
        else if (error instanceof AppError) outcomes.push(error.code);
        else throw error;
      }
    }
    if (page.length < limits.pageSize) break;
  }
  const now = nowOf(deps);
  let after: string | null = null;
  for (;;) {
    const page = await deps.db.transaction((tx) =>
      listSubscriptionsRunOut(tx, now, limits.pageSize, after),
    );
    for (const row of page) {
      const applied = await deps.db.transaction((tx) =>
        applyProviderNews(tx, deps.outbox, deps.settings, row.id, {}, now),
      );
      if (applied?.accessChanged) await deps.memberChanged(row.userId);
    }
    if (page.length < limits.pageSize) break;
    after = page[page.length - 1]?.id ?? null;
  }
  return outcomes;
}
