import { ORDER_STATUSES } from '@bbt/domain';
import { z } from 'zod';
import type { OrderLineRow, OrderRow } from './repo';

export const orderSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    status: z.enum(ORDER_STATUSES),
    amount: z.number(),
    currency: z.string(),
    provider: z.enum(['paypal', 'demo']),
    lines: z.array(
      z.object({
        product: z.string(),
        title: z.string(),
        tier: z.number().nullable(),
        unitPrice: z.number(),
      }),
    ),
  })
  .describe('Order');

export function presentOrder(order: OrderRow, lines: OrderLineRow[]): z.infer<typeof orderSchema> {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    provider: order.provider,
    lines: lines.map((l) => ({
      product: l.productKey,
      title: l.title,
      tier: l.tier,
      unitPrice: l.unitPrice,
    })),
  };
}
