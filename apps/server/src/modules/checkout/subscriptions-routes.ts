import {
  canManageProducts,
  COPY,
  canRefundMembershipPayments,
  canResumeSubscription,
  MANAGE_PLANS_REFUSAL,
  REFUND_MEMBERSHIP_REFUSAL,
  REFUND_REASON_MAX,
  isBadgeTier,
  isSubscribableRole,
  priceProblem,
  PROVIDER_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_STATUSES,
  type BadgeTier,
  type SubscriptionPeriod,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badgeTierSchema } from '../../domain-schemas';
import { badRequest, notFound } from '../../errors';
import { errorResponses, MAX_SERIAL_ID } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { recordAudit } from '../audit';
import { findProductsByKeys, setSoldOnce, type ProductWithTiers } from '../catalog';
import type { Tx } from '../../db/client';
import { reconcileSubscriptions } from './subscription-jobs';
import {
  cancelSubscription,
  confirmSubscription,
  controlDemoSubscription,
  memberBilling,
  refundSubscriptionPayment,
  resumeSubscription,
  subscribe,
  upgradeAwaitingApproval,
  upgradeSubscription,
  syncProviderPlan,
  withdrawUpgrade,
  type SubscriptionDeps,
} from './subscriptions-service';
import {
  archivePlans,
  listActivePlans,
  upsertPlan,
  type PlanRow,
  type SubscriptionRow,
} from './subscriptions-repo';

/** How often the reconcile job reads live subscriptions back from PayPal (decision 0063). */
const RECONCILE_INTERVAL_MS = 10 * 60_000;
const BILLING_RATE_PER_MINUTE = 20;

const planSchema = z.object({
  id: z.number(),
  productId: z.number(),
  productKey: z.string(),
  /** The badge tier it sells (decision 0071); null for a product without tiers. */
  tier: badgeTierSchema.nullable(),
  title: z.string(),
  period: z.enum(SUBSCRIPTION_PERIODS),
  price: z.number(),
  currency: z.string(),
});

/** One payment of a membership, as the billing page and the console show it. */
export const membershipPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  paidAt: z.string(),
  returned: z.boolean(),
});

export const presentMembershipPayment = (p: {
  id: string;
  amount: number;
  currency: string;
  paidAt: Date;
  returnedAt: Date | null;
}): z.infer<typeof membershipPaymentSchema> => ({
  id: p.id,
  amount: p.amount,
  currency: p.currency,
  paidAt: p.paidAt.toISOString(),
  returned: p.returnedAt !== null,
});

const subscriptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  productId: z.number(),
  /** The badge tier it gives (decision 0071): a higher tier's plan is an upgrade of it. */
  tier: badgeTierSchema.nullable(),
  period: z.enum(SUBSCRIPTION_PERIODS),
  price: z.number(),
  currency: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  providerStatus: z.enum(PROVIDER_SUBSCRIPTION_STATUSES),
  paidUntil: z.string().nullable(),
  graceUntil: z.string().nullable(),
  accessUntil: z.string().nullable(),
  /** The next payment PayPal will take: the end of the paid period while it renews. */
  nextRenewalAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Cancelled by the member and still in its paid period: it may be resumed (decision 0069). */
  canResume: z.boolean(),
  /**
   * An upgrade the member asked for, awaiting their approval at PayPal (decision 0077): the
   * tier and plan asked, PayPal's link to continue, and when that link lapses. Null when none.
   */
  upgradeAwaitingApproval: z
    .object({
      planId: z.number(),
      tier: badgeTierSchema.nullable(),
      askedAt: z.string(),
      approveUrl: z.string().nullable(),
      expiresAt: z.string(),
    })
    .nullable(),
  /**
   * A revision PayPal bills that no payment has paid for yet (decision 0078): the tier held
   * until then (the one paid for), and the next payment, from which the plan's tier is held
   * (null if none will be taken: cancelled, the tier paid for runs to the period's end).
   */
  upgradeFromNextPayment: z
    .object({ tierHeld: badgeTierSchema, nextPaymentAt: z.string().nullable() })
    .nullable(),
  payments: z.array(membershipPaymentSchema),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A plan as the API shows it, with the product it renews. */
