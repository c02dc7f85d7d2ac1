import {
  cartTotals,
  cartTotalsLessCents,
  COPY,
  formatPrice,
  LIMITS,
  TAX_RATE,
  toCents,
  type PurchaseKind,
  type BadgeTier,
} from '@bbt/domain';
import { escapeHtml, htmlFrame, paragraph, type RenderedMail } from './layout';

export interface ReceiptInput {
  /** Who sells (the outbox's seller: SELLER_DETAILS). */
  seller: string;
  buyer: { name: string; email: string };
  /** When the premium signals the order sold run until; null when it sold none. */
  signalsUntil: Date | null;
  order: {
    id: string;
    provider: 'paypal' | 'demo';
    providerOrderId: string;
    captureId: string | null;
    amount: number;
    discountCode: string | null;
    /** The coupon the order was priced with (decision 0051), and what it took off. */
    couponCode?: string | null;
    discountAmount?: number;
    completedAt: Date | null;
  };
  lines: Array<{
    title: string;
    tier: BadgeTier | null;
    unitPrice: number;
    purchase: PurchaseKind;
    fromTier: BadgeTier | null;
  }>;
  /** The percentage the order's discount code took off (0 without one). */
  discountPercent: number;
  /** What the order hands over besides roles (decision 0045). */
  delivery?: {
    licenseKeys: Array<{ product: string; key: string }>;
    /** The titles of the files it hands over, downloaded from the orders page. */
    downloads: string[];
    /** The TradingView account the indicator will be shared with, when one was asked. */
    tradingViewUsername: string | null;
  };
}

/** The receipt's paragraphs on the keys, downloads and invite, as label and value lines. */
function deliveryLines(delivery: ReceiptInput['delivery']): string[] {
  if (!delivery) return [];
  return [
    ...delivery.licenseKeys.map(({ product, key }) => `License key for ${product}: ${key}`),
    ...(delivery.downloads.length > 0
      ? [
          `Downloads (on your Orders page, through links that work a few minutes): ${delivery.downloads.join(', ')}`,
        ]
      : []),
    ...(delivery.tradingViewUsername
      ? [
          `We will share the indicator with the TradingView account ${delivery.tradingViewUsername} and mail you when it is done.`,
        ]
      : []),
  ];
}

function lineTitle(line: ReceiptInput['lines'][number]): string {
  const tier = line.tier === null ? '' : ` (tier ${line.tier})`;
  return `${line.title}${tier}`;
}

function lineNote(line: ReceiptInput['lines'][number]): string | null {
  if (line.purchase === 'upgrade' && line.fromTier !== null)
    return COPY.cart.upgradeFrom(line.fromTier);
  if (line.purchase === 'renew') return COPY.cart.renewal(LIMITS.signalsAccessDays);
  return null;
}

/**
 * The receipt of a completed order: its lines (tier, upgrade or renewal), the discount, and
 * the tax breakdown exactly as the cart showed it (prices include 10% tax), with the order id
 * and the payment provider's references. A demo order says no money was taken.
 */
export function renderOrderReceipt({
  seller,
  buyer,
  signalsUntil,
  order,
  lines,
  discountPercent,
  delivery,
}: ReceiptInput): RenderedMail {
  const delivered = [
    ...(signalsUntil ? [COPY.mail.signalsUntil(signalsUntil.toISOString().slice(0, 10))] : []),
    ...deliveryLines(delivery),
  ];
  const prices = lines.map((line) => line.unitPrice);
  const totals = order.couponCode
    ? cartTotalsLessCents(prices, toCents(order.discountAmount ?? 0))
    : cartTotals(prices, discountPercent);
  const day = (order.completedAt ?? new Date()).toISOString().slice(0, 10);
  const payment =
    order.provider === 'demo'
      ? `demo ${order.providerOrderId}`
      : `PayPal order ${order.providerOrderId}${order.captureId ? `, capture ${order.captureId}` : ''}`;
  const rows: Array<[string, string]> = [
    ...lines.map((line): [string, string] => [lineTitle(line), formatPrice(line.unitPrice)]),
  ];
  if (order.discountCode)
    rows.push([
      COPY.mail.discount(order.discountCode, discountPercent),
      formatPrice(-totals.discount),
    ]);
  if (order.couponCode)
    rows.push([COPY.mail.coupon(order.couponCode), formatPrice(-totals.discount)]);
  const summary: Array<[string, string]> = [
    [COPY.cart.subtotal, formatPrice(totals.subtotal)],
    [COPY.cart.taxOfTotal(TAX_RATE * 100), formatPrice(totals.tax)],
  ];
  const total: [string, string] = [
    `${COPY.cart.total} ${COPY.mail.paid.toLowerCase()}`,
    formatPrice(order.amount),
  ];
  const taxNote = COPY.cart.taxIncluded(TAX_RATE * 100);
  const demoNote = order.provider === 'demo' ? COPY.cart.demoPayment : null;
  const facts: Array<[string, string]> = [
    [COPY.mail.soldBy, seller],
    [COPY.mail.soldTo, `${buyer.name} <${buyer.email}>`],
    [COPY.mail.orderId, order.id],
    ['Date', day],
    [COPY.mail.paymentId, payment],
  ];

  const text = [
    COPY.mail.receiptIntro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(demoNote ? ['', `** ${demoNote} **`] : []),
    '',
    ...lines.flatMap((line) => {
      const note = lineNote(line);
      return [`${lineTitle(line)}: ${formatPrice(line.unitPrice)}`, ...(note ? [`  ${note}`] : [])];
    }),
    ...rows.slice(lines.length).map(([label, value]) => `${label}: ${value}`),
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    `${total[0]}: ${total[1]}`,
    '',
    taxNote,
    ...(delivered.length > 0 ? ['', ...delivered] : []),
  ].join('\n');

  const cells = ([label, value]: [string, string], note: string | null = null) =>
    `<tr><td>${escapeHtml(label)}${note ? `<br><span class="note">${escapeHtml(note)}</span>` : ''}</td><td class="amount">${escapeHtml(value)}</td></tr>`;
  const html = htmlFrame(
    COPY.mail.receiptSubject(order.id),
    [
      paragraph(COPY.mail.receiptIntro),
      `<p>${facts.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join('<br>')}</p>`,
      demoNote ? `<p><strong>${escapeHtml(demoNote)}</strong></p>` : '',
      '<table role="presentation">',
      ...lines.map((line, i) => cells(rows[i] as [string, string], lineNote(line))),
      ...rows.slice(lines.length).map((row) => cells(row)),
      ...summary.map((row) => cells(row)),
      `<tr class="total"><td>${escapeHtml(total[0])}</td><td class="amount">${escapeHtml(total[1])}</td></tr>`,
      '</table>',
      `<p class="note">${escapeHtml(taxNote)}</p>`,
      ...delivered.map(paragraph),
    ].join('\n'),
  );
  return { subject: COPY.mail.receiptSubject(order.id), text, html };
}
