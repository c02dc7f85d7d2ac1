import { COPY, CURRENCY, PAYMENT_PROVIDERS } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { errorResponses } from '../../http';
import type { Metrics } from '../../plugins/metrics';
import { createRouteGuards } from '../../plugins/authorize';
import type { PaymentProvider } from '../../plugins/payments';
import type { SessionReader } from '../../plugins/session';
import type { MailOutbox } from '../mail';
import { orderSchema, presentMemberOrderRow } from './present';
import { loadMember } from '../users';
import { checkHeldPayments } from './payment-checks-service';
import {
  cancelCheckoutOrder,
  captureCheckoutOrder,
  createCheckoutOrder,
  settleAbandonedOrders,
} from './service';
import { receivePaymentEvent } from './webhooks-service';
import { registerSubscriptionRoutes } from './subscriptions-routes';
import type { SubscriptionSettings } from './subscriptions-service';

const CHECKOUT_RATE_PER_MINUTE = 30;
/** How often unpaid orders past their time are expired and owed refunds asked for again. */
const SWEEP_INTERVAL_MS = 60_000;
/** How often held captures whose check is due are asked about (each waits its own backoff). */
const PAYMENT_CHECK_INTERVAL_MS = 15_000;
/** PayPal sends notifications from many addresses; this only stops a flood of forged ones. */
const WEBHOOK_RATE_PER_MINUTE = 300;

export function registerCheckoutRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    session: SessionReader;
    payments: PaymentProvider;
    /** Where the receipt of a fulfilled order is written. */
    outbox: MailOutbox;
    /** A fulfilled order changes roles: the buyer's sockets join the channels it opens. */
    memberChanged: (userId: string) => Promise<void>;
    /** The founder chose how a product is sold: the storefront shows it at once (decision 0071). */
    catalogChanged: () => void;
    metrics?: Pick<Metrics, 'paymentCaptures'>;
    /** Signs the download links of the answer (decision 0045). */
    secret: string;
    /** The grace after a failed payment and the billing page's address (decision 0063). */
    subscriptionSettings: SubscriptionSettings;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);
  const rateLimit = { max: CHECKOUT_RATE_PER_MINUTE, timeWindow: '1 minute' };
  registerSubscriptionRoutes(app, { ...deps, settings: deps.subscriptionSettings });

  let sweep: NodeJS.Timeout | undefined;
  let paymentChecks: NodeJS.Timeout | undefined;
  const settle = () =>
    settleAbandonedOrders(deps.db, deps.payments, deps.outbox).catch((error: unknown) =>
      app.log.error({ err: error }, 'settling abandoned orders failed'),
    );
  /** Rounds never overlap: while PayPal is slow to answer one, the next tick is skipped. */
  let checking: Promise<unknown> | undefined;
  const checkHeld = () => {
    checking ??= checkHeldPayments(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'checking held payments failed'))
      .finally(() => {
        checking = undefined;
      });
  };
  app.addHook('onReady', async () => {
    await settle();
    sweep = setInterval(() => void settle(), SWEEP_INTERVAL_MS).unref();
    checkHeld();
    paymentChecks = setInterval(checkHeld, PAYMENT_CHECK_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(paymentChecks);
    await checking;
  });

  // PayPal's notifications: the body is kept as sent, since PayPal verifies its signature
  // over those exact bytes (decision 0039).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/paypal/webhooks', {
      schema: {
        tags: ['checkout'],
        summary:
          "PayPal's notifications (captures, refunds, reversals, disputes): verified with PayPal, applied once per event id",
        response: {
          200: z.object({
            duplicate: z.boolean().describe('A replay of an event already received: nothing done'),
            outcome: z.string(),
          }),
          ...errorResponses(400, 503),
        },
      },
      config: { rateLimit: { max: WEBHOOK_RATE_PER_MINUTE, timeWindow: '1 minute' } },
      handler: async (request) =>
        receivePaymentEvent(deps, {
          headers: request.headers,
          rawBody: typeof request.body === 'string' ? request.body : '',
        }),
    });
  });

  routes.get('/api/checkout/config', {
    schema: {
      tags: ['checkout'],
      summary: 'Which payment provider the pay button uses, and its public client id',
      response: {
        200: z.object({
          provider: z.enum(PAYMENT_PROVIDERS),
          clientId: z.string().nullable(),
          currency: z.literal('USD'),
        }),
      },
    },
    handler: async () => ({
      provider: deps.payments.name,
      clientId: deps.payments.clientId,
      currency: CURRENCY,
    }),
  });

  routes.post('/api/checkout/orders', {
    schema: {
      tags: ['checkout'],
      summary:
        "Create a payment order for the cart's total as priced by the server (no amount is accepted)",
      body: z
        .object({
          tradingViewUsername: z
            .string()
            .max(100)
            .optional()
            .describe(
              'Asked when the cart says `tradingViewUsernameNeeded`: the account the invite-only indicator is shared with',
            ),
        })
        .nullish(),
      response: {
        201: z.object({ orderId: z.string(), amount: z.number(), currency: z.string() }),
        ...errorResponses(400, 401, 403, 404, 409, 410, 429, 503),
      },
    },
    config: { rateLimit },
    ...signedIn,
    handler: async (request, reply) => {
      const order = await createCheckoutOrder(
        deps.db,
        deps.payments,
        request.actor.id,
        request.body ?? {},
      );
      return reply.status(201).send(order);
    },
  });

  routes.post('/api/checkout/orders/:orderId/cancel', {
    schema: {
      tags: ['checkout'],
      summary:
        'The buyer closed the payment window: cancel the order awaiting payment (by the provider order id) and free its discount code (decision 0052)',
      params: z.object({ orderId: z.string().min(1).max(100) }),
      response: {
        200: z.object({ order: orderSchema }),
        ...errorResponses(401, 404, 409, 429),
      },
    },
    config: { rateLimit },
    ...signedIn,
    handler: async (request) => {
      const order = await cancelCheckoutOrder(deps.db, {
        userId: request.actor.id,
        providerOrderId: request.params.orderId,
      });
      return { order: await presentMemberOrderRow(deps.db, deps.secret, request.actor, order) };
    },
  });

  routes.post('/api/checkout/orders/:orderId/capture', {
    schema: {
      tags: ['checkout'],
      summary: 'Capture an approved order and grant what it bought, exactly once',
      params: z.object({ orderId: z.string().min(1).max(100) }),
      response: {
        200: z.object({ message: z.string(), order: orderSchema }),
        ...errorResponses(401, 402, 404, 409, 422, 429, 503),
      },
    },
    config: { rateLimit },
    ...signedIn,
    handler: async (request) => {
      const userId = request.actor.id;
      const { order, fulfilledNow } = await captureCheckoutOrder(
        deps.db,
        deps.payments,
        deps.outbox,
        {
          userId,
          providerOrderId: request.params.orderId,
        },
      ).catch((error: unknown) => {
        const outcome = error instanceof AppError ? error.code : 'error';
        deps.metrics?.paymentCaptures.inc({ outcome });
        throw error;
      });
      // A retried capture of a paid order is answered again, not paid again.
      deps.metrics?.paymentCaptures.inc({
        outcome: fulfilledNow ? 'completed' : 'already_completed',
      });
      if (fulfilledNow) await deps.memberChanged(userId);
      // Read again: the actor was loaded before the order granted anything.
      const buyer = await loadMember(deps.db, userId);
      return {
        message: COPY.cart.orderFulfilled,
        order: await presentMemberOrderRow(deps.db, deps.secret, buyer, order),
      };
    },
  });
}