const presentPlan = (
  plan: Pick<PlanRow, 'id' | 'tier' | 'period' | 'price' | 'currency'>,
  product: { id: number; key: string; title: string },
): z.infer<typeof planSchema> => ({
  id: plan.id,
  productId: product.id,
  productKey: product.key,
  tier: plan.tier,
  title: product.title,
  period: plan.period,
  price: plan.price,
  currency: plan.currency,
});

function presentSubscription(
  row: SubscriptionRow,
  {
    title,
    productId,
    tier,
    upgradeTier,
  }: {
    title: string;
    productId: number;
    tier: BadgeTier | null;
    upgradeTier: BadgeTier | null;
  },
  payments: Array<{
    id: string;
    amount: number;
    currency: string;
    paidAt: Date;
    returnedAt: Date | null;
  }>,
): z.infer<typeof subscriptionSchema> {
  const renews = row.providerStatus === 'ACTIVE' && row.status !== 'ended';
  const now = new Date();
  const upgrade = upgradeAwaitingApproval(row, now);
  return {
    id: row.id,
    title,
    productId,
    tier,
    period: row.period,
    price: row.price,
    currency: row.currency,
    status: row.status,
    providerStatus: row.providerStatus,
    paidUntil: iso(row.paidUntil),
    graceUntil: iso(row.graceUntil),
    accessUntil: iso(row.accessUntil),
    nextRenewalAt: renews ? iso(row.paidUntil) : null,
    cancelledAt: iso(row.cancelledAt),
    canResume: canResumeSubscription(row, now),
    upgradeAwaitingApproval: upgrade && {
      planId: upgrade.planId,
      tier: upgradeTier,
      askedAt: upgrade.askedAt.toISOString(),
      approveUrl: upgrade.approveUrl,
      expiresAt: upgrade.expiresAt.toISOString(),
    },
    upgradeFromNextPayment:
      row.tierUntilRevisionPaid !== null && isBadgeTier(row.tierUntilRevisionPaid)
        ? {
            tierHeld: row.tierUntilRevisionPaid,
            nextPaymentAt: renews ? iso(row.paidUntil) : null,
          }
        : null,
    payments: payments.map(presentMembershipPayment),
  };
}

