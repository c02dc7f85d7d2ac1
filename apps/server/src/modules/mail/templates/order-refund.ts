import { COPY, formatPrice } from '@bbt/domain';
import { escapeHtml, htmlFrame, paragraph, type RenderedMail } from './layout';

export interface RefundInput {
  order: { id: string; amount: number; refundId: string | null; refundedAt: Date | null };
  /** The titles of what the order sold (tiers included). */
  titles: string[];
  /** Why the money went back, for its buyer. */
  reason: string;
  /** Whether what the order granted was taken back (it was paid for and fulfilled). */
  accessRemoved: boolean;
}

/**
 * Tells the buyer their money went back: how much, the refund's reference and date, why, and
 * whether the access the order gave has ended (decision 0039).
 */
export function renderOrderRefund({
  order,
  titles,
  reason,
  accessRemoved,
}: RefundInput): RenderedMail {
  const subject = `Your Blue Badge order ${order.id.slice(0, 8)} was refunded`;
  const intro = `We refunded ${formatPrice(order.amount)} for ${titles.join(', ')}.`;
  const access = accessRemoved
    ? 'The access this order gave has ended.'
    : 'Nothing from this order was granted, so nothing changes on your account.';
  const facts: Array<[string, string]> = [
    [COPY.mail.orderId, order.id],
    ['Refund reference', order.refundId ?? 'given by PayPal'],
    ['Date', (order.refundedAt ?? new Date()).toISOString().slice(0, 10)],
  ];
  const text = [
    intro,
    reason,
    access,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'PayPal returns the money to the account or card you paid with.',
  ].join('\n');
  const html = htmlFrame(
    subject,
    [
      paragraph(intro),
      paragraph(reason),
      paragraph(access),
      `<p>${facts.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join('<br>')}</p>`,
      paragraph('PayPal returns the money to the account or card you paid with.'),
    ].join('\n'),
  );
  return { subject, text, html };
}
