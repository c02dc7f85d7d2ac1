import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';

/** What a member who already owns a product sees: the end date, a renewal, a word at sign-in. */
describe('owners in the shop', () => {
  const journey = useJourney();

  it('shows a signals holder when access ends, and offers a renewal from that end', async () => {
    const { page } = journey;
    await page.request.post('/api/dev/sign-in', { data: { as: 'support' } });
    await page.request.put('/api/cart', { data: { items: [{ product: 'signals' }] } });
    const created = await (await page.request.post('/api/checkout/orders')).json();
    const captured = await page.request.post(`/api/checkout/orders/${created.orderId}/capture`);
    expect(captured.status()).toBe(200);

    await page.goto('/products/signals');
    await expectVisible(page.getByText(/Your access runs until/), 'the end of access');
    await (await expectVisible(page.getByRole('button', { name: /^Renew/ }), 'Renew')).click();
    await page.goto('/cart');
    await expectVisible(page.getByText(/Renewal: 7 more days/), 'the renewal line');
  });

  it('says which products were left out of a guest cart at sign-in because they are owned', async () => {
    const { page } = journey;
    await page.goto('/products/indicator');
    await (await expectVisible(page.getByRole('button', { name: /Buy Now/ }), 'Buy Now')).click();
    await expectVisible(page.getByText(/added to your cart/), 'the added-to-cart toast');

    // The premium member owns the indicator already: signing in leaves it out, and says so.
    await page.request.post('/api/dev/sign-in', { data: { as: 'premium' } });
    await page.goto('/cart');
    await expectVisible(
      page.getByText(/because you already own it: Blue Badge Trend Indicator/),
      'the left-out note',
    );
  });
});
