import type { AppConfig } from '../../config';
import { createDemoProvider } from './demo';
import type { DemoSubscriptionStore } from './demo-subscriptions';
import { createPayPalProvider } from './paypal';
import type { PaymentProvider } from './types';

/**
 * PayPal when its keys are set, else the demo provider (config.ts refuses it in production),
 * which keeps its subscriptions' state in `demoStore` (memory when none is given).
 */
export function createPaymentProvider(
  config: AppConfig,
  demoStore?: DemoSubscriptionStore,
): PaymentProvider {
  if (config.paypal && !config.demoPayments) return createPayPalProvider(config.paypal);
  return createDemoProvider(demoStore);
}

export type { DemoSubscriptionStore } from './demo-subscriptions';
export * from './types';
