// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { SaleModesEditor, type SaleModesProduct } from './sale-modes-editor';

const badge: SaleModesProduct = {
  key: 'badge',
  title: 'Blue Badge Trader',
  soldOnce: true,
  tiers: [
    { tier: 1, title: 'Tier 1', soldOnce: true },
    { tier: 2, title: 'Tier 2', soldOnce: false },
  ],
};

function renderEditor() {
  const api = installFakeFetch();
  api.on('GET', '/api/billing/plans', () => ({
    body: {
      plans: [
        {
          id: 7,
          productId: 2,
          productKey: 'badge',
          tier: 2,
          title: 'Blue Badge Trader',
          period: 'month',
          price: 19,
          currency: 'USD',
        },
      ],
    },
  }));
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <SaleModesEditor product={badge} />
    </Providers>,
  );
  return { api, user: userEvent.setup() };
}

describe('SaleModesEditor (decision 0071)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each tier as the founder set it, and saves a tier as a membership only', async () => {
    const { api, user } = renderEditor();
    const tier2 = await screen.findByRole('form', { name: 'How Tier 2 is sold' });
    expect(within(tier2).getByText('Membership on sale: $19.00 every month.')).toBeTruthy();
    expect((within(tier2).getByLabelText('One-time purchase') as HTMLInputElement).checked).toBe(
      false,
    );
    api.on('PUT', '/api/admin/products/badge/sale-modes', () => ({
      body: { oneTime: false, plan: null, providerPlanId: null },
    }));
    await user.clear(within(tier2).getByLabelText('Price (USD)'));
    await user.type(within(tier2).getByLabelText('Price (USD)'), '24');
    await user.click(within(tier2).getByRole('button', { name: 'Save how it is sold' }));
    await vi.waitFor(() => {
      const [sent] = api.requests.filter((r) => r.method === 'PUT');
      expect(sent?.body).toEqual({
        tier: 2,
        oneTime: false,
        subscription: { period: 'month', price: 24 },
      });
    });
  });

  it('refuses to save a tier sold no way, and sends nothing', async () => {
    const { api, user } = renderEditor();
    const tier1 = await screen.findByRole('form', { name: 'How Tier 1 is sold' });
    await user.click(within(tier1).getByLabelText('One-time purchase'));
    await user.click(within(tier1).getByRole('button', { name: 'Save how it is sold' }));
    expect(within(tier1).getByRole('alert').textContent).toBe('Sell it one way at least');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
