import type { SubscriptionPeriod } from '@bbt/domain';
export interface Money {
  amount: number;
  currency: string;
}

export type CaptureOutcome =
  | { status: 'completed'; captured: Money; captureId: string }
  /** The provider holds the money for review; nothing is granted until it completes. */
  | { status: 'pending'; reason: string; captureId: string }
  | { status: 'declined'; reason: string };

/** One refund of part or all of a capture, under our own id (decision 0058). */
export interface RefundRequest {
  amount: Money;
  /** Our refund's id: its idempotency key, and what PayPal's notification of it carries back. */
  id: string;
}

/** The transmission headers PayPal signs a notification with, and its body exactly as sent. */
export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** A billing plan as we ask the provider for it (decision 0063): what it sells, how often, for how much. */
export interface PlanRequest {
  /** Our plan's id: the idempotency key of its creation. */
  reference: string;
  productName: string;
  productDescription: string;
  period: SubscriptionPeriod;
  price: Money;
  /** The provider's catalog product, when one was created already. */
  providerProductId: string | null;
}

/** A subscription as the provider shows it now, read back from it (never from the browser). */
export interface ProviderSubscription {
  id: string;
  /** The provider's status (APPROVAL_PENDING, ACTIVE, SUSPENDED, CANCELLED, EXPIRED...). */
  status: string;
  planId: string;
  /** Our member's id, as we gave it when creating the subscription. */
  customId: string | null;
  /** The last payment it failed to take, if PayPal reports one. */
  lastFailedAt: Date | null;
}

/** A completed payment of a subscription, by the provider's transaction id. */
export interface ProviderSubscriptionPayment {
  id: string;
  amount: Money;
  paidAt: Date;
  /** Refunded or reversed since. */
  returned: boolean;
}

/** Memberships that renew themselves (decision 0063): PayPal's Catalog and Subscriptions APIs. */
export interface SubscriptionProvider {
  /**
   * Creates the catalog product (unless given) and a billing plan for the price and period.
   * Throws PaymentProviderRefused when the provider refuses either for good (with its reason),
   * PaymentProviderUnavailable when it could not be asked.
   */
  createPlan(plan: PlanRequest): Promise<{ providerProductId: string; providerPlanId: string }>;
  /** Creates a subscription awaiting the member's approval; its approval link, if any. */
  createSubscription(input: {
    providerPlanId: string;
    customId: string;
    reference: string;
    /** Where PayPal sends the member back after approving (or not). */
    returnUrl: string;
  }): Promise<{ id: string; approveUrl: string | null }>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  /** The completed payments since `since`, returned ones marked. */
  listSubscriptionPayments(id: string, since: Date): Promise<ProviderSubscriptionPayment[]>;
  /** Stops the subscription: no more payments are taken. Safe to repeat. */
  cancelSubscription(id: string, reason: string): Promise<void>;
  /**
   * Holds the subscription: no payment is taken until it is activated again (how a member's
   * cancellation stays resumable until the period's end, decision 0069). Safe to repeat.
   */
  suspendSubscription(id: string, reason: string): Promise<void>;
  /**
   * Lets a held subscription bill again on its schedule. Safe to repeat; throws
   * PaymentProviderRefused when the provider cannot (a cancelled subscription stays so).
   */
  activateSubscription(id: string, reason: string): Promise<void>;
  /**
   * Moves the subscription to another billing plan (decision 0071): the provider bills the new
   * plan's price from the next cycle, once the member approved when it asks them to (its
   * approval link, or null when it took effect without). Throws PaymentProviderRefused when
   * the provider refuses for good, PaymentProviderUnavailable when it could not be asked.
   */
  reviseSubscription(
    id: string,
    input: { providerPlanId: string; returnUrl: string },
  ): Promise<{ approveUrl: string | null }>;
  /**
   * Gives all of one payment (a sale) back to the member, once: asked again, or for a payment
   * given back already, it answers as done. Throws PaymentProviderRefused when the provider
   * refuses for good (too old a sale), PaymentProviderUnavailable when it could not be asked.
   */
  refundPayment(paymentId: string): Promise<void>;
  /**
   * The demo provider's development-only control (PayPal has none): "renew now" takes a
   * payment at once, "fail next payment" fails the renewal now.
   */
  control?(id: string, action: 'renew_now' | 'fail_next'): Promise<void>;
}

/** A payment provider as the checkout sees it: create an order for an amount, capture it. */
export interface PaymentProvider {
  readonly name: 'paypal' | 'demo';
  /** The public client id the browser's payment buttons need (null for the demo provider). */
  readonly clientId: string | null;
  createOrder(input: { amount: Money; reference: string }): Promise<{ providerOrderId: string }>;
  /**
   * Captures an approved order. Safe to call again for the same order: providers that support
   * it receive an idempotency key derived from the order id. `expected` is what we priced.
   */
  captureOrder(providerOrderId: string, expected: Money): Promise<CaptureOutcome>;
  /**
   * Asks where an order's capture stands now, without capturing again: how a capture held
   * for review is followed until it settles.
   */
  checkCapture(providerOrderId: string, expected: Money): Promise<CaptureOutcome>;
  /**
   * Gives money of a capture back to the buyer: `refund.amount` of it (decision 0058), or all
   * that remains without one. Safe to call again: a repeated `refund.id` (else the
   * capture) is answered with the first refund, and a capture with nothing left to refund is
   * answered as done (its refund id then unknown, null). Throws PaymentProviderUnavailable
   * when it could not be asked (asking again may work), PaymentProviderRefused when it refused
   * the refund for good.
   */
  refundCapture(captureId: string, refund?: RefundRequest): Promise<{ refundId: string | null }>;
  /**
   * Whether a notification really comes from the provider for our webhook; false when
   * webhooks are not configured. Throws PaymentProviderUnavailable when it could not be asked.
   */
  verifyWebhook(delivery: WebhookDelivery): Promise<boolean>;
  readonly subscriptions: SubscriptionProvider;
}

/** The provider could not be reached or answered with a server error; the caller may retry. */
export class PaymentProviderUnavailable extends Error {
  override name = 'PaymentProviderUnavailable';
}

/**
 * The provider refused the request for good (a 4xx that asking again would meet again, such as
 * a refund beyond what remains of the capture): the message names its reason (decision 0059).
 */
export class PaymentProviderRefused extends Error {
  override name = 'PaymentProviderRefused';
}
