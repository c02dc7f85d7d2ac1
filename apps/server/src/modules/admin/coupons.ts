import {
  COUPON_CODE_MAX,
  COUPON_KINDS,
  COUPON_LIMIT_MAX,
  COUPON_STATUSES,
  normalizeCouponCode,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses, idParams } from '../../http';
import { archiveCoupon, createCoupon, listCoupons, type CouponListEntry } from '../coupons';
import { consoleRoutes, type AdminDeps } from './guard';

const couponSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    percent: z.number().nullable(),
    amountOff: z.number().nullable().describe("For 'fixed': dollars off"),
    label: z.string().describe("'20% off' or '$5.00 off'"),
    product: z
      .object({ id: z.number(), title: z.string() })
      .nullable()
      .describe('The one product it is for; null for every product'),
    expiresAt: z.string().nullable(),
    totalLimit: z.number().nullable(),
    perMemberLimit: z.number().nullable(),
    uses: z.number().describe('Orders paid, or awaiting payment, with it'),
    status: z.enum(COUPON_STATUSES),
    createdAt: z.string(),
    archivedAt: z.string().nullable(),
  })
  .describe('Coupon');

function presentCoupon(entry: CouponListEntry): z.infer<typeof couponSchema> {
  return {
    id: entry.id,
    code: entry.code,
    kind: entry.kind,
    percent: entry.percent,
    amountOff: entry.amountOff,
    label: entry.label,
    product:
      entry.productId !== null ? { id: entry.productId, title: entry.productTitle ?? '' } : null,
    expiresAt: entry.expiresAt?.toISOString() ?? null,
    totalLimit: entry.totalLimit,
    perMemberLimit: entry.perMemberLimit,
    uses: entry.uses,
    status: entry.status,
    createdAt: entry.createdAt.toISOString(),
    archivedAt: entry.archivedAt?.toISOString() ?? null,
  };
}

const limitField = z.number().int().min(1).max(COUPON_LIMIT_MAX).nullable().default(null);

const createBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Say the code')
      .max(COUPON_CODE_MAX, `The code has at most ${COUPON_CODE_MAX} characters`)
      .transform(normalizeCouponCode),
    kind: z.enum(COUPON_KINDS),
    percent: z.number().nullable().default(null),
    amountOff: z.number().nullable().default(null),
    product: z
      .string()
      .min(1)
      .max(100)
      .nullable()
      .default(null)
      .describe("A product's key; null for every product"),
    expiresAt: z.iso
      .datetime({ offset: true, message: 'The expiry is a date and time' })
      .nullable()
      .default(null),
    totalLimit: limitField.describe('How many orders may use it in all; null for no limit'),
    perMemberLimit: limitField.describe(
      'How many orders of one member may use it; null for no limit',
    ),
  })
  .strict();

/** Coupons (decision 0051): the founder and admins make, list and archive them. */
export function registerAdminCouponRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { routes, adminOnly } = consoleRoutes(app, deps);
  const { db } = deps;

  routes.get('/api/admin/coupons', {
    schema: {
      tags: ['admin'],
      summary: 'Every coupon with its uses: those still usable first, newest first',
      response: {
        200: z.object({ coupons: z.array(couponSchema) }),
        ...errorResponses(401, 403),
      },
    },
    ...adminOnly,
    handler: async () => ({ coupons: (await listCoupons(db)).map(presentCoupon) }),
  });

  routes.post('/api/admin/coupons', {
    schema: {
      tags: ['admin'],
      summary: 'Make a coupon: a percentage or an amount off, for every product or one',
      body: createBody,
      response: {
        201: z.object({ coupon: couponSchema }),
        ...errorResponses(400, 401, 403, 409),
      },
    },
    ...adminOnly,
    handler: async (request, reply) => {
      const { expiresAt, ...input } = request.body;
      const row = await createCoupon(db, request.actor.id, {
        ...input,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
      });
      const [entry] = await listCoupons(db, row.id);
      if (!entry) throw new Error('the coupon just made is not listed');
      return reply.status(201).send({ coupon: presentCoupon(entry) });
    },
  });

  routes.post('/api/admin/coupons/:id/archive', {
    schema: {
      tags: ['admin'],
      summary: 'Archive a coupon: no new order takes it; orders holding it keep it',
      params: idParams,
      response: {
        200: z.object({ coupon: couponSchema }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const row = await archiveCoupon(db, request.actor.id, request.params.id);
      const [entry] = await listCoupons(db, row.id);
      if (!entry) throw new Error('the coupon just archived is not listed');
      return { coupon: presentCoupon(entry) };
    },
  });
}
