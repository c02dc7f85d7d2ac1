import { mkdir, readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';

/** Where the journey leaves its screenshots, to be looked at (not compared). */
const SCREENSHOTS = '/tmp/e2e-delivery';

// Decision 0045: the indicator bought with the demo payment hands over a license key and its
// package, shown on the success screen and /orders, downloaded through a signed link.
describe('buying the indicator', () => {
  // Support holds no badge in any journey, so the indicator is still for sale to them.
  const journey = useJourney();
  beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

  it('asks for the TradingView username, then shows the key and downloads the package', async () => {
    const { page } = journey;
    const signIn = await page.request.post('/api/dev/sign-in', { data: { as: 'support' } });
    expect(signIn.status()).toBe(200);

    await page.goto('/products/indicator');
    await (
      await expectVisible(page.getByRole('button', { name: /Buy Now/ }), 'Buy Now on the indicator')
    ).click();
    await expectVisible(page.getByText(/added to your cart/), 'the added-to-cart toast');

    await page.goto('/cart');
    const username = await expectVisible(
      page.getByLabel('TradingView username'),
      'the TradingView username field',
    );
    const pay = page.getByRole('button', { name: /Demo payment/ });
    // Without a username the server refuses, and the cart stays.
    await (await expectVisible(pay, 'the Demo payment button')).click();
    await expectVisible(
      page.getByText(/Enter your TradingView username/).first(),
      'the refusal for a missing username',
    );
    await username.fill('e2e trader');
    await username.blur();
    await expectVisible(
      page.getByText(/3 to 30 letters, digits or underscores/).first(),
      'the field says what a username is',
    );
    await username.fill('e2e_trader');
    await pay.click();

    const success = page.getByRole('status').filter({ hasText: 'your order has been fulfilled' });
    await expectVisible(success, 'the success screen');
    const key = await expectVisible(
      success.locator('code'),
      'the license key on the success screen',
    );
    const keyText = (await key.innerText()).trim();
    expect(keyText).toMatch(/^BBT(-[0-9A-Z]{5}){4}$/);
    await expectVisible(
      success.getByText(/share the indicator with TradingView account e2e_trader/),
      'the TradingView note',
    );
    await expectVisible(
      success.getByRole('link', { name: /Download the Blue Badge indicator package/ }),
      'the package download on the success screen',
    );
    await page.screenshot({ path: `${SCREENSHOTS}/success-1440.png`, fullPage: true });

    await page.goto('/orders');
    const order = page.getByRole('article').filter({ hasText: keyText });
    await expectVisible(order, 'the order with its key on /orders');
    const download = await expectVisible(
      order.getByRole('link', { name: /Download the Blue Badge indicator package/ }),
      'the package download on /orders',
    );
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('blue-badge-indicator.zip');
    const bytes = await readFile((await file.path()) ?? '');
    // A zip: its local file header, then the Pine Script inside.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.toString('latin1')).toContain('blue-badge-indicator.pine');

    const href = (await download.getAttribute('href')) ?? '';
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');

    const verified = await page.request.post('/api/licenses/verify', { data: { key: keyText } });
    expect(await verified.json()).toEqual({ valid: true, product: expect.any(String) });

    await page.screenshot({ path: `${SCREENSHOTS}/orders-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/orders');
    await expectVisible(
      page.getByRole('article').filter({ hasText: keyText }),
      'the order at 360 px',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/orders-360.png`, fullPage: true });
  });
});
