import {
  ABANDONED_ORDER_STATUSES,
  daysInRange,
  ORDER_STATUSES,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type OrderStatus,
} from '@bbt/domain';
import {
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  ne,
  notInArray,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { commissions, orderLines, orders, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { errorResponses } from '../../http';
import { dayField, paging, adminOnly, type AdminDeps } from './guard';
import { bucketize, type DayTotals } from './report';

const DAY_MS = 86_400_000;
/** Ten years of days: enough for any report, small enough to answer at once. */

const filterFields = {
  from: dayField.optional(),
  to: dayField.optional(),
  product: z.string().max(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
};
type Filters = { from?: string; to?: string; product?: string; status?: OrderStatus };

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);

function assertRange({ from, to }: Filters) {
  if (from && to && from > to)
    throw badRequest('The start date is after the end date', 'bad_range');
}

function orderConditions(filters: Filters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(gte(orders.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, nextDay(filters.to)));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.product) {
    conditions.push(
      exists(
        sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productKey} = ${filters.product})`,
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const lineSchema = z.object({
  productKey: z.string(),
  title: z.string(),
  tier: z.number().nullable(),
  unitPrice: z.number(),
});
const orderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(['paypal', 'demo']),
  amount: z.number(),
  currency: z.string(),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  lines: z.array(lineSchema),
});
const person = z.object({ id: z.string(), name: z.string() });

const orderColumns = {
  order: orders,
  buyer: { id: users.id, name: users.name, email: users.email },
};
type OrderRow = {
  order: typeof orders.$inferSelect;
  buyer: { id: string; name: string; email: string };
};

async function presentOrders(tx: Tx, rows: OrderRow[]) {
  const ids = rows.map((r) => r.order.id);
  const lines =
    ids.length === 0
      ? []
      : await tx.select().from(orderLines).where(inArray(orderLines.orderId, ids));
  return rows.map(({ order, buyer }) => ({
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    status: order.status,
    provider: order.provider,
    amount: order.amount,
    currency: order.currency,
    buyer,
    lines: lines
      .filter((l) => l.orderId === order.id)
      .map(({ productKey, title, tier, unitPrice }) => ({ productKey, title, tier, unitPrice })),
  }));
}

/** Sales figures for the founder: orders with filters, totals per day or week, commissions. */
export function registerAdminOrderRoutes(app: FastifyInstance, deps: AdminDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, session } = deps;

  routes.get('/api/admin/orders', {
    schema: {
      tags: ['admin'],
      summary: 'Orders, newest first, filtered by dates (inclusive, UTC), product and status',
      querystring: z.object({ ...filterFields, ...paging }).strict(),
      response: {
        200: z.object({ orders: z.array(orderSchema), total: z.number() }),
        ...errorResponses(400, 401, 403),
      },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      assertRange(request.query);
      const where = orderConditions(request.query);
      const rows = await db
        .select(orderColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .offset(request.query.offset)
        .limit(request.query.limit);
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      return { orders: await presentOrders(db, rows), total: total?.n ?? 0 };
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
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const today = new Date().toISOString().slice(0, 10);
      const to = request.query.to ?? today;
      const from =
        request.query.from ??
        new Date(dayStart(to).getTime() - (REPORT_DEFAULT_DAYS - 1) * DAY_MS)
          .toISOString()
          .slice(0, 10);
      const range = { ...request.query, from, to };
      assertRange(range);
      if (daysInRange(from, to) > REPORT_MAX_DAYS)
        throw badRequest(`A report covers at most ${REPORT_MAX_DAYS} days`, 'range_too_long');
      const where = orderConditions(range);
      // Money only: a demo payment took none, an abandoned order never will.
      const completed = and(eq(orders.status, 'completed'), ne(orders.provider, 'demo'));
      const demoPaid = and(eq(orders.status, 'completed'), eq(orders.provider, 'demo'));
      const live = and(
        notInArray(orders.status, [...ABANDONED_ORDER_STATUSES]),
        ne(orders.provider, 'demo'),
      );
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          orders: sql<number>`(count(*) filter (where ${live}))::int`,
          completed: sql<number>`(count(*) filter (where ${completed}))::int`,
          revenue: sql<string>`coalesce(sum(${orders.amount}) filter (where ${completed}), 0)`,
          demo: sql<number>`(count(*) filter (where ${demoPaid}))::int`,
        })
        .from(orders)
        .where(where)
        .groupBy(day);
      const days: DayTotals[] = rows.map((row) => ({
        day: row.day,
        orders: row.orders,
        completed: row.completed,
        revenue: Number(row.revenue),
      }));
      const buckets = bucketize(days, range, request.query.interval);
      const [paid] = await db
        .select({ credits: sum(commissions.credits) })
        .from(commissions)
        .innerJoin(orders, eq(orders.id, commissions.orderId))
        // Credits are paid on demo orders too (they buy real access), so they count here.
        .where(and(where, eq(orders.status, 'completed')));
      const cents = buckets.reduce((total, b) => total + Math.round(b.revenue * 100), 0);
      return {
        interval: request.query.interval,
        buckets,
        totals: {
          orders: buckets.reduce((total, b) => total + b.orders, 0),
          completed: buckets.reduce((total, b) => total + b.completed, 0),
          revenue: cents / 100,
          commissions: Number(paid?.credits ?? 0),
          demo: rows.reduce((total, row) => total + row.demo, 0),
        },
      };
    },
  });

  routes.get('/api/admin/orders/:id', {
    schema: {
      tags: ['admin'],
      summary: "An order's detail: lines, payment ids, failure, commission",
      params: z.object({ id: z.string().max(100) }),
      response: {
        200: z.object({
          order: orderSchema.extend({
            providerOrderId: z.string(),
            captureId: z.string().nullable(),
            failureReason: z.string().nullable(),
            commission: z
              .object({ inviter: person, credits: z.number(), createdAt: z.string() })
              .nullable(),
          }),
        }),
        ...errorResponses(401, 403, 404),
      },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const rows = await db
        .select(orderColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, request.params.id));
      const [order] = await presentOrders(db, rows);
      if (!order || !rows[0]) throw notFound('No such order');
      const [commission] = await db
        .select({
          inviter: { id: users.id, name: users.name },
          credits: commissions.credits,
          createdAt: commissions.createdAt,
        })
        .from(commissions)
        .innerJoin(users, eq(users.id, commissions.inviterId))
        .where(eq(commissions.orderId, order.id));
      const { providerOrderId, captureId, failureReason } = rows[0].order;
      return {
        order: {
          ...order,
          providerOrderId,
          captureId,
          failureReason,
          commission: commission
            ? { ...commission, createdAt: commission.createdAt.toISOString() }
            : null,
        },
      };
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
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const { from, to, offset, limit } = request.query;
      assertRange(request.query);
      const where = and(
        from ? gte(commissions.createdAt, dayStart(from)) : undefined,
        to ? lt(commissions.createdAt, nextDay(to)) : undefined,
      );
      const invitee = alias(users, 'invitee');
      const rows = await db
        .select({
          orderId: commissions.orderId,
          inviter: { id: users.id, name: users.name },
          invitee: { id: invitee.id, name: invitee.name },
          credits: commissions.credits,
          createdAt: commissions.createdAt,
        })
        .from(commissions)
        .innerJoin(users, eq(users.id, commissions.inviterId))
        .innerJoin(invitee, eq(invitee.id, commissions.inviteeId))
        .where(where)
        .orderBy(desc(commissions.createdAt), desc(commissions.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(commissions).where(where);
      return {
        commissions: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total: total?.n ?? 0,
      };
    },
  });
}
