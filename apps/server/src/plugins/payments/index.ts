import type { AppConfig } from '../../config';
import { createDemoProvider } from './demo';
import { createPayPalProvider } from './paypal';
import type { PaymentProvider } from './types';

/** PayPal when its keys are set, else the demo provider (config.ts refuses it in production). */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.paypal && !config.demoPayments) return createPayPalProvider(config.paypal);
  return createDemoProvider();
}

export * from './types';
