import { AppError } from '../../errors';
import { PaymentProviderUnavailable } from '../../plugins/payments';
import {
  listSubscriptionsNotEnded,
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

/** How many subscriptions one round reads from PayPal. */
const BATCH_SIZE = 50;
/** A subscription never approved this long after it was opened is abandoned: PayPal's link is long dead. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * One round of the reconcile job (decision 0063): PayPal's notifications get lost, so each
 * subscription PayPal may still bill is read back from it (status, last failure, payments) and
 * applied; then every subscription still counted as giving access is computed again, so an
 * access whose end passed without any notification (a cancelled period run out, a grace over)
 * ends, with its mail, on time. The least recently updated are read first.
 */
export async function reconcileSubscriptions(deps: SubscriptionDeps) {
  const outcomes: string[] = [];
  const abandonedBefore = new Date(nowOf(deps).getTime() - ABANDONED_AFTER_MS);
  const live = await deps.db.transaction((tx) =>
    listSubscriptionsToReconcile(tx, BATCH_SIZE, abandonedBefore),
  );
  for (const row of live) {
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
  const now = nowOf(deps);
  const running = await deps.db.transaction((tx) => listSubscriptionsNotEnded(tx, BATCH_SIZE));
  for (const row of running.filter((r) => r.accessUntil && r.accessUntil <= now)) {
    const applied = await deps.db.transaction((tx) =>
      applyProviderNews(tx, deps.outbox, deps.settings, row.id, {}, now),
    );
    if (applied?.accessChanged) await deps.memberChanged(row.userId);
  }
  return outcomes;
}
