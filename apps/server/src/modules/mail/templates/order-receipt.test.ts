import { COPY } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { renderOrderReceipt, type ReceiptInput } from './order-receipt';

const demoOrder: ReceiptInput = {
  seller: 'Blue Badge Traders LLC, 1 Market Street, Springfield; tax no. US-123',
  buyer: { name: 'Jamal Carter', email: 'jamal@example.com' },
  signalsUntil: new Date('2026-05-15T10:00:00Z'),
  order: {
    id: '6f1c2a9e-0000-4000-8000-000000000001',
    provider: 'demo',
    providerOrderId: 'DEMO-42',
    captureId: 'DEMO-CAPTURE-42',
    amount: 24.99,
    discountCode: null,
    completedAt: new Date('2026-05-01T10:00:00Z'),
  },
  lines: [
    { title: 'Blue Badge Trader', tier: 3, unitPrice: 5, purchase: 'upgrade', fromTier: 2 },
    { title: 'Signals', tier: null, unitPrice: 19.99, purchase: 'renew', fromTier: null },
  ],
  discountPercent: 0,
};

describe('renderOrderReceipt', () => {
  it('says a demo order took no money, and names upgrades and renewals', () => {
    const { subject, text, html } = renderOrderReceipt(demoOrder);
    expect(subject).toBe(COPY.mail.receiptSubject(demoOrder.order.id));
    expect(text).toContain(COPY.cart.demoPayment);
    expect(html).toContain(COPY.cart.demoPayment);
    expect(text).toContain('Blue Badge Trader (tier 3): $5.00');
    expect(text).toContain(COPY.cart.upgradeFrom(2));
    expect(text).toContain(COPY.cart.renewal(7));
    expect(text).toContain('Subtotal: $22.49');
    expect(text).toContain(`${COPY.cart.taxOfTotal(10)}: $2.50`);
    expect(text).toContain('Total paid: $24.99');
    expect(text).not.toContain('Discount');
  });

  it('names the seller, the buyer and when the signals bought run until', () => {
    const { text, html } = renderOrderReceipt(demoOrder);
    for (const body of [text, html.replaceAll('&lt;', '<').replaceAll('&gt;', '>')]) {
      expect(body).toContain(
        'Blue Badge Traders LLC, 1 Market Street, Springfield; tax no. US-123',
      );
      expect(body).toContain('Jamal Carter <jamal@example.com>');
      expect(body).toContain(COPY.mail.signalsUntil('2026-05-15'));
    }
    const badgeOnly = renderOrderReceipt({ ...demoOrder, signalsUntil: null });
    expect(badgeOnly.text).not.toContain(COPY.mail.signalsUntil('2026-05-15'));
  });

  it('escapes what it did not write itself in the HTML', () => {
    const { html } = renderOrderReceipt({
      ...demoOrder,
      lines: [{ ...demoOrder.lines[1]!, title: '<img src=x onerror=alert(1)>' }],
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
