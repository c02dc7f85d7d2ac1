import { toMoneyString } from '@bbt/domain';
import {
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  type CaptureOutcome,
  type Money,
  type PaymentProvider,
  type ProviderSubscription,
  type SubscriptionProvider,
} from './types';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  timeoutMs: number;
  /** The id PayPal gave our webhook; without it no notification can be verified. */
  webhookId: string | undefined;
}

interface PayPalCapture {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
  status_details?: { reason?: string };
}

interface PayPalOrder {
  id: string;
  status: string;
  purchase_units?: Array<{ payments?: { captures?: PayPalCapture[] } }>;
}

interface PayPalError {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
}

/** Errors PayPal reports on capture that mean "the buyer's payment did not go through". */
const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'PAYER_ACTION_REQUIRED',
  'ORDER_NOT_APPROVED',
  'TRANSACTION_REFUSED',
]);
const RETRIES = 1;
/** The headers PayPal signs a notification with, as verify-webhook-signature names them. */
const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;
/** What PayPal answers when asked to refund a capture that was refunded already. */
const ALREADY_REFUNDED_ISSUES = new Set(['CAPTURE_FULLY_REFUNDED']);
/**
 * Refusals of a refund or a creation that are not final: our token, PayPal's pace, or the first
 * request under the same id still in progress (its answer was lost to us). Any other 4xx is
 * (decision 0059, decision 0069).
 */
const NOT_FINAL_STATUSES = new Set([401, 408, 409, 429]);
const RETRYABLE_REFUND_ISSUES = new Set(['PREVIOUS_REQUEST_IN_PROGRESS', 'DUPLICATE_REQUEST_ID']);

/**
 * PayPal Orders v2 (and Payments v2 for refunds), called by the server only: an OAuth
 * client-credentials token (cached until it expires), create, capture and refund with a
 * `PayPal-Request-Id`, so a retried call (ours after a time-out, or a second capture of the
 * same order) is answered with PayPal's first result.
 */
