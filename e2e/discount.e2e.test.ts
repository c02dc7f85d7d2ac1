import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';

/** The 15% the first-visit popup promises: a code from the mailing list, priced by the server. */
describe('the mailing-list discount', () => {
  const journey = useJourney();

  it('gives a code at signup that takes 15% off one order of the member it belongs to', async () => {
    const { page } = journey;
    expect(
      (await page.request.post('/api/dev/sign-in', { data: { as: 'marketing' } })).status(),
    ).toBe(200);
    const { user } = await (await page.request.get('/api/me')).json();

    // Joining from the footer's newsletter form shows the code at once.
    await page.goto('/products');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(user.email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const code = (
      await (await expectVisible(footer.locator('code'), 'the discount code')).innerText()
    ).trim();
    expect(code).toMatch(/^BB15-/);

    expect(
      (
        await page.request.put('/api/cart', { data: { items: [{ product: 'indicator' }] } })
      ).status(),
    ).toBe(200);
    await page.goto('/cart');
    await page.getByLabel('Discount code').fill(code);
    // The coupon field has its own Apply (decision 0051): Enter submits this field's form.
    await page.getByLabel('Discount code').press('Enter');
    const summary = page.locator('dl');
    await expectVisible(summary.getByText('-$5.25'), 'the 15% discount line');
    await expectVisible(summary.getByText('$29.74 USD'), 'the discounted total');
    // The indicator is an invite-only TradingView script (decision 0045).
    await page.getByLabel('TradingView username').fill('marketing_trader');

    await (
      await expectVisible(page.getByRole('button', { name: /Demo payment/ }), 'Demo payment')
    ).click();
    await expectVisible(page.getByText('your order has been fulfilled'), 'the fulfilled message');
    const [order] = (await (await page.request.get('/api/orders')).json()).orders;
    expect(order).toMatchObject({ status: 'completed', amount: 29.74 });

    // Used once: the code is refused the second time.
    await page.request.put('/api/cart', { data: { items: [{ product: 'signals' }] } });
    const again = await page.request.put('/api/cart/discount', { data: { code } });
    expect(again.status()).toBe(409);
  });
});
