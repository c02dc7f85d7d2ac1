// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { RedeemCatalog } from '../types';
import { RedeemStore } from './redeem-store';

const catalog: RedeemCatalog = {
  credits: 20,
  products: [
    {
      key: 'signals',
      title: 'Signals',
      imageUrl: '/images/signals.svg',
      price: 7.99,
      owned: false,
      tiers: [],
    },
  ],
};

async function openStore() {
  const api = installFakeFetch();
  api.on('GET', '/api/marketing/redeem', () => ({ body: catalog }));
  api.on('POST', '/api/marketing/redeem', () => ({
    body: { message: 'Product has been redeemed', credits: 12.01 },
  }));
  const onRedeemed = vi.fn();
  render(<RedeemStore onRedeemed={onRedeemed} />, { wrapper: appProviders(testQueryClient()) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Redeem Signals/ }));
  return { api, onRedeemed, user };
}

describe('RedeemStore', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, showing the price and the balance left, and spends nothing on the click', async () => {
    const { api } = await openStore();
    const dialog = screen.getByRole('dialog', { name: 'Redeem Signals?' });
    const facts = within(dialog);
    expect(facts.getByText('Price').nextElementSibling?.textContent).toBe('7.99c');
    expect(facts.getByText('Balance').nextElementSibling?.textContent).toBe('20.00c');
    expect(facts.getByText('Balance after').nextElementSibling?.textContent).toBe('12.01c');
    expect(api.calls('POST', '/api/marketing/redeem')).toEqual([]);
  });

  it('sends nothing when the member cancels', async () => {
    const { api, user } = await openStore();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', '/api/marketing/redeem')).toEqual([]);
  });

  it('redeems once confirmed, and lets the page reload', async () => {
    const { api, onRedeemed, user } = await openStore();
    const dialog = screen.getByRole('dialog', { name: 'Redeem Signals?' });
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(onRedeemed).toHaveBeenCalledTimes(1));
    expect(api.calls('POST', '/api/marketing/redeem').map((c) => c.body)).toEqual([
      { product: 'signals' },
    ]);
  });
});
