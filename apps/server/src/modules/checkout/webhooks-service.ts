import { randomUUID } from 'node:crypto';
import { COPY, refundableAmount, SETTLED_ORDER_STATUSES, toCents } from '@bbt/domain';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import {
  PaymentProviderUnavailable,
  type CaptureOutcome,
  type PaymentProvider,
  type WebhookDelivery,
} from '../../plugins/payments';
import type { MailOutbox } from '../mail';
import {
  findOrderByCaptureId,
  findOrderByProviderId,
  findRefund,
  findRefundByProviderId,
  insertPaymentEvent,
  insertRefund,
  listPendingRefunds,
  recordEventOutcome,
  setDisputed,
  type OrderRow,
} from './repo';
import {
  askForOrderRefunds,
  completeRefund,
  lockOrderForRefund,
  writeRefund,
} from './refunds-service';
import { settleCapture } from './settlement-service';
import { applySubscriptionEvent, isSubscriptionEvent } from './subscription-webhooks';
import { linkEventToSubscription } from './subscriptions-repo';
import type { SubscriptionSettings } from './subscriptions-service';

const money = z.object({ currency_code: z.string(), value: z.string() });
const link = z.object({ rel: z.string(), href: z.string() });

/** The envelope of every PayPal notification; its resource is read by event type. */
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  resource: z.unknown(),
});

