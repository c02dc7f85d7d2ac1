// @vitest-environment happy-dom
import { formatDateTime } from '@bbt/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { Plan, Subscription } from '../api/billing';
import { SubscriptionCard } from './subscription-card';

const DAY = 86_400_000;
const paidUntil = new Date(Date.now() + 2 * DAY).toISOString();
const pastDue: Subscription = {
  id: '7b0c3f1e-2d7a-4a51-9a55-0f3c1d2e4b6a',
  title: 'Premium signals',
  productId: 3,
  tier: null,
  period: 'week',
  price: 9.99,
  currency: 'USD',
  status: 'past_due',
  providerStatus: 'ACTIVE',
  paidUntil,
  graceUntil: new Date(Date.now() + 5 * DAY).toISOString(),
  accessUntil: new Date(Date.now() + 5 * DAY).toISOString(),
  nextRenewalAt: paidUntil,
  cancelledAt: null,
  canResume: false,
  upgradeAwaitingApproval: null,
  upgradeFromNextPayment: null,
  payments: [
    {
      id: 'SALE-1',
      amount: 9.99,
      currency: 'USD',
      paidAt: new Date(Date.now() - 5 * DAY).toISOString(),
      returned: false,
    },
  ],
};

/** A higher badge tier's weekly plan: an upgrade of a weekly tier 1 membership. */
const weeklyTier3: Plan = {
  id: 13,
  productId: 2,
  productKey: 'badge',
  tier: 3,
  title: 'Blue Badge Trader',
  period: 'week',
  price: 30,
  currency: 'USD',
};

function renderCard(subscription: Subscription, demo = false, plans: Plan[] = []) {
  const api = installFakeFetch();
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <SubscriptionCard subscription={subscription} demo={demo} plans={plans} />
    </Providers>,
  );
  return { api, user: userEvent.setup() };
}

