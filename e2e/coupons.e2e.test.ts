import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';

/** Decision 0051: a coupon the founder makes in the console, priced by the server at the cart. */
describe('coupons', () => {
  const journey = useJourney();

  it('are made by the founder in the console and take their amount off a member’s order', async () => {
    const { page } = journey;
    const code = `JOURNEY-${Date.now().toString(36).toUpperCase()}`;
    expect(
      (await page.request.post('/api/dev/sign-in', { data: { as: 'founder' } })).status(),
    ).toBe(200);
    await page.goto('/admin/coupons');
    await (await expectVisible(page.getByLabel('Code'), 'the code field')).fill(code);
    await page.getByLabel('Percent off (1 to 100)').fill('20');
    await page.getByLabel('Limit per member (optional)').fill('1');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expectVisible(page.getByText(`Coupon ${code} is ready: 20% off`), 'the created toast');
    const row = page.getByRole('row').filter({ hasText: code });
    await expectVisible(row.getByText('Active'), 'the new coupon listed as active');

    // Support holds no badge in any journey (the free member's tier 2 includes signals).
    expect(
      (await page.request.post('/api/dev/sign-in', { data: { as: 'support' } })).status(),
    ).toBe(200);
    expect(
      (await page.request.put('/api/cart', { data: { items: [{ product: 'signals' }] } })).status(),
    ).toBe(200);
    await page.goto('/cart');
    const field = await expectVisible(page.getByLabel('Coupon code'), 'the coupon field');
    await field.fill('NOT-A-COUPON');
    await field.press('Enter');
    await expectVisible(page.getByText('There is no such coupon'), 'the refusal');
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    const summary = page.locator('dl');
    await expectVisible(summary.getByText('-$4.00'), 'the coupon line');
    await expectVisible(summary.getByText('$15.99 USD'), 'the reduced total');

    await (
      await expectVisible(page.getByRole('button', { name: /Demo payment/ }), 'Demo payment')
    ).click();
    await expectVisible(page.getByText('your order has been fulfilled'), 'the fulfilled message');
    const [order] = (await (await page.request.get('/api/orders')).json()).orders;
    expect(order).toMatchObject({
      status: 'completed',
      amount: 15.99,
      couponCode: code,
      discountAmount: 4,
    });
  });
});
