import {
  ORDER_SEARCH_MAX,
  ORDER_STATUSES,
  ORDERS_EXPORT_MAX,
  PAYMENT_PROVIDERS,
  REFUND_REASON_MAX,
  REFUND_STATUSES,
  refundableAmount,
  refundAmountRefusal,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badgeTierSchema } from '../../domain-schemas';
import type { Database } from '../../db/client';
import { errorResponses, fileResponse } from '../../http';
import type { PaymentProvider } from '../../plugins/payments';
import type { ChatEvents } from '../chat';
import type { MailOutbox } from '../mail';
import { toCsv } from './csv';
import { dayField, paging, consoleRoutes, textField, type AdminDeps } from './guard';
import {
  findCommissions,
  findOrderDetail,
  findOrders,
  findOrdersToExport,
  refundOrderFromConsole,
  salesReport,
  type OrderWithLines,
} from './orders-service';

const filterFields = {
  from: dayField.optional(),
  to: dayField.optional(),
  product: z.string().max(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  q: z
    .string()
    .trim()
    .max(ORDER_SEARCH_MAX, `Search for at most ${ORDER_SEARCH_MAX} characters`)
    .optional()
    .describe(
      "An order id, PayPal order or capture id (exactly), or part of the buyer's name or email",
    ),
};

const lineSchema = z.object({
  productKey: z.string(),
  title: z.string(),
  tier: badgeTierSchema.nullable(),
  unitPrice: z.number(),
});
const orderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number(),
  refundedAmount: z
    .number()
    .describe('What its refunds add up to (decision 0058): above zero on a paid order, partly'),
  currency: z.string(),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  lines: z.array(lineSchema),
});
const person = z.object({ id: z.string(), name: z.string() });

const CSV_COLUMNS = [
  'order_id',
  'created_at',
  'paid_at',
  'status',
  'provider',
  'amount',
  'refunded_amount',
  'currency',
  'buyer_name',
  'buyer_email',
  'items',
  'provider_order_id',
  'capture_id',
  'refund_id',
  'refunded_at',
] as const;

/** One order as a CSV row, in CSV_COLUMNS order; lines read "Title (tier N)" joined by "; ". */
const csvRow = ({ order, buyer, lines }: OrderWithLines): string[] => [
  order.id,
  order.createdAt.toISOString(),
  order.completedAt?.toISOString() ?? '',
  order.status,
  order.provider,
  order.amount.toFixed(2),
  order.refundedAmount.toFixed(2),
  order.currency,
  buyer.name,
  buyer.email,
  lines.map((l) => (l.tier === null ? l.title : `${l.title} (tier ${l.tier})`)).join('; '),
  order.providerOrderId,
  order.captureId ?? '',
  order.refundId ?? '',
  order.refundedAt?.toISOString() ?? '',
];

const presentOrder = ({ order, buyer, lines }: OrderWithLines) => ({
  id: order.id,
  createdAt: order.createdAt.toISOString(),
  completedAt: order.completedAt?.toISOString() ?? null,
  status: order.status,
  provider: order.provider,
  amount: order.amount,
  refundedAmount: order.refundedAmount,
  currency: order.currency,
  buyer,
  lines: lines.map(({ productKey, title, tier, unitPrice }) => ({
    productKey,
    title,
    tier,
    unitPrice,
  })),
});

const orderParams = z.object({ id: z.string().max(100) });
const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z
    .enum(REFUND_STATUSES)
    .describe(
      'pending: PayPal is still to be asked (the sweep asks); failed: PayPal refused it for good',
    ),
  reason: z.string(),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable().describe('Why PayPal refused it (status failed)'),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  actor: person.nullable().describe('Who refunded from the console; null: made at PayPal'),
});
const orderDetailResponse = z.object({
  order: orderSchema.extend({
    providerOrderId: z.string(),
    captureId: z.string().nullable(),
    failureReason: z.string().nullable(),
    refundId: z.string().nullable(),
    refundedAt: z.string().nullable(),
    disputedAt: z.string().nullable().describe('A PayPal dispute open since then'),
    commission: z
      .object({ inviter: person, credits: z.number(), createdAt: z.string() })
      .nullable(),
    refundable: z.number().describe('What can still be refunded: the amount less its refunds'),
    refunds: z.array(refundSchema),
  }),
});

async function orderDetail(db: Database, id: string): Promise<z.infer<typeof orderDetailResponse>> {
  const { commission, refunds, ...order } = await findOrderDetail(db, id);
  const { providerOrderId, captureId, failureReason, refundId } = order.order;
  return {
    order: {
      ...presentOrder(order),
      providerOrderId,
      captureId,
      failureReason,
      refundId,
      refundedAt: order.order.refundedAt?.toISOString() ?? null,
      disputedAt: order.order.disputedAt?.toISOString() ?? null,
      commission: commission
        ? { ...commission, createdAt: commission.createdAt.toISOString() }
        : null,
      refundable: order.order.status === 'completed' ? refundableAmount(order.order) : 0,
      refunds: refunds.map((refund) => ({
        ...refund,
        createdAt: refund.createdAt.toISOString(),
        completedAt: refund.completedAt?.toISOString() ?? null,
      })),
    },
  };
}

