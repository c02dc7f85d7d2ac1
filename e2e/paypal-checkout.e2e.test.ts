import { afterAll, describe, expect, it } from 'vitest';
import { startFakePayPal } from '../apps/server/src/test/fake-paypal';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';
import { useFakePayPalSdk } from './support/fake-paypal-sdk';

const CLIENT = { clientId: 'e2e-client', clientSecret: 'e2e-secret' };

/**
 * Checkout through PayPal's window (a stand-in for its SDK, the fake PayPal API behind): tier 3
 * bought opens the signals room; closing the window cancels the order and lets go of its
 * discount code (decision 0052).
 */
describe('checkout through PayPal', () => {
  let paypal: Awaited<ReturnType<typeof startFakePayPal>> | undefined;
  const journey = useJourney({
    serverEnv: async () => {
      paypal = await startFakePayPal(CLIENT);
      return paypal.appEnv();
    },
  });
  afterAll(() => paypal?.stop());

  it('buys tier 3 through PayPal, and the signals room opens to the buyer', async () => {
    const { page } = journey;
    await page.request.post('/api/dev/sign-in', { data: { as: 'support' } });
    await page.goto('/signals');
    await expectVisible(
      page.getByRole('heading', { name: 'Active signals are for premium members' }),
      'the locked signals before buying',
    );
    await page.request.put('/api/cart', { data: { items: [{ product: 'badge', tier: 3 }] } });
    await useFakePayPalSdk(page);

    await page.goto('/cart');
    // Tier 3 includes the indicator, an invite-only TradingView script (decision 0045).
    await page.getByLabel('TradingView username').fill('support_trader');
    await (await expectVisible(page.getByRole('button', { name: 'PayPal' }), 'PayPal')).click();
    const paypalWindow = page.getByRole('dialog', { name: 'PayPal' });
    await (
      await expectVisible(paypalWindow.getByRole('button', { name: 'Pay now' }), 'Pay now')
    ).click();
    await expectVisible(page.getByText('your order has been fulfilled'), 'the fulfilled message');
    const { user } = await (await page.request.get('/api/me')).json();
    expect(user.badgeTier).toBe(3);

    await page.goto('/signals');
    await expectVisible(
      page.getByRole('heading', { name: /Active signals/ }).first(),
      'the active signals',
    );
    await expect(
      page.getByRole('heading', { name: 'Active signals are for premium members' }).count(),
    ).resolves.toBe(0);
    expect((await (await page.request.get('/api/signals')).json()).canRead).toBe(true);
  });

  it('an abandoned PayPal window frees the code', async () => {
    const { page } = journey;
    await page.request.post('/api/dev/sign-in', { data: { as: 'free' } });
    const { user } = await (await page.request.get('/api/me')).json();
    const joined = await page.request.post('/api/mailing-list', { data: { email: user.email } });
    const { code } = (await joined.json()).discountCode;
    await page.request.put('/api/cart', { data: { items: [{ product: 'signals' }] } });
    expect((await page.request.put('/api/cart/discount', { data: { code } })).status()).toBe(200);
    await useFakePayPalSdk(page);

    await page.goto('/cart');
    const payPal = await expectVisible(page.getByRole('button', { name: 'PayPal' }), 'PayPal');
    await payPal.click();
    const paypalWindow = page.getByRole('dialog', { name: 'PayPal' });
    await (
      await expectVisible(
        paypalWindow.getByRole('button', { name: 'Close the PayPal window' }),
        "PayPal's window",
      )
    ).click();
    await expectVisible(page.getByText(/Payment window closed/), 'the cancelled toast');

    // The code is free at once: the next attempt is a new order priced with it, and it pays.
    await payPal.click();
    await (
      await expectVisible(paypalWindow.getByRole('button', { name: 'Pay now' }), 'Pay now')
    ).click();
    await expectVisible(page.getByText('your order has been fulfilled'), 'the fulfilled message');
    const { orders } = await (await page.request.get('/api/orders')).json();
    expect(orders.map((o: { status: string }) => o.status)).toEqual(['completed', 'cancelled']);
    expect(orders[0]).toMatchObject({ discountCode: code, amount: 16.99 });
  });
});
