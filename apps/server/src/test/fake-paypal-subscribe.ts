import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { subscriptions } from '../db/schema';
import type { startFakePayPal } from './fake-paypal';
import type { TestApp } from './test-app';

type AsMember = (method: 'POST', url: string, payload?: object) => Promise<LightMyRequestResponse>;

/**
 * Subscribes the member `asMember` sends for to a plan, approves it at the fake PayPal with a
 * first payment at `firstPaidAt` (the subscription opened then, so the payment is its own), and
 * confirms it as the billing page does: its ids and the subscription the confirmation answers.
 */
export async function subscribeAtFakePayPal(
  t: Pick<TestApp, 'db'>,
  paypal: Awaited<ReturnType<typeof startFakePayPal>>,
  asMember: AsMember,
  planId: number,
  firstPaidAt: Date,
) {
  const created = await asMember('POST', '/api/billing/subscriptions', { planId });
  expect(created.statusCode, created.body).toBe(201);
  const { subscriptionId, providerSubscriptionId } = created.json();
  await t.db
    .update(subscriptions)
    .set({ createdAt: firstPaidAt })
    .where(eq(subscriptions.id, subscriptionId));
  paypal.subscriptions.approve(providerSubscriptionId, firstPaidAt);
  const confirmed = await asMember('POST', `/api/billing/subscriptions/${subscriptionId}/confirm`);
  expect(confirmed.statusCode).toBe(200);
  return {
    id: subscriptionId as string,
    providerId: providerSubscriptionId as string,
    subscription: confirmed.json().subscription,
  };
}
