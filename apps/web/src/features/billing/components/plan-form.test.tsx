// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { PlanForm } from './plan-form';

function renderForm() {
  const api = installFakeFetch();
  api.on('GET', '/api/billing/plans', () => ({
    body: {
      plans: [
        {
          id: 1,
          productId: 1,
          productKey: 'signals',
          tier: null,
          title: 'Premium signals',
          period: 'week',
          price: 9.99,
          currency: 'USD',
        },
        // A badge tier's membership (decision 0071) is not the signals plan.
        {
          id: 2,
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
      <PlanForm />
    </Providers>,
  );
  return { api, user: userEvent.setup() };
}

describe('PlanForm (decision 0069)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is wrong with the price and sends nothing', async () => {
    const { api, user } = renderForm();
    expect(await screen.findByText('On sale: $9.99 every week.')).toBeTruthy();
    await user.type(screen.getByLabelText('Price (USD)'), '-3');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(screen.getByText(/The price/)).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves the period and price for signals', async () => {
    const { api, user } = renderForm();
    api.on('PUT', '/api/admin/subscription-plans', () => ({
      body: {
        plan: {
          id: 1,
          productId: 1,
          productKey: 'signals',
          tier: null,
          title: 'Premium signals',
          period: 'month',
          price: 29,
          currency: 'USD',
        },
        providerPlanId: 'P-1',
      },
    }));
    await user.selectOptions(screen.getByLabelText('Renews'), 'month');
    await user.type(screen.getByLabelText('Price (USD)'), '29');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await vi.waitFor(() => {
      const [sent] = api.requests.filter((r) => r.method === 'PUT');
      expect(sent?.body).toEqual({ productKey: 'signals', period: 'month', price: 29 });
    });
  });
});
