import { COPY, COUPON_PROBLEMS, normalizeCouponCode, normalizeDiscountCode } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badgeTierSchema } from '../../domain-schemas';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { problemMessage } from './discount';
import {
  applyCoupon,
  applyDiscountCode,
  getCart,
  mergeIntoCart,
  removeCoupon,
  removeDiscountCode,
  replaceCart,
  type PricedCart,
} from './service';

const MAX_CART_LINES = 20;
/** Codes are guessable only by trying many: a member gets a few tries a minute. */
const DISCOUNT_TRIES_PER_MINUTE = 10;

const itemsBody = z
  .object({
    items: z
      .array(
        z
          .object({
            product: z.string().min(1).max(100),
            tier: badgeTierSchema.nullish(),
          })
          .strict(),
      )
      .max(MAX_CART_LINES),
  })
  .strict();

export const cartSchema = z
  .object({
    items: z.array(
      z.object({
        product: z.string(),
        nameInUrl: z.string(),
        title: z.string(),
        imageUrl: z.string(),
        tier: badgeTierSchema.nullable(),
        unitPrice: z.number(),
        purchase: z
          .enum(['buy', 'upgrade', 'renew', 'owned'])
          .describe(
            "What the line sells this member: 'upgrade' is priced as the difference from `fromTier`, 'renew' adds a period at the end of the current one, 'owned' can't be bought",
          ),
        fromTier: badgeTierSchema.nullable(),
        unavailable: z
          .string()
          .nullable()
          .describe(
            'Why the line can no longer be paid: the founder now sells it only as a membership (decision 0077); checkout refuses the cart until it is removed. Null when it can be paid',
          ),
      }),
    ),
    discountCode: z
      .object({
        code: z.string(),
        percent: z.number(),
        problem: z
          .string()
          .nullable()
          .describe('Why the code takes nothing off now (expired, used); null when it applies'),
      })
      .nullable(),
    coupon: z
      .object({
        code: z.string(),
        label: z.string().describe("What it takes off: '20% off' or '$5.00 off'"),
        problem: z
          .string()
          .nullable()
          .describe(
            'Why the coupon takes nothing off now (expired, used up); null when it applies',
          ),
      })
      .nullable()
      .describe('The coupon on the cart (decision 0051); a cart has it or a discount code'),
    tradingViewUsernameNeeded: z
      .boolean()
      .describe(
        "Checkout asks for the buyer's TradingView username: the indicator is an invite-only script",
      ),
    discount: z.number().describe("What the discount code or coupon takes off the lines' sum"),
    total: z.number().describe('What is paid: the lines less the discount, tax included'),
    subtotal: z.number(),
    tax: z.number(),
    currency: z.literal('USD'),
  })
  .describe('Cart');

export function presentCart(cart: PricedCart): z.infer<typeof cartSchema> {
  return {
    items: cart.lines.map(({ product, tier, unitPrice, option, subscriptionOnly }) => ({
      product: product.key,
      nameInUrl: product.nameInUrl,
      title: product.title,
      imageUrl: product.imageUrl,
      tier,
      unitPrice,
      purchase: option.kind,
      fromTier: option.kind === 'upgrade' ? option.fromTier : null,
      unavailable: subscriptionOnly ? COPY.server.cart.noLongerSoldOnce(product.title, tier) : null,
    })),
    discountCode: cart.discountCode && {
      code: cart.discountCode.code,
      percent: cart.discountCode.percent,
      problem: cart.discountCode.problem && problemMessage(cart.discountCode.problem),
    },
    coupon: cart.coupon && {
      code: cart.coupon.code,
      label: cart.coupon.label,
      problem: cart.coupon.problem && COUPON_PROBLEMS[cart.coupon.problem].message,
    },
    tradingViewUsernameNeeded: cart.tradingViewUsernameNeeded,
    discount: cart.discount,
    total: cart.total,
    subtotal: cart.subtotal,
    tax: cart.tax,
    currency: cart.currency,
  };
}

export function registerCartRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);
  const response = { 200: z.object({ cart: cartSchema }), ...errorResponses(400, 401, 409) };

  routes.get('/api/cart', {
    schema: {
      tags: ['cart'],
      summary: "The signed-in member's cart, priced by the server",
      response,
    },
    ...signedIn,
    handler: async (request) => {
      return { cart: presentCart(await getCart(deps.db, request.actor.id)) };
    },
  });

  routes.put('/api/cart', {
    schema: {
      tags: ['cart'],
      summary:
        'Replace the cart: one line per product, a tier for the badge; owned products are refused',
      body: itemsBody,
      response,
    },
    ...signedIn,
    handler: async (request) => {
      return {
        cart: presentCart(await replaceCart(deps.db, request.actor.id, request.body.items)),
      };
    },
  });

  routes.put('/api/cart/discount', {
    schema: {
      tags: ['cart'],
      summary:
        "Attach a mailing-list discount code to the member's cart (the server prices it; one code, used once)",
      body: z.object({ code: z.string().trim().min(1).max(40) }).strict(),
      response: { ...response, ...errorResponses(400, 401, 403, 404, 409, 410) },
    },
    config: { rateLimit: { max: DISCOUNT_TRIES_PER_MINUTE, timeWindow: '1 minute' } },
    ...signedIn,
    handler: async (request) => {
      const code = normalizeDiscountCode(request.body.code);
      return { cart: presentCart(await applyDiscountCode(deps.db, request.actor.id, code)) };
    },
  });

  routes.delete('/api/cart/discount', {
    schema: { tags: ['cart'], summary: 'Take the discount code off the cart', response },
    ...signedIn,
    handler: async (request) => {
      return { cart: presentCart(await removeDiscountCode(deps.db, request.actor.id)) };
    },
  });

  routes.put('/api/cart/coupon', {
    schema: {
      tags: ['cart'],
      summary:
        "Put a coupon on the member's cart (decision 0051): checked against the cart and the coupon's limits, priced by the server",
      body: z.object({ code: z.string().trim().min(1).max(40) }).strict(),
      response: { ...response, ...errorResponses(400, 401, 404, 409, 410) },
    },
    config: { rateLimit: { max: DISCOUNT_TRIES_PER_MINUTE, timeWindow: '1 minute' } },
    ...signedIn,
    handler: async (request) => {
      const code = normalizeCouponCode(request.body.code);
      return { cart: presentCart(await applyCoupon(deps.db, request.actor.id, code)) };
    },
  });

  routes.delete('/api/cart/coupon', {
    schema: { tags: ['cart'], summary: 'Take the coupon off the cart', response },
    ...signedIn,
    handler: async (request) => {
      return { cart: presentCart(await removeCoupon(deps.db, request.actor.id)) };
    },
  });

  routes.post('/api/cart/merge', {
    schema: {
      tags: ['cart'],
      summary:
        "Add a signed-out visitor's cart to the member's cart at sign-in (existing lines win)",
      body: itemsBody,
      response: {
        200: z.object({
          cart: cartSchema,
          skipped: z
            .array(z.string())
            .describe('Titles of products left out because the member already owns them'),
        }),
        ...errorResponses(400, 401, 409),
      },
    },
    ...signedIn,
    handler: async (request) => {
      const { cart, skipped } = await mergeIntoCart(deps.db, request.actor.id, request.body.items);
      return { cart: presentCart(cart), skipped };
    },
  });
}
