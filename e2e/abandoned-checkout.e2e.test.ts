import { afterAll, describe, expect, it } from 'vitest';
import { startFakePayPal } from '../apps/server/src/test/fake-paypal';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';
import { useFakePayPalSdk } from './support/fake-paypal-sdk';

const CLIENT = { clientId: 'e2e-client', clientSecret: 'e2e-secret' };

/** Decision 0052: closing PayPal's window cancels the order and lets go of its discount code. */
describe('checkout that lets go', () => {
  let paypal: Awaited<ReturnType<typeof startFakePayPal>> | undefined;
  const journey = useJourney({
    serverEnv: async () => {
      paypal = await startFakePayPal(CLIENT);
      return {
        PAYPAL_CLIENT_ID: CLIENT.clientId,
        PAYPAL_CLIENT_SECRET: CLIENT.clientSecret,
        PAYPAL_API_BASE: paypal.url,
      };
    },
  });
  afterAll(() => paypal?.stop());

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
