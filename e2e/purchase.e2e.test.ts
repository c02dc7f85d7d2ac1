import { COPY } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectHidden, expectPath, expectVisible } from './support/expectations';

describe('buying the Blue Badge plan', () => {
  const journey = useJourney();

  it('goes from the landing tab to a paid tier 2 badge the member owns', async () => {
    const { page } = journey;
    const signIn = await page.request.post('/api/dev/sign-in', { data: { as: 'free' } });
    expect(signIn.status()).toBe(200);

    await page.goto('/');
    await (
      await expectVisible(page.getByRole('tab', { name: 'Blue badge' }), 'the Blue badge tab')
    ).click();
    const panel = page.getByRole('tabpanel');
    await (
      await expectVisible(panel.getByRole('link', { name: /Buy Now/ }), 'Buy Now in the tab')
    ).click();
    await expectPath(page, '/products/badge');

    await (
      await expectVisible(page.getByRole('radio', { name: /Tier 2/ }), 'the Tier 2 plan')
    ).check();
    await (
      await expectVisible(page.getByRole('button', { name: /Buy Now/ }), 'the Buy Now button')
    ).click();
    await expectVisible(page.getByText(/added to your cart/), 'the added-to-cart toast');
    // Check Cart took Buy Now's place, and the focus with it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^Check Cart/);

    await page.goto('/cart');
    const summary = page.locator('dl');
    await expectVisible(summary.getByText('$12.99'), 'the total of 12.99');
    const amounts = await summary.locator('dd').allInnerTexts();
    expect(amounts.map((a) => a.trim())).toEqual(['$11.69', '$1.30', '$12.99 USD']);

    // Tier 2 includes the indicator, an invite-only TradingView script (decision 0045).
    await page.getByLabel('TradingView username').fill('free_trader');
    await (
      await expectVisible(
        page.getByRole('button', { name: /Demo payment/ }),
        'the Demo payment button',
      )
    ).click();
    await expectVisible(page.getByText('Operation was successful'), 'the success toast');
    await expectVisible(page.getByText('your order has been fulfilled'), 'the fulfilled message');
    // Focus moves to the message that replaced the pay button, not to the top of the page.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement === document.body ? '' : document.activeElement?.textContent,
        ),
      )
      .toMatch(/^your order has been fulfilled/i);

    await page.goto('/products');
    const badgeCard = page.getByRole('article').filter({ hasText: 'Blue Badge Trader' });
    await expectVisible(
      badgeCard.getByRole('button', { name: 'Owned' }),
      'Owned on the badge card',
    );

    const me = await (await page.request.get('/api/me')).json();
    expect(me.user).toMatchObject({ badgeTier: 2, roles: { blue_badge_trader: true } });

    // Tier 2 held: the badge page offers tier 3 as an upgrade for the difference.
    await page.goto('/products/badge');
    await expectVisible(
      page.getByText(/You hold tier 2: moving up to tier 3 costs \$2\.00/),
      'the upgrade note',
    );
    await (
      await expectVisible(page.getByRole('button', { name: /^Upgrade/ }), 'the Upgrade button')
    ).click();
    await expectVisible(page.getByText(/Your cart now holds|added to your cart/), 'the cart toast');
    await page.goto('/cart');
    await expectVisible(page.getByText(/Upgrade from tier 2/), 'the upgrade line');
    await expectVisible(page.locator('dl').getByText('$2.00 USD'), 'the total of the difference');
    await (
      await expectVisible(page.getByRole('button', { name: /Demo payment/ }), 'Demo payment')
    ).click();
    await expectVisible(page.getByText('your order has been fulfilled'), 'the fulfilled message');
    const upgraded = await (await page.request.get('/api/me')).json();
    expect(upgraded.user.badgeTier).toBe(3);

    // Tier 3 includes full premium signals (decision 0042): the signals room opens.
    await page.goto('/signals');
    await expectVisible(
      page.getByRole('heading', { level: 2, name: /^Active signals/ }),
      'the active signals heading',
    );
    await expectHidden(
      page.getByText('Active signals are for premium members'),
      'the locked signals notice',
    );
    // And the indicator, included from tier 1, is owned, never sold again.
    await page.goto('/products/indicator');
    await expectVisible(
      page.getByText(/is included in your Blue Badge tier 3: you already own it/),
      'the included note',
    );
    await expectVisible(
      page.getByRole('button', { name: 'Included in your badge' }),
      'Included in your badge on the indicator, instead of Buy Now',
    );
    await expectHidden(page.getByRole('button', { name: /Buy Now/ }), 'Buy Now on the indicator');
  });

  it('lets the buyer cancel an order awaiting payment from the orders page', async () => {
    const { page } = journey;
    // The analyst holds no badge: the free member's tier 3 above includes the indicator.
    await page.request.post('/api/dev/sign-in', { data: { as: 'analyst' } });
    expect(
      (
        await page.request.put('/api/cart', { data: { items: [{ product: 'indicator' }] } })
      ).status(),
    ).toBe(200);
    const created = await page.request.post('/api/checkout/orders', {
      data: { tradingViewUsername: 'analyst_trader' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/orders');
    const awaiting = page.getByRole('article').filter({ hasText: 'Awaiting payment' }).first();
    await (
      await expectVisible(awaiting.getByRole('button', { name: 'Cancel order' }), 'Cancel order')
    ).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await (
      await expectVisible(
        dialog.getByRole('button', { name: 'Cancel order' }),
        'the confirm button',
      )
    ).click();
    await expectVisible(page.getByText(/Order cancelled: nothing will be charged/), 'the toast');
    await expectVisible(
      page.getByRole('article').filter({ hasText: COPY.server.checkout.cancelledByBuyer }).first(),
      'the cancelled order',
    );
  });
});
