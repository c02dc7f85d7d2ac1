// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { Order } from '../types';
import { timeLeft } from './awaiting-payment';
import { OrderList } from './order-list';

const awaiting: Order = {
  id: 'order-1',
  createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
  status: 'created',
  amount: 16.99,
  refundedAmount: 0,
  currency: 'USD',
  discountCode: 'BB15-AAAA-BBBB',
  couponCode: null,
  discountAmount: 3,
  provider: 'demo',
  note: null,
  refundId: null,
  refundedAt: null,
  expiresAt: new Date(Date.now() + 2 * 60 * 60_000 + 30_000).toISOString(),
  paymentOrderId: 'DEMO-1',
  lines: [
    {
      product: 'signals',
      title: 'Premium signals',
      tier: null,
      unitPrice: 19.99,
      purchase: 'buy',
      fromTier: null,
    },
  ],
  delivery: { licenseKeys: [], downloads: [], tradingView: null },
};

function renderList(orders: Order[]) {
  const api = installFakeFetch();
  api.on('GET', '/api/checkout/config', () => ({
    body: { provider: 'demo', clientId: null, currency: 'USD' },
  }));
  const onPaid = vi.fn();
  const Providers = appProviders(testQueryClient());
  render(
    <MemoryRouter>
      <Providers>
        <OrderList orders={orders} onPaid={onPaid} />
      </Providers>
    </MemoryRouter>,
  );
  return { api, onPaid, user: userEvent.setup() };
}

describe('OrderList: an order awaiting payment (decision 0052)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says until when it can be paid, and resumes the payment of that very order', async () => {
    const { api, onPaid, user } = renderList([awaiting]);
    const card = screen.getByRole('article');
    const expiry = within(card).getByText(/Awaiting payment until/);
    expect(expiry.textContent).toContain('(in 2 h 0 min)');
    expect(expiry.querySelector('time')?.getAttribute('dateTime')).toBe(awaiting.expiresAt);

    api.on('POST', '/api/checkout/orders/DEMO-1/capture', () => ({
      body: { message: 'paid', order: { ...awaiting, status: 'completed' } },
    }));
    const resume = within(card).getByRole('button', { name: 'Resume payment' });
    await user.click(resume);
    expect(resume.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Pay this order' });
    await user.click(await within(region).findByRole('button', { name: /Demo payment/ }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    // The order awaiting payment was captured: no new order was created.
    expect(api.calls('POST', '/api/checkout/orders/DEMO-1/capture')).toHaveLength(1);
    expect(api.calls('POST', '/api/checkout/orders')).toHaveLength(0);
  });

  it('offers neither once the order can no longer be paid', () => {
    renderList([{ ...awaiting, status: 'cancelled', expiresAt: null, paymentOrderId: null }]);
    expect(screen.queryByText(/Awaiting payment until/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('timeLeft', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);
  it('counts hours and minutes, rounding down', () => {
    expect(timeLeft(later(2 * 3_600_000 + 41 * 60_000 + 59_000), now)).toBe('in 2 h 41 min');
    expect(timeLeft(later(5 * 60_000), now)).toBe('in 5 min');
    expect(timeLeft(later(30_000), now)).toBe('in less than a minute');
  });
});
