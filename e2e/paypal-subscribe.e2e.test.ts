import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakePayPal } from '../apps/server/src/test/fake-paypal';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';
import { blockPayPalSdk, useFakePayPalSdk } from './support/fake-paypal-sdk';

const CLIENT = { clientId: 'e2e-client', clientSecret: 'e2e-secret' };

/**
 * Subscribing with PayPal's subscription button (decision 0072), a stand-in for its SDK with
 * the fake PayPal API behind: the server opens the subscription, the buyer approves in
 * PayPal's window, the server reads it back from PayPal and only then grants access.
 */
describe('a signals membership through PayPal', () => {
  let paypal: Awaited<ReturnType<typeof startFakePayPal>> | undefined;
  const journey = useJourney({
    serverEnv: async () => {
      paypal = await startFakePayPal(CLIENT);
      return paypal.appEnv();
    },
  });
  afterAll(() => paypal?.stop());
  const fake = () => {
    if (!paypal) throw new Error('the fake PayPal did not start');
    return paypal.subscriptions;
  };

  /** Signs in as `as`, with the founder's weekly plan on sale (saving it makes PayPal's plan). */
  async function signedInWithPlan(page: Page, as: 'free' | 'support' | 'marketing' | 'premium') {
    const signIn = async (who: string) =>
      expect((await page.request.post('/api/dev/sign-in', { data: { as: who } })).status()).toBe(
        200,
      );
    await signIn('founder');
    const saved = await page.request.put('/api/admin/subscription-plans', {
      data: { productKey: 'signals', period: 'week', price: 9.99 },
    });
    expect(saved.status()).toBe(200);
    await signIn(as);
    const { user } = await (await page.request.get('/api/me')).json();
    return user.id as string;
  }
  const memberships = async (page: Page) =>
    (await (await page.request.get('/api/billing/subscriptions')).json()).subscriptions as Array<{
      id: string;
      status: string;
      accessUntil: string | null;
    }>;
  const canReadSignals = async (page: Page) =>
    (await (await page.request.get('/api/signals')).json()).canRead as boolean;
  /**
   * Access opens within the second decision 0028 promises for any change of a member: a read
   * of the page's begun before the grant may keep the old row for half a second.
   */
  const expectSignalsOpen = (page: Page) =>
    expect.poll(() => canReadSignals(page), { timeout: 2_000 }).toBe(true);

  it("subscribes in PayPal's window, and access opens once PayPal shows it active", async () => {
    const { page } = journey;
    const memberId = await signedInWithPlan(page, 'free');
    expect(await canReadSignals(page)).toBe(false);
    await useFakePayPalSdk(page, { approveSubscription: (id) => fake().approve(id) });

    await page.goto('/account/billing');
    await (await expectVisible(page.getByRole('button', { name: 'PayPal' }), 'PayPal')).click();
    const paypalWindow = page.getByRole('dialog', { name: 'PayPal' });
    await (
      await expectVisible(
        paypalWindow.getByRole('button', { name: 'Agree and subscribe' }),
        "PayPal's window",
      )
    ).click();
    await expectVisible(
      page.getByRole('status').filter({ hasText: 'Your membership is active' }),
      'the active state',
    );
    const card = page.getByTestId('subscription');
    await expectVisible(card.getByText('Active', { exact: true }), 'the active membership');
    // PayPal holds it under our member's id; the page never said who or how much.
    const [atPayPal] = [...fake().subscriptions.values()];
    expect(atPayPal).toMatchObject({ customId: memberId, status: 'ACTIVE' });
    await expectSignalsOpen(page);
  });

  it("closing PayPal's window grants nothing and says so; PayPal again, after a reload, approves the same one", async () => {
    const { page } = journey;
    await signedInWithPlan(page, 'support');
    const approved: string[] = [];
    await useFakePayPalSdk(page, {
      approveSubscription: (id) => {
        approved.push(id);
        return fake().approve(id);
      },
    });
    const opened = fake().calls.createSubscription;

    await page.goto('/account/billing');
    const payPal = await expectVisible(page.getByRole('button', { name: 'PayPal' }), 'PayPal');
    await payPal.click();
    const paypalWindow = page.getByRole('dialog', { name: 'PayPal' });
    await (
      await expectVisible(
        paypalWindow.getByRole('button', { name: 'Close the PayPal window' }),
        "PayPal's window",
      )
    ).click();
    await expectVisible(
      page.getByRole('status').filter({ hasText: 'nothing was charged and no membership started' }),
      'the closed window message',
    );
    expect((await memberships(page)).map((s) => s.status)).toEqual(['pending']);
    expect(await canReadSignals(page)).toBe(false);
    await expect(page.getByTestId('subscription').count()).resolves.toBe(0);

    // Even after a reload, the server answers the subscription waiting for approval again.
    await page.reload();
    await (await expectVisible(payPal, 'PayPal after the reload')).click();
    await (
      await expectVisible(
        paypalWindow.getByRole('button', { name: 'Agree and subscribe' }),
        "PayPal's window again",
      )
    ).click();
    await expectVisible(
      page.getByRole('status').filter({ hasText: 'Your membership is active' }),
      'the active state',
    );
    expect(fake().calls.createSubscription - opened).toBe(1);
    expect(approved).toHaveLength(1);
    await expectSignalsOpen(page);
  });

  it('an approval PayPal does not show active is refused by the server: nothing granted', async () => {
    const { page } = journey;
    await signedInWithPlan(page, 'marketing');
    // The window says "approved", but PayPal declined it and cancelled the subscription.
    await useFakePayPalSdk(page, {
      approveSubscription: (id) => fake().setStatus(id, 'CANCELLED'),
    });

    await page.goto('/account/billing');
    await (await expectVisible(page.getByRole('button', { name: 'PayPal' }), 'PayPal')).click();
    await (
      await expectVisible(
        page
          .getByRole('dialog', { name: 'PayPal' })
          .getByRole('button', { name: 'Agree and subscribe' }),
        "PayPal's window",
      )
    ).click();
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'PayPal does not show this membership as active' }),
      'the refusal',
    );
    expect(await memberships(page)).toEqual([
      expect.objectContaining({ status: 'ended', accessUntil: null }),
    ]);
    const card = page.getByTestId('subscription');
    await expectVisible(card.getByText('Ended', { exact: true }), 'the ended membership');
    expect(await card.getByTestId('access-until').innerText()).toBe('—');
  });

  // Decision 0077: an upgrade PayPal holds for the member's approval is shown until settled.
  it('shows an upgrade awaiting approval at PayPal, withdraws it, and applies one approved', async () => {
    const { page } = journey;
    const signIn = async (as: 'founder' | 'analyst') =>
      expect((await page.request.post('/api/dev/sign-in', { data: { as } })).status()).toBe(200);
    await signIn('founder');
    const planOf: Record<number, number> = {};
    for (const [tier, price] of [
      [1, 9],
      [3, 39],
    ] as const) {
      const saved = await page.request.put('/api/admin/products/badge/sale-modes', {
        data: { tier, oneTime: true, subscription: { period: 'month', price } },
      });
      expect(saved.status()).toBe(200);
      planOf[tier] = (await saved.json()).plan.id;
    }
    await signIn('analyst');
    const opened = await page.request.post('/api/billing/subscriptions', {
      data: { planId: planOf[1] },
    });
    expect(opened.status()).toBe(201);
    const { subscriptionId, providerSubscriptionId } = await opened.json();
    fake().approve(providerSubscriptionId);
    expect(
      (await page.request.post(`/api/billing/subscriptions/${subscriptionId}/confirm`)).status(),
    ).toBe(200);

    await page.goto('/account/billing');
    const card = page.getByTestId('subscription').filter({ hasText: 'Tier 1' });
    const upgrade = card.getByRole('button', { name: /Upgrade to Tier 3/ });
    const toPayPal = () => page.waitForURL(/\/webapps\/billing\/subscriptions\/update\?ba_token=/);
    let atPayPal = toPayPal();
    await (await expectVisible(upgrade, 'the upgrade offer')).click();
    await atPayPal;
    // The member leaves PayPal without approving: the card says what awaits, and where.
    await page.goto('/account/billing');
    const awaiting = card.getByTestId('upgrade-awaiting');
    await expectVisible(
      awaiting.getByText(/Upgrade to Tier 3 awaiting your approval at PayPal/),
      'the upgrade awaiting approval',
    );
    expect(
      await awaiting.getByRole('link', { name: 'Continue at PayPal' }).getAttribute('href'),
    ).toMatch(/ba_token=/);
    expect(await upgrade.count()).toBe(0);

    await awaiting.getByRole('button', { name: 'Cancel upgrade request' }).click();
    await expectVisible(upgrade, 'the upgrade offered again');
    expect(await awaiting.count()).toBe(0);

    atPayPal = toPayPal();
    await upgrade.click();
    await atPayPal;
    fake().approveRevision(providerSubscriptionId);
    await page.goto(`/account/billing?confirm=${subscriptionId}`);
    const upgraded = page.getByTestId('subscription').filter({ hasText: 'Tier 3' });
    await expectVisible(upgraded.getByText(/\$39\.00 every month/), 'the new tier and price');
    expect(await upgraded.getByTestId('upgrade-awaiting').count()).toBe(0);
  });

  it("falls back to PayPal's approval page when PayPal's script is blocked", async () => {
    const { page } = journey;
    await signedInWithPlan(page, 'premium');
    await blockPayPalSdk(page);

    await page.goto('/account/billing');
    await expectVisible(page.getByText(/button could not be loaded/), 'the fallback notice');
    const approvalPage = page.waitForURL(/\/webapps\/billing\/subscriptions\?ba_token=/);
    await page.getByRole('button', { name: 'Subscribe weekly' }).click();
    await approvalPage;
    const token = new URL(page.url()).searchParams.get('ba_token') ?? '';
    fake().approve(token);
    const [waiting] = await memberships(page);
    await page.goto(`/account/billing?confirm=${waiting?.id}`);
    await expectVisible(
      page.getByTestId('subscription').getByText('Active', { exact: true }),
      'the active membership',
    );
  });
});
