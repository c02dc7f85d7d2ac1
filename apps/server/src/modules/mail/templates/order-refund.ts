import { COPY, formatPrice, toCents } from '@bbt/domain';
import { escapeHtml, htmlFrame, paragraph, type RenderedMail } from './layout';

export interface RefundInput {
  order: {
    id: string;
    amount: number;
    /** What the order's refunds add up to, this one included. */
    refundedAmount: number;
    refundId: string | null;
    refundedAt: Date | null;
  };
  /** What this refund gave back: all of the order, or part of it (decision 0058). */
  refunded: number;
  /** The titles of what the order sold (tiers included). */
  titles: string[];
  /** Why the money went back, for its buyer. */
  reason: string;
  /**
   * What became of the access the order gave: taken back (paid for, fulfilled and now wholly
   * refunded), kept (a partial refund), or none was ever granted.
   */
  access: 'ended' | 'kept' | 'never_granted';
}

const ACCESS_LINES: Record<RefundInput['access'], string> = {
  ended: 'The access this order gave has ended.',
  kept: 'You keep what this order gave you.',
  never_granted: 'Nothing from this order was granted, so nothing changes on your account.',
};

/**
 * Tells the buyer their money went back: how much (of how much they paid, when part), the
 * refund's reference and date, why, and what became of the access the order gave (decisions
 * 0039 and 0058).
 */
export function renderOrderRefund({
  order,
  refunded,
  titles,
  reason,
  access: accessNow,
}: RefundInput): RenderedMail {
  const all = toCents(order.refundedAmount) >= toCents(order.amount);
  const subject = all
    ? `Your Blue Badge order ${order.id.slice(0, 8)} was refunded`
    : `Part of your Blue Badge order ${order.id.slice(0, 8)} was refunded`;
  const what = titles.join(', ');
  const paid = formatPrice(order.amount);
  const intro =
    toCents(refunded) >= toCents(order.amount)
      ? `We refunded ${formatPrice(refunded)} for ${what}.`
      : all
        ? `We refunded the last ${formatPrice(refunded)} of the ${paid} you paid for ${what}: all of it is now refunded.`
        : `We refunded ${formatPrice(refunded)} of the ${paid} you paid for ${what}.`;
  const access = ACCESS_LINES[accessNow];
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
