import { randomUUID } from 'node:crypto';
import { refundableAmount, refundAmountRefusal, refundRefusal, toCents } from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import {
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  type PaymentProvider,
} from '../../plugins/payments';
import { recordAudit } from '../audit';
import type { MailOutbox } from '../mail';
import { lockUser } from '../users';
import {
  beginRefund,
  findOrderById,
  findRefund,
  insertRefund,
  listPendingRefunds,
  lockOrder,
  markRefundFailed,
  markRefundGiven,
  type OrderRow,
  type RefundRow,
} from './repo';
import { mailRefund, recordRefund, revokeOrder } from './settlement-service';

/**
 * Locks an order for a refund, its buyer first as every settlement does (so two refunds, or a
 * refund and PayPal's notification, run one at a time), then the order's row.
 */
export async function lockOrderForRefund(tx: Tx, orderId: string) {
  const found = await findOrderById(tx, orderId);
  if (!found) return undefined;
  const buyer = await lockUser(tx, found.userId);
  const order = await lockOrder(tx, orderId);
  return buyer && order ? { buyer, order } : undefined;
}

/**
 * Writes a refund of `amount` of a locked paid order (decision 0058): the row, pending, and the
 * order's refunded amount. The refund that brings the total to the whole amount is a full
 * refund: the order stops counting as paid and its grants are taken back now (decision 0039);
 * a partial one leaves both as they are.
 */
export async function writeRefund(
  tx: Tx,
  order: OrderRow,
  input: { amount: number; reason: string; actorId: string | null },
): Promise<RefundRow> {
  const refund = await insertRefund(tx, {
    id: randomUUID(),
    orderId: order.id,
    amount: input.amount,
    currency: order.currency,
    reason: input.reason,
    actorId: input.actorId,
  });
  if (toCents(input.amount) >= toCents(refundableAmount(order))) {
    await beginRefund(tx, order.id, input.reason);
    await revokeOrder(tx, order, new Date());
  }
  return refund;
}

/**
 * The provider gave a refund (`providerRefundId`, null when it did not say which): recorded
 * once, whoever learns it first (our call, its retry, PayPal's notification). The buyer is
 * mailed the amount; the refund that completes a full refund, with none left pending, marks
 * the order refunded. Returns whether this call recorded it.
 */
export async function completeRefund(
  tx: Tx,
  outbox: MailOutbox,
  refundId: string,
  providerRefundId: string | null,
): Promise<boolean> {
  const pending = await findRefund(tx, refundId);
  const locked = pending && (await lockOrderForRefund(tx, pending.orderId));
  if (!locked) return false;
  const given = await markRefundGiven(tx, refundId, providerRefundId);
  if (!given) return false;
  const { order, buyer } = locked;
  const othersPending = (await listPendingRefunds(tx, order.id)).length > 0;
  if (order.status === 'refund_pending' && !othersPending) {
    await recordRefund(tx, outbox, {
      orderId: order.id,
      refundId: providerRefundId,
      accessRemoved: order.completedAt !== null,
      buyerEmail: buyer.email,
      refunded: given.amount,
    });
    return true;
  }
  await mailRefund(tx, outbox, {
    order: { ...order, refundId: providerRefundId, refundedAt: given.completedAt },
    to: buyer.email,
    dedupeKey: `order_refund:${order.id}:${given.id}`,
    refunded: given.amount,
    reason: given.reason,
    access: order.status === 'completed' ? 'kept' : 'ended',
  });
  return true;
}

/**
 * Asks the provider for one pending refund, for its amount and under its own id (the
 * idempotency key: asking again is answered with the same refund), and records it once given.
 * A provider out of reach leaves it pending: the minute sweep asks again. A provider that
 * refuses it for good (decision 0059) fails it with PayPal's reason, audited for the founder:
 * asking again would be refused again. Returns whether it was given now.
 */
