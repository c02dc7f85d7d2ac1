import {
  canCaptureOrder,
  isOrderExpired,
  ORDER_STATUSES,
  orderExpiresAt,
  PAYMENT_PROVIDERS,
  PURCHASE_KINDS,
} from '@bbt/domain';
import { z } from 'zod';
import { badgeTierSchema } from '../../domain-schemas';
import type { Database } from '../../db/client';
import { deliveriesOf, orderDeliverySchema, type OrderDelivery } from '../delivery';
import type { Member } from '../users';
import { listOrderLines, type OrderLineRow, type OrderRow } from './repo';

export const orderSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    status: z.enum(ORDER_STATUSES),
    amount: z.number().describe('What was charged: the lines less the discount'),
    refundedAmount: z
      .number()
      .describe('What was refunded of it (decision 0058): above zero on a paid order, partly'),
    currency: z.string(),
    discountCode: z.string().nullable(),
    couponCode: z
      .string()
      .nullable()
      .describe('The coupon the order was priced with (decision 0051)'),
    discountAmount: z.number().describe('What the discount code or coupon took off'),
    provider: z
      .enum(PAYMENT_PROVIDERS)
      .describe("'demo' orders took no money: they are never counted as revenue"),
    note: z
      .string()
      .nullable()
      .describe('Why the order was not paid, was cancelled or was refunded, for its buyer'),
    refundId: z
      .string()
      .nullable()
      .describe("PayPal's refund id, once refunded (null if PayPal gave none)"),
    refundedAt: z.string().nullable(),
    expiresAt: z
      .string()
      .nullable()
      .describe('While awaiting payment: when the order expires and its discount code is free'),
    paymentOrderId: z
      .string()
      .nullable()
      .describe(
        "The provider's order id while the buyer can still pay it: the pay button resumes it (decision 0052)",
      ),
    lines: z.array(
      z.object({
        product: z.string(),
        title: z.string(),
        tier: badgeTierSchema.nullable(),
        unitPrice: z.number(),
        purchase: z
          .enum(PURCHASE_KINDS)
          .describe("'upgrade' was priced as the difference from `fromTier`; 'renew' extended"),
        fromTier: badgeTierSchema.nullable(),
      }),
    ),
    delivery: orderDeliverySchema,
  })
  .describe('Order');

/** Until when, and through which provider order, the buyer can still pay (decision 0052). */
function payableUntil(order: OrderRow, now: Date) {
  const resumable = order.status !== 'pending' && canCaptureOrder(order, now);
  return {
    expiresAt: order.status === 'created' && resumable ? orderExpiresAt(order).toISOString() : null,
    paymentOrderId: resumable ? order.providerOrderId : null,
  };
}

export function presentOrder(
  order: OrderRow,
  lines: OrderLineRow[],
  delivery: OrderDelivery,
): z.infer<typeof orderSchema> {
  const now = new Date();
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    // An unpaid order past its time reads as expired before the sweep has written it.
    status: isOrderExpired(order, now) ? 'expired' : order.status,
    amount: order.amount,
    refundedAmount: order.refundedAmount,
    currency: order.currency,
    discountCode: order.discountCode,
    couponCode: order.couponCode,
    discountAmount: order.discountAmount,
    provider: order.provider,
    note: order.status === 'completed' ? null : order.failureReason,
    refundId: order.refundId,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    ...payableUntil(order, now),
    lines: lines.map((l) => ({
      product: l.productKey,
      title: l.title,
      tier: l.tier,
      unitPrice: l.unitPrice,
      purchase: l.purchase,
      fromTier: l.fromTier,
    })),
    delivery,
  };
}

type HeldOrder = { order: OrderRow; lines: OrderLineRow[] };
const NOTHING_DELIVERED: OrderDelivery = { licenseKeys: [], downloads: [], tradingView: null };

/** The member's own orders as they see them, with their keys and freshly signed downloads. */
export async function presentMemberOrders(
  db: Database,
  secret: string,
  member: Member,
  held: HeldOrder[],
) {
  const deliveries = await deliveriesOf(db, secret, member, held, new Date());
  return held.map(({ order, lines }) =>
    presentOrder(order, lines, deliveries.get(order.id) ?? NOTHING_DELIVERED),
  );
}

/** One of the member's orders, as presentMemberOrders shows it. */
async function presentMemberOrder(db: Database, secret: string, member: Member, held: HeldOrder) {
  const deliveries = await deliveriesOf(db, secret, member, [held], new Date());
  return presentOrder(held.order, held.lines, deliveries.get(held.order.id) ?? NOTHING_DELIVERED);
}

/** One of the member's orders by its row, its lines read here: the answer of a capture or cancel. */
export async function presentMemberOrderRow(
  db: Database,
  secret: string,
  member: Member,
  order: OrderRow,
) {
  return presentMemberOrder(db, secret, member, {
    order,
    lines: await listOrderLines(db, order.id),
  });
}