describe('SubscriptionCard (decision 0063)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the payment failed and until when access is kept, with its payments', () => {
    renderCard(pastDue);
    const card = screen.getByTestId('subscription');
    expect(within(card).getByText('Payment failed')).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toMatch(/update your payment method/);
    expect(within(card).getByRole('cell', { name: 'SALE-1' })).toBeTruthy();
    // No demo control with PayPal.
    expect(within(card).queryByRole('button', { name: /demo/ })).toBeNull();
  });

  it('cancels only after the confirmation, naming the end of the paid period', async () => {
    const { api, user } = renderCard({ ...pastDue, status: 'active', graceUntil: null });
    api.on('POST', `/api/billing/subscriptions/${pastDue.id}/cancel`, () => ({
      body: { subscription: { ...pastDue, status: 'cancelling', providerStatus: 'SUSPENDED' } },
    }));
    await user.click(screen.getByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/Nothing more will be charged/);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    await vi.waitFor(() =>
      expect(api.requests.filter((r) => r.url.endsWith('/cancel'))).toHaveLength(1),
    );
  });

  it('offers resume only while a cancellation can be taken back, and asks the server', async () => {
    const cancelling: Subscription = {
      ...pastDue,
      status: 'cancelling',
      providerStatus: 'SUSPENDED',
      graceUntil: null,
      nextRenewalAt: null,
      cancelledAt: new Date().toISOString(),
      canResume: true,
    };
    const { api, user } = renderCard(cancelling);
    api.on('POST', `/api/billing/subscriptions/${pastDue.id}/resume`, () => ({
      body: { subscription: { ...cancelling, status: 'active', canResume: false } },
    }));
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume membership' }));
    await vi.waitFor(() =>
      expect(api.requests.filter((r) => r.url.endsWith('/resume'))).toHaveLength(1),
    );
  });

  it('offers no resume when the cancellation is final', () => {
    renderCard({ ...pastDue, status: 'cancelling', providerStatus: 'CANCELLED', canResume: false });
    expect(screen.queryByRole('button', { name: 'Resume membership' })).toBeNull();
  });

  it('offers an upgrade to each higher tier over the same period, and asks the server (decision 0071)', async () => {
    const tier2: Subscription = {
      ...pastDue,
      title: 'Blue Badge Trader',
      productId: 2,
      tier: 2,
      period: 'month',
      status: 'active',
      graceUntil: null,
    };
    const plan = (id: number, tier: 1 | 2 | 3, period: 'week' | 'month'): Plan => ({
      id,
      productId: 2,
      productKey: 'badge',
      tier,
      title: 'Blue Badge Trader',
      period,
      price: tier * 10,
      currency: 'USD',
    });
    const { api, user } = renderCard(tier2, false, [
      plan(11, 1, 'month'),
      plan(12, 2, 'month'),
      plan(13, 3, 'month'),
      plan(14, 3, 'week'),
    ]);
    api.on('POST', `/api/billing/subscriptions/${pastDue.id}/upgrade`, () => ({
      body: { subscription: { ...tier2, tier: 3, price: 30 }, approveUrl: null },
    }));
    const upgrades = screen.getAllByRole('button', { name: /Upgrade to Tier/ });
    expect(upgrades.map((b) => b.textContent)).toEqual([
      'Upgrade to Tier 3 ($30.00 every month from the next renewal)',
    ]);
    await user.click(upgrades[0]!);
    await vi.waitFor(() => {
      const [sent] = api.requests.filter((r) => r.url.endsWith('/upgrade'));
      expect(sent?.body).toEqual({ planId: 13 });
    });
  });

  it('shows an upgrade awaiting approval at PayPal, with its link, and withdraws it (decision 0077)', async () => {
    const askedAt = new Date(Date.now() - 10 * 60_000);
    const waiting: Subscription = {
      ...pastDue,
      title: 'Blue Badge Trader',
      productId: 2,
      tier: 1,
      period: 'week',
      status: 'active',
      graceUntil: null,
      upgradeAwaitingApproval: {
        planId: 13,
        tier: 3,
        askedAt: askedAt.toISOString(),
        approveUrl: 'https://www.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-1',
        expiresAt: new Date(askedAt.getTime() + 3 * 60 * 60_000).toISOString(),
      },
    };
    const { api, user } = renderCard(waiting, false, [weeklyTier3]);
    const notice = screen.getByTestId('upgrade-awaiting');
    expect(notice.textContent).toMatch(/^Upgrade to Tier 3 awaiting your approval at PayPal/);
    expect(
      within(notice).getByRole('link', { name: 'Continue at PayPal' }).getAttribute('href'),
    ).toBe(waiting.upgradeAwaitingApproval?.approveUrl);
    // The server refuses a second upgrade while one awaits: none is offered.
    expect(screen.queryByRole('button', { name: /^Upgrade to Tier/ })).toBeNull();
    api.on('DELETE', `/api/billing/subscriptions/${pastDue.id}/upgrade`, () => ({
      body: { subscription: { ...waiting, upgradeAwaitingApproval: null } },
    }));
    await user.click(within(notice).getByRole('button', { name: 'Cancel upgrade request' }));
    await vi.waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1),
    );
  });

  it('says an upgrade PayPal bills gives its tier from the next payment (decision 0078)', () => {
    const revised: Subscription = {
      ...pastDue,
      title: 'Blue Badge Trader',
      productId: 2,
      tier: 3,
      price: 30,
      status: 'active',
      graceUntil: null,
      upgradeFromNextPayment: { tierHeld: 1, nextPaymentAt: paidUntil },
    };
    renderCard(revised);
    expect(screen.getByTestId('upgrade-from-next-payment').textContent).toBe(
      `Tier 3 from your next payment on ${formatDateTime(paidUntil)}; until then you hold Tier 1, the tier this period was paid for.`,
    );
  });

  it('says a cancelled upgrade keeps the tier paid for to the period end', () => {
    const accessUntil = paidUntil;
    renderCard({
      ...pastDue,
      productId: 2,
      tier: 3,
      status: 'cancelling',
      graceUntil: null,
      accessUntil,
      nextRenewalAt: null,
      cancelledAt: new Date().toISOString(),
      upgradeFromNextPayment: { tierHeld: 1, nextPaymentAt: null },
    });
    expect(screen.getByTestId('upgrade-from-next-payment').textContent).toMatch(
      /^You hold Tier 1, the tier this period was paid for, until .+: Tier 3 would have begun with your next payment\.$/,
    );
  });

  it('offers no upgrade from a cancelled tier membership', () => {
    renderCard(
      {
        ...pastDue,
        productId: 2,
        tier: 1,
        status: 'cancelling',
        cancelledAt: new Date().toISOString(),
      },
      false,
      [weeklyTier3],
    );
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
  });
});
