export interface Money {
  amount: number;
  currency: string;
}

export type CaptureOutcome =
  | { status: 'completed'; captured: Money; captureId: string }
  /** The provider holds the money for review; nothing is granted until it completes. */
  | { status: 'pending'; reason: string }
  | { status: 'declined'; reason: string };

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
   * Gives a whole capture back to the buyer. Safe to call again for the same capture: a
   * repeat is answered as done. Throws PaymentProviderUnavailable when it could not be asked.
   */
  refundCapture(captureId: string): Promise<void>;
}

/** The provider could not be reached or answered with a server error; the caller may retry. */
export class PaymentProviderUnavailable extends Error {
  override name = 'PaymentProviderUnavailable';
}
