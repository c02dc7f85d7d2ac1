import { priceFault } from './admin';
import { formatPrice } from './format';
import { toCents } from './pricing';

/**
 * An order's life: `created` when checkout starts (awaiting payment), `pending` when the
 * payment provider has not settled the capture yet, `completed` once paid and granted,
 * `failed` when declined or when what was captured differs from the order. An unpaid order
 * ends `cancelled` (by its buyer, or refused before capture because the buyer already owns
 * what it sells) or `expired` (unpaid past ORDER_EXPIRY_MS). A capture that went through for
 * products the buyer already had (a second tab's order) is refunded: `refund_pending` until
 * the provider confirms, then `refunded`. A paid order partly refunded stays `completed` (it
 * still grants) with its `refundedAmount` above zero (decision 0058).
 */
export const ORDER_STATUSES = [
  'created',
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refund_pending',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who took the payment: PayPal, or the demo provider outside production (no money taken). */
export const PAYMENT_PROVIDERS = ['paypal', 'demo'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** How every screen names an order's status, the member's and the console's alike. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Awaiting payment',
  pending: 'Payment processing',
  completed: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refund_pending: 'Refund in progress',
  refunded: 'Refunded',
};

/**
 * How long an unpaid order waits for its payment: PayPal lets an approved order be captured
 * for three hours, so after that nothing can be charged for it and it shows as expired.
 */
export const ORDER_EXPIRY_MS = 3 * 60 * 60 * 1000;

/** Orders whose money is settled: never completed (granted) again. */
export const SETTLED_ORDER_STATUSES = [
  'completed',
  'refund_pending',
  'refunded',
] as const satisfies readonly OrderStatus[];

/** Orders that never took money and never will: left out of the console's paid share. */
export const ABANDONED_ORDER_STATUSES = [
  'cancelled',
  'expired',
] as const satisfies readonly OrderStatus[];

/**
 * The buyer may cancel an order that took no money and still could: awaiting payment, or
 * declined (PayPal lets the buyer try another card on it, so it holds its discount code and
 * coupon until cancelled or past its time). The server also refuses while a capture is in
 * flight (`cancelRefusal`).
 */
export const canCancelOrder = (status: OrderStatus): boolean =>
  status === 'created' || status === 'failed';

/**
 * An unpaid order past its time, awaiting payment or declined (a declined order would otherwise
 * hold its code and coupon for ever); its status is written as `expired` by the next sweep.
 */
export const isOrderExpired = (
  order: { status: OrderStatus; createdAt: Date },
  now: Date,
): boolean =>
  canCancelOrder(order.status) && now.getTime() - order.createdAt.getTime() >= ORDER_EXPIRY_MS;

/**
 * Whether the server may ask the provider to take the money now: an order awaiting payment or
 * declined before (the buyer may try another card), not past its time, or one the provider
 * still holds for review.
 */
export const canCaptureOrder = (
  order: { status: OrderStatus; createdAt: Date },
  now: Date,
): boolean =>
  (canCancelOrder(order.status) && !isOrderExpired(order, now)) || order.status === 'pending';

/** When an order awaiting payment expires: nothing can be charged for it afterwards. */
export const orderExpiresAt = (order: { createdAt: Date }): Date =>
  new Date(order.createdAt.getTime() + ORDER_EXPIRY_MS);

/**
 * Why the buyer may not cancel this order now, or null when they may (decision 0052). Paid
 * or being refunded: the money is settled. A capture in flight (asked of the provider and not
 * answered yet, `captureRequestedAt`, or held by the provider for review): PayPal may be
 * taking the money this moment, and a cancelled order must never be charged.
 */
export function cancelRefusal(
  order: { status: OrderStatus; createdAt: Date; captureRequestedAt: Date | null },
  now: Date,
): { code: string; message: string } | null {
  if ((SETTLED_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status))
    return { code: 'order_paid', message: 'This order is paid: it can no longer be cancelled.' };
  if (order.status === 'pending' || (canCancelOrder(order.status) && order.captureRequestedAt))
    return {
      code: 'capture_in_progress',
      message:
        'The payment of this order is being taken right now, so it can’t be cancelled. Reload in a moment to see how it went.',
    };
  if (!canCancelOrder(order.status) || isOrderExpired(order, now))
    return {
      code: 'order_not_cancellable',
      message: 'Only an order awaiting payment can be cancelled',
    };
  return null;
}

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Without chosen dates, the console's sales cover the last 30 days (today included). */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest range of days the console's sales report covers. */
export const REPORT_MAX_DAYS = 3660;

/** Whole days from `from` to `to` (UTC days written YYYY-MM-DD), both ends counted. */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The longest search the console's orders take (an id, a name, an email). */
export const ORDER_SEARCH_MAX = 200;

/** The most orders one CSV export holds: a larger selection is refused, to be narrowed. */
export const ORDERS_EXPORT_MAX = 10_000;

/** The longest reason the console accepts for a refund: it is mailed to the buyer. */
export const REFUND_REASON_MAX = 500;

/**
 * How a screen names an order's status when it knows how much of it was refunded: a paid order
 * partly refunded says so (decision 0058); every other order reads its status.
 */
export const PARTLY_REFUNDED_LABEL = 'Paid, partly refunded';
export function orderStatusLabel(order: { status: OrderStatus; refundedAmount: number }): string {
  return order.status === 'completed' && order.refundedAmount > 0
    ? PARTLY_REFUNDED_LABEL
    : ORDER_STATUS_LABELS[order.status];
}

/**
 * What a refund's row says of its money: asked of the provider, given back (decision 0058), or
 * refused by the provider for good (decision 0059).
 */
export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What can still be refunded of a paid order: its amount less every refund made or asked. */
export const refundableAmount = (order: { amount: number; refundedAmount: number }): number =>
  Math.max(0, toCents(order.amount) - toCents(order.refundedAmount)) / 100;

/**
 * Why a refund of `amount` (dollars) may not be made when `remaining` is what is left, or null
 * when it may: more than nothing, in whole cents, at most what remains (decision 0058). The
 * console checks it before sending; the server decides under the order's lock.
 */
export function refundAmountRefusal(
  amount: number,
  remaining: number,
): { code: string; message: string } | null {
  const fault = priceFault(amount);
  if (fault === 'not_a_number' || fault === 'not_positive')
    return { code: 'bad_amount', message: 'The amount to refund must be more than $0.00.' };
  if (fault === 'too_precise')
    return { code: 'bad_amount', message: 'The amount to refund has at most 2 decimals (cents).' };
  if (fault === 'too_high' || toCents(amount) > toCents(remaining))
    return {
      code: 'refund_exceeds_remaining',
      message: `At most ${formatPrice(remaining)} of this order can still be refunded.`,
    };
  return null;
}

/**
 * Why the console may not refund this order, or null when it may (decision 0048): only a paid
 * order (partly refunded or not, decision 0058), through the provider that took its money and
 * with the capture it took.
 */
export function refundRefusal(
  order: { status: OrderStatus; provider: PaymentProvider; captureId: string | null },
  runningProvider: PaymentProvider,
): { code: string; message: string } | null {
  if (order.status === 'refunded' || order.status === 'refund_pending')
    return { code: 'already_refunded', message: 'This order is already refunded.' };
  if (order.status !== 'completed')
    return {
      code: 'not_paid',
      message: `Only a paid order can be refunded; this one is “${ORDER_STATUS_LABELS[order.status]}”.`,
    };
  if (order.provider !== runningProvider)
    return {
      code: 'not_refundable_here',
      message: `This order was paid through ${order.provider === 'demo' ? 'the demo provider' : 'PayPal'}, which this server doesn’t refund through: refund it there.`,
    };
  if (order.captureId === null)
    return {
      code: 'no_capture',
      message: 'This order has no capture id to refund: refund it from the PayPal dashboard.',
    };
  return null;
}
