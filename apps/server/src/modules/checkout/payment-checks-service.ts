import { COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { PaymentProviderUnavailable, type PaymentProvider } from '../../plugins/payments';
import type { MailOutbox } from '../mail';
import { askForOrderRefunds } from './refunds-service';
import { claimDuePaymentChecks, markPending, type OrderRow } from './repo';
import { paymentCheckDelayMs, settleCapture } from './settlement-service';

/** How many held captures one round asks about. */
const BATCH_SIZE = 20;
/** How long a claimed order is left to its checker: longer than any PayPal call with a retry. */
const LEASE_MS = 2 * 60_000;

export interface PaymentCheckDeps {
  db: Database;
  payments: PaymentProvider;
  outbox: MailOutbox;
  memberChanged: (userId: string) => Promise<void>;
}

/**
 * Asks PayPal where one held capture stands and settles it: completed grants once, denied
 * fails the order, still pending waits longer (the backoff grows with each check). PayPal out
 * of reach counts as still pending.
 */
async function checkOne(deps: PaymentCheckDeps, order: OrderRow) {
  const { db, payments, outbox } = deps;
  const expected = { amount: order.amount, currency: order.currency };
  let outcome;
  try {
    outcome = await payments.checkCapture(order.providerOrderId, expected);
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    const nextCheckAt = new Date(Date.now() + paymentCheckDelayMs(order.paymentChecks));
    await markPending(db, order.id, {
      captureId: order.captureId,
      reason: order.failureReason ?? COPY.server.checkout.pendingAtPayPal,
      nextCheckAt,
    });
    return 'pending';
  }
  const settlement = await db.transaction((tx) =>
    settleCapture(tx, outbox, order, outcome, new Date()),
  );
  if (settlement.kind === 'refund_owed') await askForOrderRefunds(db, payments, outbox, order.id);
  if (settlement.kind === 'fulfilled') await deps.memberChanged(order.userId);
  return settlement.kind;
}

/**
 * One round of the re-check job: claims the held captures whose check is due (a lease, so
 * instances share the work and a crashed round is picked up again) and settles each. The
 * schedule lives in the orders table, so the job survives restarts.
 */
export async function checkHeldPayments(deps: PaymentCheckDeps) {
  const due = await claimDuePaymentChecks(deps.db, BATCH_SIZE, LEASE_MS);
  const outcomes: string[] = [];
  for (const order of due) outcomes.push(await checkOne(deps, order));
  return outcomes;
}