export function createPayPalProvider(settings: PayPalSettings): PaymentProvider {
  let token: { value: string; expiresAt: number } | undefined;

  async function send(path: string, init: RequestInit): Promise<Response> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      try {
        const response = await fetch(`${settings.apiBase}${path}`, {
          ...init,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (response.status < 500) return response;
        lastError = new Error(`PayPal answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
    }
    throw new PaymentProviderUnavailable(
      `PayPal is not reachable right now (${String(lastError)})`,
    );
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok)
      throw new PaymentProviderUnavailable(`PayPal refused our credentials (${response.status})`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renew a minute early so a token never expires between our check and PayPal's.
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call(path: string, requestId: string, body?: unknown): Promise<Response> {
    return send(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function read(path: string): Promise<Response> {
    return send(path, { headers: { authorization: `Bearer ${await accessToken()}` } });
  }

  /** What an order's first capture says: completed (with its amount), pending or not paid. */
  function outcomeOf(order: PayPalOrder): CaptureOutcome {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture)
      return { status: 'declined', reason: 'PayPal reported no capture for this order.' };
    if (capture.status === 'PENDING') {
      const why = capture.status_details?.reason ?? 'under review';
      return {
        status: 'pending',
        reason: `The payment is pending at PayPal (${why}); nothing was charged yet.`,
        captureId: capture.id,
      };
    }
    if (capture.status !== 'COMPLETED' || !capture.amount) {
      return { status: 'declined', reason: `The payment was not completed (${capture.status}).` };
    }
    const captured: Money = {
      amount: Number(capture.amount.value),
      currency: capture.amount.currency_code,
    };
    return { status: 'completed', captured, captureId: capture.id };
  }

  async function created<T>(response: Response, what: string): Promise<T> {
    if (!response.ok)
      throw new PaymentProviderUnavailable(`PayPal could not ${what} (${response.status})`);
    return (await response.json()) as T;
  }

  /**
   * A creation PayPal may refuse for good (decision 0069): a final 4xx says why, with PayPal's
   * reason; out of reach, or not final, it is unavailable as `created` says.
   */
  async function createdUnlessRefused<T>(response: Response, what: string): Promise<T> {
    if (response.ok || NOT_FINAL_STATUSES.has(response.status)) return created<T>(response, what);
    const error = (await response.json().catch(() => ({}))) as PayPalError;
    const issue = error.details?.[0]?.issue ?? error.name ?? `HTTP ${response.status}`;
    const description = error.details?.[0]?.description ?? error.message;
    throw new PaymentProviderRefused(
      `PayPal refused to ${what} (${issue}${description ? `: ${description}` : ''})`,
    );
  }

  /**
   * Suspends or activates a subscription (decision 0069). PayPal answers 422 when it is not
   * in a status it can move from: already where asked is done; anything else (a cancelled
   * subscription, which PayPal never activates again) is refused for good.
   */
  async function moveSubscription(
    id: string,
    action: 'suspend' | 'activate',
    reason: string,
    target: 'SUSPENDED' | 'ACTIVE',
  ) {
    const response = await call(
      `/v1/billing/subscriptions/${encodeURIComponent(id)}/${action}`,
      `${action}-${id}-${Date.now()}`,
      { reason: reason.slice(0, 127) },
    );
    if (response.ok) return;
    if (response.status === 422) {
      const { status } = await subscriptions.getSubscription(id);
      if (status === target) return;
      throw new PaymentProviderRefused(
        `PayPal can't ${action} the subscription while it is ${status}`,
      );
    }
    throw new PaymentProviderUnavailable(
      `PayPal could not ${action} the subscription (${response.status})`,
    );
  }

  /** PayPal's Catalog Products and Subscriptions APIs (decision 0063). */
  const subscriptions: SubscriptionProvider = {
    async createPlan(plan) {
      const providerProductId =
        plan.providerProductId ??
        (
          await createdUnlessRefused<{ id: string }>(
            await call('/v1/catalogs/products', `product-${plan.reference}`, {
              name: plan.productName,
              description: plan.productDescription.slice(0, 256),
              type: 'SERVICE',
              category: 'SOFTWARE',
            }),
            'create the catalog product',
          )
        ).id;
      const billingPlan = await createdUnlessRefused<{ id: string }>(
        await call('/v1/billing/plans', `plan-${plan.reference}`, {
          product_id: providerProductId,
          name: `${plan.productName} (${plan.period === 'week' ? 'weekly' : 'monthly'})`,
          billing_cycles: [
            {
              frequency: { interval_unit: plan.period.toUpperCase(), interval_count: 1 },
              tenure_type: 'REGULAR',
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: {
                fixed_price: {
                  value: toMoneyString(plan.price.amount),
                  currency_code: plan.price.currency,
                },
              },
            },
          ],
          // PayPal retries a failed payment itself; after three failures it suspends.
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
        }),
        'create the billing plan',
      );
      return { providerProductId, providerPlanId: billingPlan.id };
    },

    async createSubscription({ providerPlanId, customId, reference, returnUrl }) {
      const subscription = await created<{
        id: string;
        links?: Array<{ rel: string; href: string }>;
      }>(
        await call('/v1/billing/subscriptions', `subscription-${reference}`, {
          plan_id: providerPlanId,
          custom_id: customId,
          application_context: {
            user_action: 'SUBSCRIBE_NOW',
            return_url: returnUrl,
            cancel_url: returnUrl,
          },
        }),
        'create the subscription',
      );
      const approve = subscription.links?.find((l) => l.rel === 'approve')?.href ?? null;
      return { id: subscription.id, approveUrl: approve };
    },

    async getSubscription(id): Promise<ProviderSubscription> {
      const body = await created<{
        id: string;
        status: string;
        plan_id: string;
        custom_id?: string;
        billing_info?: { last_failed_payment?: { time?: string } };
      }>(
        await read(`/v1/billing/subscriptions/${encodeURIComponent(id)}`),
        'show the subscription',
      );
      const failed = body.billing_info?.last_failed_payment?.time;
      return {
        id: body.id,
        status: body.status,
        planId: body.plan_id,
        customId: body.custom_id ?? null,
        lastFailedAt: failed ? new Date(failed) : null,
      };
    },

    async listSubscriptionPayments(id, since) {
      const query = new URLSearchParams({
        start_time: since.toISOString(),
        end_time: new Date().toISOString(),
      });
      const body = await created<{
        transactions?: Array<{
          id: string;
          status: string;
          time: string;
          amount_with_breakdown?: { gross_amount?: { currency_code: string; value: string } };
        }>;
      }>(
        await read(`/v1/billing/subscriptions/${encodeURIComponent(id)}/transactions?${query}`),
        "list the subscription's payments",
      );
      return (body.transactions ?? []).flatMap((t) => {
        const gross = t.amount_with_breakdown?.gross_amount;
        const returned = t.status === 'REFUNDED' || t.status === 'REVERSED';
        if (!gross || (t.status !== 'COMPLETED' && !returned)) return [];
        return [
          {
            id: t.id,
            amount: { amount: Number(gross.value), currency: gross.currency_code },
            paidAt: new Date(t.time),
            returned,
          },
        ];
      });
    },

    async cancelSubscription(id, reason) {
      const response = await call(
        `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`,
        `cancel-${id}`,
        { reason: reason.slice(0, 127) },
      );
      if (response.ok) return;
      // PayPal refuses to cancel what is not live: one cancelled already (by the member at
      // PayPal, or our earlier call) needs nothing more; one still waiting for approval can
      // still be approved and bill, so it is not taken as cancelled.
      if (response.status === 422) {
        const { status } = await subscriptions.getSubscription(id);
        if (status === 'CANCELLED' || status === 'EXPIRED') return;
        throw new PaymentProviderUnavailable(
          `PayPal can't cancel the subscription while it is ${status}`,
        );
      }
      throw new PaymentProviderUnavailable(
        `PayPal could not cancel the subscription (${response.status})`,
      );
    },

    async refundPayment(paymentId) {
      // The whole sale: PayPal's request id makes a second ask answer with the first refund.
      const response = await call(
        `/v1/payments/sale/${encodeURIComponent(paymentId)}/refund`,
        `refund-sale-${paymentId}`,
        {},
      );
      if (response.ok) return;
      const error = (await response.json().catch(() => ({}))) as PayPalError;
      if (error.name === 'TRANSACTION_ALREADY_REFUNDED') return;
      if (response.status === 400 || response.status === 422)
        throw new PaymentProviderRefused(
          `PayPal refused the refund: ${error.message ?? error.name ?? response.status}`,
        );
      throw new PaymentProviderUnavailable(
        `PayPal could not refund the payment (${response.status})`,
      );
    },

    async reviseSubscription(id, { providerPlanId, returnUrl }) {
      const response = await call(
        `/v1/billing/subscriptions/${encodeURIComponent(id)}/revise`,
        `revise-${id}-${providerPlanId}`,
        {
          plan_id: providerPlanId,
          application_context: { return_url: returnUrl, cancel_url: returnUrl },
        },
      );
      const revised = await createdUnlessRefused<{ links?: Array<{ rel: string; href: string }> }>(
        response,
        'revise the subscription',
      );
      return { approveUrl: revised.links?.find((l) => l.rel === 'approve')?.href ?? null };
    },

    async suspendSubscription(id, reason) {
      await moveSubscription(id, 'suspend', reason, 'SUSPENDED');
    },

    async activateSubscription(id, reason) {
      await moveSubscription(id, 'activate', reason, 'ACTIVE');
    },
  };

  return {
    name: 'paypal',
    clientId: settings.clientId,
    subscriptions,

    async createOrder({ amount, reference }) {
      const response = await call(`/v2/checkout/orders`, `create-${reference}`, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: reference,
            amount: { currency_code: amount.currency, value: toMoneyString(amount.amount) },
          },
        ],
      });
      if (!response.ok) {
        throw new PaymentProviderUnavailable(
          `PayPal could not create the order (${response.status})`,
        );
      }
      const order = (await response.json()) as PayPalOrder;
      return { providerOrderId: order.id };
    },

    async captureOrder(providerOrderId): Promise<CaptureOutcome> {
      const response = await call(
        `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`,
        `capture-${providerOrderId}`,
      );
      if (!response.ok) {
        const error = (await response.json().catch(() => ({}))) as PayPalError;
        const issue = error.details?.[0]?.issue ?? error.name ?? `HTTP ${response.status}`;
        if (DECLINE_ISSUES.has(issue) || response.status === 422) {
          return { status: 'declined', reason: `The payment was declined (${issue}).` };
        }
        throw new PaymentProviderUnavailable(`PayPal could not capture the order (${issue})`);
      }
      return outcomeOf((await response.json()) as PayPalOrder);
    },

    async checkCapture(providerOrderId) {
      const response = await read(`/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`);
      if (!response.ok)
        throw new PaymentProviderUnavailable(
          `PayPal could not show the order (${response.status})`,
        );
      return outcomeOf((await response.json()) as PayPalOrder);
    },

    async refundCapture(captureId, refund) {
      // Without an amount PayPal refunds what remains of the capture; with one, that part,
      // under our refund's id so the notification of it names it back (decision 0058).
      const response = await call(
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        refund ? `refund-${refund.id}` : `refund-${captureId}`,
        refund && {
          amount: {
            value: toMoneyString(refund.amount.amount),
            currency_code: refund.amount.currency,
          },
          custom_id: refund.id,
        },
      );
      if (response.ok) return { refundId: ((await response.json()) as { id: string }).id };
      const error = (await response.json().catch(() => ({}))) as PayPalError;
      const issue = error.details?.[0]?.issue ?? error.name ?? `HTTP ${response.status}`;
      if (ALREADY_REFUNDED_ISSUES.has(issue)) return { refundId: null };
      if (NOT_FINAL_STATUSES.has(response.status) || RETRYABLE_REFUND_ISSUES.has(issue))
        throw new PaymentProviderUnavailable(`PayPal could not refund the payment (${issue})`);
      const description = error.details?.[0]?.description ?? error.message;
      throw new PaymentProviderRefused(
        `PayPal refused the refund (${issue}${description ? `: ${description}` : ''})`,
      );
    },

    async verifyWebhook({ headers, rawBody }) {
      if (!settings.webhookId) return false;
      const fields: string[] = [];
      for (const [field, header] of Object.entries(TRANSMISSION_HEADERS)) {
        const value = headers[header];
        if (typeof value !== 'string' || value === '') return false;
        fields.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
      }
      fields.push(`"webhook_id":${JSON.stringify(settings.webhookId)}`);
      // The event goes back exactly as it came: PayPal checks its signature over those bytes.
      const body = `{${fields.join(',')},"webhook_event":${rawBody}}`;
      const response = await send('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
        },
        body,
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as { verification_status?: string };
      return answer.verification_status === 'SUCCESS';
    },
  };
}
