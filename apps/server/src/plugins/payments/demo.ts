import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './types';

/**
 * The embedded default (ruling 13): approves every payment without money so the whole product
 * works with no keys. Clearly labelled in the web app; production refuses to start with it.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    name: 'demo',
    clientId: null,
    createOrder: async () => ({ providerOrderId: `DEMO-${randomUUID()}` }),
    captureOrder: async (providerOrderId, expected) => ({
      status: 'completed',
      captured: expected,
      captureId: `${providerOrderId}-CAPTURE`,
    }),
    refundCapture: async () => undefined,
  };
}
