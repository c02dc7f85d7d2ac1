import { randomUUID } from 'node:crypto';
import { createDemoSubscriptions, type DemoSubscriptionStore } from './demo-subscriptions';
import type { Money, PaymentProvider } from './types';

/**
 * The embedded default (ruling 13): approves every payment without money so the whole product
 * works with no keys. Clearly labelled in the web app; production refuses to start with it.
 * It sends no notifications, so it verifies none.
 */
export function createDemoProvider(store?: DemoSubscriptionStore): PaymentProvider {
  const completed = (providerOrderId: string, expected: Money) => ({
    status: 'completed' as const,
    captured: expected,
    captureId: `${providerOrderId}-CAPTURE`,
  });
  return {
    name: 'demo',
    clientId: null,
    createOrder: async () => ({ providerOrderId: `DEMO-${randomUUID()}` }),
    captureOrder: async (providerOrderId, expected) => completed(providerOrderId, expected),
    checkCapture: async (providerOrderId, expected) => completed(providerOrderId, expected),
    refundCapture: async (captureId, refund) => ({
      refundId: refund ? `DEMO-REFUND-${refund.id}` : `${captureId}-REFUND`,
    }),
    verifyWebhook: async () => false,
    subscriptions: createDemoSubscriptions(store),
  };
}