/** A refund's amount: dollars and cents above zero (what remains is checked under the lock). */
const refundAmountField = z
  .number()
  .superRefine((amount, ctx) => {
    const refusal = refundAmountRefusal(amount, Number.POSITIVE_INFINITY);
    if (refusal?.code === 'bad_amount') ctx.addIssue({ code: 'custom', message: refusal.message });
  })
  .optional()
  .describe('Dollars with cents to refund; without it, all that remains refundable');

/**
 * Sales figures for the founder: orders with filters, totals per day or week, commissions;
 * and refunds of paid orders.
 */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { payments: PaymentProvider; outbox: MailOutbox; events: ChatEvents },
) {
  const { routes, adminOnly } = consoleRoutes(app, deps);
  const { db } = deps;

  routes.get('/api/admin/orders', {
    schema: {
      tags: ['admin'],
      summary:
        'Orders, newest first, filtered by dates (inclusive, UTC), product, status and a search',
      querystring: z.object({ ...filterFields, ...paging }).strict(),
      response: {
        200: z.object({ orders: z.array(orderSchema), total: z.number() }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const { offset, limit, ...filters } = request.query;
      const { orders, total } = await findOrders(db, filters, { offset, limit });
      return { orders: orders.map(presentOrder), total };
    },
  });

  routes.get('/api/admin/orders/export.csv', {
    schema: {
      tags: ['admin'],
      summary: `The orders the list's filters select, newest first, as a CSV file (at most ${ORDERS_EXPORT_MAX})`,
      querystring: z.object(filterFields).strict(),
      response: {
        200: fileResponse('text/csv', `One row per order: ${CSV_COLUMNS.join(', ')}`),
        ...errorResponses(400, 401, 403, 409),
      },
    },
    ...adminOnly,
    handler: async (request, reply) => {
      const rows = await findOrdersToExport(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(toCsv(CSV_COLUMNS, rows.map(csvRow)));
    },
  });

  routes.get('/api/admin/orders/report', {
    schema: {
      tags: ['admin'],
      summary: 'Orders and revenue per day or week (default: the last 30 days)',
      querystring: z
        .object({ ...filterFields, interval: z.enum(['day', 'week']).default('day') })
        .strict(),
      response: {
        200: z.object({
          interval: z.enum(['day', 'week']),
          buckets: z.array(
            z.object({
              start: z.string(),
              orders: z.number(),
              completed: z.number(),
              revenue: z.number(),
            }),
          ),
          totals: z.object({
            orders: z
              .number()
              .describe(
                'Orders that could still be or were paid: cancelled, expired and demo left out',
              ),
            completed: z.number().describe('Paid orders, demo payments left out'),
            revenue: z.number(),
            commissions: z.number(),
            demo: z.number().describe('Demo payments in the range: no money, never revenue'),
          }),
        }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      return salesReport(db, request.query);
    },
  });

  routes.get('/api/admin/orders/:id', {
    schema: {
      tags: ['admin'],
      summary: "An order's detail: lines, payment ids, failure, commission, refunds",
      params: orderParams,
      response: {
        200: orderDetailResponse,
        ...errorResponses(401, 403, 404),
      },
    },
    ...adminOnly,
    handler: async (request) => orderDetail(db, request.params.id),
  });

  routes.post('/api/admin/orders/:id/refund', {
    schema: {
      tags: ['admin'],
      summary:
        'Refund part or all of a paid order: PayPal is asked, the buyer is mailed (audited); the refund that reaches the whole amount takes its grants back',
      params: orderParams,
      body: z
        .object({ reason: textField('The reason', REFUND_REASON_MAX), amount: refundAmountField })
        .strict(),
      response: {
        200: orderDetailResponse,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const { id } = request.params;
      const buyerId = await refundOrderFromConsole(deps, request.actor, {
        orderId: id,
        reason: request.body.reason,
        amount: request.body.amount,
      });
      await deps.events.memberChanged(buyerId);
      return orderDetail(db, id);
    },
  });

  routes.get('/api/admin/commissions', {
    schema: {
      tags: ['admin'],
      summary: 'Credits paid to inviters on their invitees’ orders, newest first',
      querystring: z.object({ from: filterFields.from, to: filterFields.to, ...paging }).strict(),
      response: {
        200: z.object({
          commissions: z.array(
            z.object({
              orderId: z.string(),
              inviter: person,
              invitee: person,
              credits: z.number(),
              createdAt: z.string(),
            }),
          ),
          total: z.number(),
        }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const { from, to, offset, limit } = request.query;
      const { rows, total } = await findCommissions(db, { from, to }, { offset, limit });
      return {
        commissions: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total,
      };
    },
  });
}