/**
 * Memberships that renew themselves (decision 0063): the plans on sale, the member's billing
 * page, subscribe, confirm after PayPal's approval, cancel at the period's end; the founder's
 * plans; the reconcile job. No route takes a period, a price or a status from the browser.
 */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: SubscriptionDeps & { session: SessionReader; catalogChanged: () => void },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guards = createRouteGuards(deps);
  const rateLimit = { max: BILLING_RATE_PER_MINUTE, timeWindow: '1 minute' };
  const founderOnly = guards.authorize(canManageProducts, MANAGE_PLANS_REFUSAL);
  const refundsByFounder = guards.authorize(canRefundMembershipPayments, REFUND_MEMBERSHIP_REFUSAL);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const reconcile = () => {
    running ??= reconcileSubscriptions(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'reconciling subscriptions failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(reconcile, RECONCILE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });

  const presentBilling = async (userId: string) =>
    (await memberBilling(deps.db, userId)).map(({ subscription, payments, ...of }) =>
      presentSubscription(subscription, of, payments),
    );
  const presentOne = async (userId: string, id: string) => {
    const found = (await presentBilling(userId)).find((s) => s.id === id);
    if (!found) throw notFound(COPY.server.checkout.noSuchSubscription);
    return found;
  };

  routes.get('/api/billing/plans', {
    schema: {
      tags: ['billing'],
      summary: 'The memberships on sale, with the period and price the founder set',
      response: { 200: z.object({ plans: z.array(planSchema) }) },
    },
    handler: async () => {
      const rows = await deps.db.transaction((tx) => listActivePlans(tx));
      return {
        plans: rows.map(({ plan, product }) => presentPlan(plan, product)),
      };
    },
  });

  routes.get('/api/billing/subscriptions', {
    schema: {
      tags: ['billing'],
      summary: "The member's memberships: status, next renewal, payments",
      response: {
        200: z.object({ subscriptions: z.array(subscriptionSchema) }),
        ...errorResponses(401),
      },
    },
    ...guards.signedIn,
    handler: async (request) => ({ subscriptions: await presentBilling(request.actor.id) }),
  });

  routes.post('/api/billing/subscriptions', {
    schema: {
      tags: ['billing'],
      summary:
        "Subscribe to a plan: PayPal's subscription is created for the plan's period and price (one still waiting for approval for the same plan is answered again, decision 0072); nothing is granted until PayPal confirms it",
      body: z.object({ planId: z.number().int().positive().max(MAX_SERIAL_ID) }).strict(),
      response: {
        201: z.object({
          subscriptionId: z.string(),
          providerSubscriptionId: z.string(),
          approveUrl: z.string().nullable(),
        }),
        ...errorResponses(400, 401, 404, 409, 429, 503),
      },
    },
    config: { rateLimit },
    ...guards.signedIn,
    handler: async (request, reply) => {
      const { subscription, approveUrl } = await subscribe(
        deps,
        request.actor.id,
        request.body.planId,
      );
      return reply.status(201).send({
        subscriptionId: subscription.id,
        providerSubscriptionId: subscription.providerSubscriptionId,
        approveUrl,
      });
    },
  });

  /**
   * A member's action on one of their subscriptions: no body, and the answer is the
   * subscription as it stands after it.
   */
  const memberAction = (
    action: 'confirm' | 'cancel' | 'resume' | 'upgrade',
    summary: string,
    errors: (400 | 401 | 404 | 409 | 429 | 503)[],
    act: (deps: SubscriptionDeps, userId: string, id: string) => Promise<unknown>,
    method: 'POST' | 'DELETE' = 'POST',
  ) =>
    routes.route({
      method,
      url: `/api/billing/subscriptions/:id/${action}`,
      schema: {
        tags: ['billing'],
        summary,
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.object({ subscription: subscriptionSchema }),
          ...errorResponses(...errors),
        },
      },
      config: { rateLimit },
      ...guards.signedIn,
      handler: async (request) => {
        await act(deps, request.actor.id, request.params.id);
        return { subscription: await presentOne(request.actor.id, request.params.id) };
      },
    });

  memberAction(
    'confirm',
    'The member approved at PayPal: the subscription is read back from PayPal, which alone says it is active and paid; 409 when PayPal does not show it active (decision 0072)',
    [400, 401, 404, 409, 429, 503],
    confirmSubscription,
  );
  memberAction(
    'cancel',
    'Cancel at the end of the paid period: PayPal takes no more payments, access runs until the period ends; one PayPal stopped already is read back and cancelled as it shows, 409 when PayPal neither stops it nor shows it stopped (decision 0071)',
    [400, 401, 404, 409, 429, 503],
    cancelSubscription,
  );
  memberAction(
    'resume',
    'Take back a cancellation while the paid period lasts: PayPal bills again at the period end (decision 0069)',
    [400, 401, 404, 409, 429, 503],
    resumeSubscription,
  );

  routes.post('/api/billing/subscriptions/:id/upgrade', {
    schema: {
      tags: ['billing'],
      summary:
        "Upgrade a badge tier membership to a higher tier's plan: PayPal revises the subscription, billing the new price from the next cycle (decision 0071); approve at PayPal when an approval link is returned; 409 `upgrade_pending` while an earlier one awaits that approval (decision 0077)",
      params: z.object({ id: z.uuid() }),
      body: z.object({ planId: z.number().int().positive().max(MAX_SERIAL_ID) }).strict(),
      response: {
        200: z.object({ subscription: subscriptionSchema, approveUrl: z.string().nullable() }),
        ...errorResponses(400, 401, 404, 409, 429, 503),
      },
    },
    config: { rateLimit },
    ...guards.signedIn,
    handler: async (request) => {
      const { approveUrl } = await upgradeSubscription(
        deps,
        request.actor.id,
        request.params.id,
        request.body.planId,
      );
      return {
        subscription: await presentOne(request.actor.id, request.params.id),
        approveUrl,
      };
    },
  });

  memberAction(
    'upgrade',
    'Withdraw the upgrade awaiting approval at PayPal, so another may be asked (decision 0077); PayPal bills a new plan only if the member approves there anyway',
    [400, 401, 404, 429],
    withdrawUpgrade,
    'DELETE',
  );

  routes.post('/api/billing/subscriptions/:id/demo', {
    schema: {
      tags: ['billing'],
      summary:
        'Development only, with the demo provider: "renew now" takes a payment at once, "fail next payment" fails the renewal now (404 with PayPal)',
      params: z.object({ id: z.uuid() }),
      body: z.object({ action: z.enum(['renew_now', 'fail_next']) }).strict(),
      response: {
        200: z.object({ subscription: subscriptionSchema }),
        ...errorResponses(400, 401, 404, 429),
      },
    },
    config: { rateLimit },
    ...guards.signedIn,
    handler: async (request) => {
      await controlDemoSubscription(deps, request.actor.id, request.params.id, request.body.action);
      return { subscription: await presentOne(request.actor.id, request.params.id) };
    },
  });

  routes.post('/api/admin/subscriptions/:id/refund', {
    schema: {
      tags: ['admin'],
      summary:
        "Refund all of one of a membership's payments through PayPal (founder only, audited): its period of access is taken back (decision 0069)",
      params: z.object({ id: z.uuid() }),
      body: z
        .object({
          paymentId: z.string().trim().min(1).max(200).describe("PayPal's id of the payment"),
          reason: z.string().trim().min(1, 'Say why it is refunded').max(REFUND_REASON_MAX),
        })
        .strict(),
      response: {
        200: z.object({
          status: z.enum(SUBSCRIPTION_STATUSES),
          accessUntil: z.string().nullable(),
        }),
        ...errorResponses(400, 401, 403, 404, 409, 503),
      },
    },
    ...refundsByFounder,
    handler: async (request) => {
      const subscription = await refundSubscriptionPayment(deps, {
        actorId: request.actor.id,
        subscriptionId: request.params.id,
        paymentId: request.body.paymentId,
        reason: request.body.reason,
      });
      if (!subscription) throw notFound(COPY.server.checkout.noSuchSubscription);
      return { status: subscription.status, accessUntil: iso(subscription.accessUntil) };
    },
  });

  /**
   * Sets a product's (tier's) plan for a period and price in the caller's transaction, audited;
   * the founder's plan form and the product editor's sale modes both save through it.
   */
  const savePlan = async (
    tx: Tx,
    actorId: string,
    product: ProductWithTiers,
    tier: BadgeTier | null,
    { period, price }: { period: SubscriptionPeriod; price: number },
  ) => {
    if (!isSubscribableRole(product.role))
      throw badRequest(COPY.server.checkout.onlySignalsAsMembership, 'not_subscribable');
    const plan = await upsertPlan(tx, { productId: product.id, tier, period, price });
    if (!plan) throw new Error('the plan was not stored');
    await recordAudit(tx, {
      actorId,
      action: 'subscription-plan-set',
      details: { product: product.key, tier, period, price },
    });
    return presentPlan(plan, product);
  };

  /**
   * The product (and tier) the founder names: on sale, and a tier said exactly when it has
   * tiers (decision 0071).
   */
  const productAndTier = async (tx: Tx, key: string, tier: BadgeTier | null) => {
    const [product] = await findProductsByKeys(tx, [key]);
    if (!product || product.archivedAt) throw notFound(COPY.server.checkout.noSuchProduct);
    if (product.tiers.length > 0 && tier === null)
      throw badRequest(COPY.server.checkout.tierRequired, 'tier_required');
    if (product.tiers.length === 0 && tier !== null)
      throw badRequest(COPY.server.checkout.noTiers, 'no_tiers');
    if (tier !== null && !product.tiers.some((t) => t.tier === tier))
      throw badRequest(COPY.server.checkout.noSuchTier, 'no_such_tier');
    return product;
  };

  const priceSchema = z.number().superRefine((value, ctx) => {
    const problem = priceProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `The price ${problem}` });
  });

  routes.put('/api/admin/subscription-plans', {
    schema: {
      tags: ['admin'],
      summary:
        'Sell a product (a badge tier) as a membership for a period and price (founder only); a new price is a new PayPal plan, running subscriptions keep theirs',
      body: z
        .object({
          productKey: z.string().min(1).max(100).describe("The product's key (`signals`)"),
          tier: badgeTierSchema
            .nullable()
            .default(null)
            .describe('The badge tier sold (decision 0071); required for a product with tiers'),
          period: z.enum(SUBSCRIPTION_PERIODS),
          price: priceSchema,
        })
        .strict(),
      response: {
        200: z.object({
          plan: planSchema,
          /** PayPal's billing plan made on save; null when PayPal could not be asked (made at the first subscription). */
          providerPlanId: z.string().nullable(),
        }),
        // 409: saved, but PayPal refused its plan (decision 0069), with PayPal's reason.
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    ...founderOnly,
    handler: async (request) => {
      const { productKey, tier, period, price } = request.body;
      const plan = await deps.db.transaction(async (tx) =>
        savePlan(tx, request.actor.id, await productAndTier(tx, productKey, tier), tier, {
          period,
          price,
        }),
      );
      return { plan, providerPlanId: await syncProviderPlan(deps, plan.id) };
    },
  });

  routes.put('/api/admin/products/:key/sale-modes', {
    schema: {
      tags: ['admin'],
      summary:
        "How a product (a badge tier) is sold, the founder's choice (decision 0071): one-time, as a subscription for a period and price, or both; PayPal's plan is kept in step on save",
      params: z.object({ key: z.string().max(100) }),
      body: z
        .object({
          tier: badgeTierSchema
            .nullable()
            .default(null)
            .describe('The badge tier; required for a product with tiers'),
          oneTime: z.boolean().describe('Sold by a one-time purchase (the cart)'),
          subscription: z
            .object({ period: z.enum(SUBSCRIPTION_PERIODS), price: priceSchema })
            .strict()
            .nullable()
            .describe('Sold as a membership for this period and price; null: not sold so'),
        })
        .strict()
        .refine((body) => body.oneTime || body.subscription !== null, {
          message: COPY.server.checkout.soldSomeWay,
        }),
      response: {
        200: z.object({
          oneTime: z.boolean(),
          plan: planSchema.nullable(),
          providerPlanId: z.string().nullable(),
        }),
        // 409: saved, but PayPal refused its plan (decision 0069), with PayPal's reason.
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    ...founderOnly,
    handler: async (request) => {
      const { tier, oneTime, subscription } = request.body;
      const plan = await deps.db.transaction(async (tx) => {
        const product = await productAndTier(tx, request.params.key, tier);
        await setSoldOnce(tx, product.id, tier, oneTime);
        // One period on sale at a time: the others are taken off sale (running ones renew).
        await archivePlans(tx, product.id, tier, subscription ? [subscription.period] : []);
        await recordAudit(tx, {
          actorId: request.actor.id,
          action: 'product-sale-modes-set',
          details: { product: product.key, tier, oneTime, subscription },
        });
        return subscription ? savePlan(tx, request.actor.id, product, tier, subscription) : null;
      });
      deps.catalogChanged();
      return {
        oneTime,
        plan,
        providerPlanId: plan ? await syncProviderPlan(deps, plan.id) : null,
      };
    },
  });
}
