import { toCents } from '@bbt/domain';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import type { MailOutbox } from '../mail';
import { findSubscriptionByProviderId, findSubscriptionPayment } from './subscriptions-repo';
import {
  applyProviderNews,
  type ProviderNews,
  type SubscriptionSettings,
} from './subscriptions-service';

/** BILLING.SUBSCRIPTION.* carry the subscription as PayPal shows it. */
const subscriptionResource = z.object({
  id: z.string(),
  status: z.string(),
  billing_info: z
    .object({ last_failed_payment: z.object({ time: z.string() }).optional() })
    .optional(),
});

/** PAYMENT.SALE.*: a payment of a subscription (its billing agreement), or its refund. */
const saleResource = z.object({
  id: z.string(),
  sale_id: z.string().optional(),
  billing_agreement_id: z.string().optional(),
  create_time: z.string().optional(),
  amount: z.object({ total: z.string(), currency: z.string() }).optional(),
});

export const isSubscriptionEvent = (eventType: string) =>
  eventType.startsWith('BILLING.SUBSCRIPTION.') || eventType.startsWith('PAYMENT.SALE.');

/** What applying a subscription's notification did (the webhook's outcome). */
export interface SubscriptionApplied {
  subscriptionId: string | null;
  outcome: string;
  memberChanged?: string;
}

/** Our subscription a notification is about, and what it says of it. */
async function newsOf(
  tx: Tx,
  eventType: string,
  resource: unknown,
): Promise<{ subscriptionId: string; news: ProviderNews } | { ignored: string }> {
  const ours = async (providerId: string, news: ProviderNews) => {
    const row = await findSubscriptionByProviderId(tx, providerId);
    return row ? { subscriptionId: row.id, news } : { ignored: 'unknown_subscription' };
  };
  if (eventType.startsWith('BILLING.SUBSCRIPTION.')) {
    const subscription = subscriptionResource.parse(resource);
    const failed = subscription.billing_info?.last_failed_payment?.time;
    return ours(subscription.id, {
      providerStatus: subscription.status,
      lastFailedAt: failed ? new Date(failed) : null,
    });
  }
  const sale = saleResource.parse(resource);
  if (eventType === 'PAYMENT.SALE.COMPLETED') {
    if (!sale.billing_agreement_id || !sale.amount) return { ignored: 'not_a_subscription' };
    return ours(sale.billing_agreement_id, {
      payments: [
        {
          id: sale.id,
          amount: { amount: Number(sale.amount.total), currency: sale.amount.currency },
          paidAt: sale.create_time ? new Date(sale.create_time) : new Date(),
          returned: false,
        },
      ],
    });
  }
  if (eventType === 'PAYMENT.SALE.REFUNDED' || eventType === 'PAYMENT.SALE.REVERSED') {
    // A refund names its sale; a reversal is the sale itself.
    const payment = await findSubscriptionPayment(tx, sale.sale_id ?? sale.id);
    if (!payment) return { ignored: 'unknown_payment' };
    // Part of a payment given back (a goodwill refund at PayPal) leaves its period paid: only
    // the whole amount takes the period back.
    if (
      eventType === 'PAYMENT.SALE.REFUNDED' &&
      sale.amount &&
      toCents(Number(sale.amount.total)) < toCents(payment.amount)
    )
      return { ignored: 'partial_refund_period_kept' };
    return { subscriptionId: payment.subscriptionId, news: { returned: [payment.id] } };
  }
  return { ignored: 'ignored_type' };
}

/**
 * Applies one verified notification of a subscription, in the webhook's transaction (the
 * event is stored once per id by the caller, decision 0039): a status or failure it reports,
 * a payment taken (once per PayPal transaction id), a payment given back. PayPal's status in
 * a notification may be older than one already applied; the reconcile job reads the current
 * one back (decision 0063).
 */
export async function applySubscriptionEvent(
  tx: Tx,
  outbox: MailOutbox,
  settings: SubscriptionSettings,
  eventType: string,
  resource: unknown,
): Promise<SubscriptionApplied> {
  const found = await newsOf(tx, eventType, resource);
  if ('ignored' in found) return { subscriptionId: null, outcome: found.ignored };
  const applied = await applyProviderNews(
    tx,
    outbox,
    settings,
    found.subscriptionId,
    found.news,
    new Date(),
  );
  if (!applied) return { subscriptionId: null, outcome: 'unknown_subscription' };
  return {
    subscriptionId: applied.subscription.id,
    outcome: `subscription_${applied.subscription.status}`,
    memberChanged: applied.accessChanged ? applied.subscription.userId : undefined,
  };
}