export async function askForRefund(
  db: Database,
  provider: PaymentProvider,
  outbox: MailOutbox,
  refund: RefundRow,
): Promise<boolean> {
  const order = await findOrderById(db, refund.orderId);
  if (!order?.captureId) return false;
  let providerRefundId: string | null;
  try {
    ({ refundId: providerRefundId } = await provider.refundCapture(order.captureId, {
      id: refund.id,
      amount: { amount: refund.amount, currency: refund.currency },
    }));
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) return false;
    if (error instanceof PaymentProviderRefused) {
      await db.transaction((tx) => failRefund(tx, refund.id, error.message));
      return false;
    }
    throw error;
  }
  return db.transaction((tx) => completeRefund(tx, outbox, refund.id, providerRefundId));
}

/**
 * Records a refund the provider refused for good, once, under the order's lock: the row reads
 * failed with the reason, the order's refunded amount drops by it (that money was not given
 * back, and may be refunded again), and the audit log says so, for the founder's member page
 * and the order's detail. The order's status stays: a full refund's grants were taken back,
 * and the founder settles it at PayPal, whose notification then records it.
 */
async function failRefund(tx: Tx, refundId: string, reason: string) {
  const pending = await findRefund(tx, refundId);
  const locked = pending && (await lockOrderForRefund(tx, pending.orderId));
  if (!locked) return;
  const failed = await markRefundFailed(tx, refundId, reason);
  if (!failed) return;
  await recordAudit(tx, {
    actorId: null,
    action: 'refund-refused',
    targetId: locked.order.userId,
    details: {
      orderId: failed.orderId,
      refund: failed.id,
      amount: failed.amount,
      currency: failed.currency,
      reason,
    },
  });
}

/** Asks for an order's pending refunds now (a capture it owes back, decision 0059). */
export async function askForOrderRefunds(
  db: Database,
  provider: PaymentProvider,
  outbox: MailOutbox,
  orderId: string,
): Promise<void> {
  for (const refund of await listPendingRefunds(db, orderId))
    await askForRefund(db, provider, outbox, refund);
}

/** The sweep's part: asks again for every refund the provider could not be asked for. */
export async function retryPendingRefunds(
  db: Database,
  provider: PaymentProvider,
  outbox: MailOutbox,
): Promise<number> {
  const pending = await listPendingRefunds(db);
  for (const refund of pending) await askForRefund(db, provider, outbox, refund);
  return pending.length;
}

/**
 * Refunds `amount` of a paid order from our side (the console; all that remains without an
 * amount), decided under the order's lock so two refunds at once never give back more than was
 * paid: refusals are 409s that say why (decision 0048), an amount beyond what remains too
 * (decision 0058). The row is written with `audit`'s entry in one transaction, then PayPal is
 * asked. Returns the order as it stands, or undefined for an unknown order.
 */
export async function refundPaidOrder(
  db: Database,
  provider: PaymentProvider,
  outbox: MailOutbox,
  input: {
    orderId: string;
    reason: string;
    amount?: number;
    actorId?: string;
    audit?: (tx: Tx, written: { order: OrderRow; refund: RefundRow }) => Promise<void>;
  },
): Promise<OrderRow | undefined> {
  const refund = await db.transaction(async (tx) => {
    const locked = await lockOrderForRefund(tx, input.orderId);
    if (!locked) return undefined;
    const { order } = locked;
    const refusal = refundRefusal(order, provider.name);
    if (refusal) throw conflict(refusal.message, refusal.code);
    const amount = input.amount ?? refundableAmount(order);
    const amountRefusal = refundAmountRefusal(amount, refundableAmount(order));
    if (amountRefusal)
      throw amountRefusal.code === 'bad_amount'
        ? badRequest(amountRefusal.message, amountRefusal.code)
        : conflict(amountRefusal.message, amountRefusal.code);
    const written = await writeRefund(tx, order, {
      amount,
      reason: input.reason,
      actorId: input.actorId ?? null,
    });
    await input.audit?.(tx, { order, refund: written });
    return written;
  });
  if (!refund) return undefined;
  await askForRefund(db, provider, outbox, refund);
  return findOrderById(db, refund.orderId);
}