/** A capture (PAYMENT.CAPTURE.COMPLETED, PENDING, DENIED, DECLINED). */
const captureResource = z.object({
  id: z.string(),
  status: z.string(),
  amount: money.optional(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});

/**
 * A refund (PAYMENT.CAPTURE.REFUNDED, REVERSED): its capture is the link `up`; one we asked
 * for carries our refund's id as `custom_id` (decision 0058).
 */
const refundResource = z.object({
  id: z.string(),
  amount: money.optional(),
  custom_id: z.string().optional(),
  links: z.array(link).default([]),
});

/** A dispute (CUSTOMER.DISPUTE.CREATED, RESOLVED): the seller's transaction is our capture. */
const disputeResource = z.object({
  dispute_id: z.string(),
  disputed_transactions: z
    .array(z.object({ seller_transaction_id: z.string().optional() }))
    .default([]),
  dispute_outcome: z.object({ outcome_code: z.string().optional() }).optional(),
});

/** What applying an event did, and what is left to do once its transaction committed. */
interface Applied {
  orderId: string | null;
  outcome: string;
  /** The buyer whose access changed: their sockets join or leave rooms. */
  memberChanged?: string;
  /** The order owes a refund (a capture for another amount, or for what the buyer had). */
  refundOwed?: boolean;
}

const ignored = (outcome: string, order?: OrderRow): Applied => ({
  orderId: order?.id ?? null,
  outcome,
});

function captureOutcomeOf(eventType: string, capture: z.infer<typeof captureResource>) {
  if (eventType === 'PAYMENT.CAPTURE.COMPLETED' && capture.amount) {
    const captured = {
      amount: Number(capture.amount.value),
      currency: capture.amount.currency_code,
    };
    return { status: 'completed', captured, captureId: capture.id } satisfies CaptureOutcome;
  }
  if (eventType === 'PAYMENT.CAPTURE.PENDING') {
    return {
      status: 'pending',
      reason: COPY.server.checkout.pendingAtPayPalBecause(capture.status_details?.reason),
      captureId: capture.id,
    } satisfies CaptureOutcome;
  }
  return {
    status: 'declined',
    reason: COPY.server.checkout.notCompleted(capture.status),
  } satisfies CaptureOutcome;
}

async function applyCaptureEvent(
  tx: Tx,
  outbox: MailOutbox,
  eventType: string,
  resource: unknown,
): Promise<Applied> {
  const capture = captureResource.parse(resource);
  const providerOrderId = capture.supplementary_data?.related_ids?.order_id;
  const order =
    (providerOrderId && (await findOrderByProviderId(tx, providerOrderId))) ||
    (await findOrderByCaptureId(tx, capture.id));
  if (!order) return ignored('unknown_order');
  if ((SETTLED_ORDER_STATUSES as readonly string[]).includes(order.status))
    return ignored('already_settled', order);
  const settlement = await settleCapture(
    tx,
    outbox,
    order,
    captureOutcomeOf(eventType, capture),
    new Date(),
  );
  return {
    orderId: order.id,
    outcome: settlement.kind,
    memberChanged: settlement.kind === 'fulfilled' ? order.userId : undefined,
    refundOwed: settlement.kind === 'refund_owed',
  };
}

/**
 * The money of an order went back to its buyer on PayPal's side (a refund made there, a
 * reversal, a dispute the buyer won), recorded once as a refund row (decision 0059): a paid
 * order's remaining amount is refunded in full, so it stops counting and loses what it granted;
 * an order that was waiting for its refunds (owed, or the console's) has them given. PayPal's
 * refund id, when it names one, goes on the row that records it.
 */
async function moneyReturned(
  tx: Tx,
  outbox: MailOutbox,
  found: OrderRow,
  input: { refundId: string | null; reason: string },
): Promise<Applied> {
  const locked = await lockOrderForRefund(tx, found.id);
  if (!locked) return ignored('unknown_order');
  const { order } = locked;
  if (order.status === 'completed') {
    const written = await writeRefund(tx, order, {
      amount: refundableAmount(order),
      reason: input.reason,
      actorId: null,
    });
    await completeRefund(tx, outbox, written.id, input.refundId);
    await setDisputed(tx, order.id, null);
    return { orderId: order.id, outcome: 'refunded_and_revoked', memberChanged: order.userId };
  }
  if (order.status === 'refund_pending') {
    const pending = await listPendingRefunds(tx, order.id);
    // Its grants were taken back, but PayPal refused our refund (decision 0059): this is the
    // founder's refund at PayPal, recorded for what remains.
    if (pending.length === 0 && refundableAmount(order) > 0)
      pending.push(
        await insertRefund(tx, {
          id: randomUUID(),
          orderId: order.id,
          amount: refundableAmount(order),
          currency: order.currency,
          reason: input.reason,
          actorId: null,
        }),
      );
    if (pending.length === 0) return ignored('already_recorded', order);
    // The whole capture is back: each refund still asked of PayPal is given; the last one
    // carries PayPal's id (the others were not told apart by this notification).
    for (const [index, refund] of pending.entries())
      await completeRefund(
        tx,
        outbox,
        refund.id,
        index === pending.length - 1 ? input.refundId : null,
      );
    return { orderId: order.id, outcome: 'refund_recorded' };
  }
  return ignored(order.status === 'refunded' ? 'already_refunded' : 'not_paid', order);
}

async function applyRefundEvent(
  tx: Tx,
  outbox: MailOutbox,
  eventType: string,
  resource: unknown,
): Promise<Applied> {
  const refund = refundResource.parse(resource);
  const up = refund.links.find((l) => l.rel === 'up')?.href ?? '';
  const captureId = /\/captures\/([^/?#]+)$/.exec(up)?.[1];
  const order = captureId && (await findOrderByCaptureId(tx, decodeURIComponent(captureId)));
  if (!order) return ignored('unknown_order');
  // A refund we asked for (the console's): recorded once, by whichever learns of it first.
  const ours = refund.custom_id && (await findRefund(tx, refund.custom_id));
  if (ours && ours.orderId === order.id) {
    const recorded = await completeRefund(tx, outbox, ours.id, refund.id);
    return ignored(recorded ? 'refund_confirmed' : 'already_recorded', order);
  }
  if (await findRefundByProviderId(tx, refund.id)) return ignored('already_recorded', order);
  const amount = refund.amount && Number(refund.amount.value);
  if (eventType === 'PAYMENT.CAPTURE.REFUNDED' && amount !== undefined)
    return refundMadeAtPayPal(tx, outbox, order, { refundId: refund.id, amount });
  return moneyReturned(tx, outbox, order, {
    refundId: refund.id,
    reason:
      eventType === 'PAYMENT.CAPTURE.REVERSED'
        ? COPY.server.checkout.reversedByPayPal
        : COPY.server.checkout.refundedThroughPayPal,
  });
}

/**
 * A refund the founder made in PayPal's dashboard (decision 0058): part of a paid order is
 * recorded as one of its refunds (access kept, the buyer mailed the amount); the part that
 * brings the total to the whole amount refunds and revokes like a full refund.
 */
async function refundMadeAtPayPal(
  tx: Tx,
  outbox: MailOutbox,
  found: OrderRow,
  input: { refundId: string; amount: number },
): Promise<Applied> {
  const locked = await lockOrderForRefund(tx, found.id);
  if (!locked) return ignored('unknown_order');
  const { order } = locked;
  if (order.status === 'refund_pending') {
    // Less than the refunds still asked of PayPal: not them (ours carry our id), so they stay
    // asked; only PayPal's own answer to each may mark it given.
    const pending = await listPendingRefunds(tx, order.id);
    const pendingCents = pending.reduce((sum, refund) => sum + toCents(refund.amount), 0);
    if (toCents(input.amount) < pendingCents)
      return ignored('partial_refund_while_refunds_pending', order);
  }
  const partial = toCents(input.amount) < toCents(refundableAmount(order));
  if (order.status !== 'completed' || !partial)
    return moneyReturned(tx, outbox, order, {
      refundId: input.refundId,
      reason: COPY.server.checkout.refundedThroughPayPal,
    });
  const written = await writeRefund(tx, order, {
    amount: input.amount,
    reason: COPY.server.checkout.refundedThroughPayPal,
    actorId: null,
  });
  await completeRefund(tx, outbox, written.id, input.refundId);
  return ignored('partial_refund_recorded', order);
}

async function applyDisputeEvent(
  tx: Tx,
  outbox: MailOutbox,
  eventType: string,
  resource: unknown,
): Promise<Applied> {
  const dispute = disputeResource.parse(resource);
  const captureId = dispute.disputed_transactions[0]?.seller_transaction_id;
  const order = captureId && (await findOrderByCaptureId(tx, captureId));
  if (!order) return ignored('unknown_order');
  if (eventType === 'CUSTOMER.DISPUTE.CREATED') {
    await setDisputed(tx, order.id, new Date());
    return { orderId: order.id, outcome: 'dispute_opened' };
  }
  if (dispute.dispute_outcome?.outcome_code === 'RESOLVED_BUYER_FAVOUR')
    return moneyReturned(tx, outbox, order, {
      refundId: null,
      reason: COPY.server.checkout.disputeLost,
    });
  await setDisputed(tx, order.id, null);
  return { orderId: order.id, outcome: 'dispute_closed' };
}

const HANDLERS: Record<
  string,
  (tx: Tx, outbox: MailOutbox, eventType: string, resource: unknown) => Promise<Applied>
> = {
  'PAYMENT.CAPTURE.COMPLETED': applyCaptureEvent,
  'PAYMENT.CAPTURE.PENDING': applyCaptureEvent,
  'PAYMENT.CAPTURE.DENIED': applyCaptureEvent,
  'PAYMENT.CAPTURE.DECLINED': applyCaptureEvent,
  'PAYMENT.CAPTURE.REFUNDED': applyRefundEvent,
  'PAYMENT.CAPTURE.REVERSED': applyRefundEvent,
  'CUSTOMER.DISPUTE.CREATED': applyDisputeEvent,
  'CUSTOMER.DISPUTE.RESOLVED': applyDisputeEvent,
};

const badSignature = () =>
  new AppError(400, 'invalid_webhook_signature', COPY.server.checkout.webhookNotSigned);

/**
 * Receives one PayPal notification (decision 0039): verified through PayPal before anything
 * is read, then kept and applied in one transaction, once per event id; a replay is answered
 * as received and changes nothing. Refunds owed and room changes follow the commit.
 */
export async function receivePaymentEvent(
  deps: {
    db: Database;
    payments: PaymentProvider;
    outbox: MailOutbox;
    memberChanged: (userId: string) => Promise<void>;
    subscriptionSettings: SubscriptionSettings;
  },
  delivery: WebhookDelivery,
) {
  let body: unknown;
  try {
    body = JSON.parse(delivery.rawBody);
  } catch {
    throw badRequest(COPY.server.checkout.webhookNotJson, 'invalid_webhook_event');
  }
  let verified: boolean;
  try {
    verified = await deps.payments.verifyWebhook(delivery);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable)
      throw new AppError(
        503,
        'payment_unavailable',
        COPY.server.checkout.webhookRetried(error.message),
      );
    throw error;
  }
  if (!verified) throw badSignature();
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success)
    throw badRequest(COPY.server.checkout.webhookWithoutEvent, 'invalid_webhook_event');
  const event = parsed.data;

  const applied = await deps.db.transaction(async (tx) => {
    if (
      !(await insertPaymentEvent(tx, { id: event.id, eventType: event.event_type, payload: body }))
    )
      return undefined;
    const handler = HANDLERS[event.event_type];
    const apply = isSubscriptionEvent(event.event_type)
      ? async (): Promise<Applied> => {
          const done = await applySubscriptionEvent(
            tx,
            deps.outbox,
            deps.subscriptionSettings,
            event.event_type,
            event.resource,
          );
          if (done.subscriptionId) await linkEventToSubscription(tx, event.id, done.subscriptionId);
          return { orderId: null, outcome: done.outcome, memberChanged: done.memberChanged };
        }
      : handler && (() => handler(tx, deps.outbox, event.event_type, event.resource));
    const result = apply
      ? await apply().catch((error: unknown) => {
          // A signed event of a shape we do not read is kept, not retried forever.
          if (error instanceof z.ZodError) return ignored('unreadable_resource');
          throw error;
        })
      : ignored('ignored_type');
    await recordEventOutcome(tx, event.id, { orderId: result.orderId, outcome: result.outcome });
    return result;
  });
  if (!applied) return { duplicate: true, outcome: 'replay_ignored' };
  if (applied.refundOwed && applied.orderId)
    await askForOrderRefunds(deps.db, deps.payments, deps.outbox, applied.orderId);
  if (applied.memberChanged) await deps.memberChanged(applied.memberChanged);
  return { duplicate: false, outcome: applied.outcome };
}
