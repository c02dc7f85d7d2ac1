// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFUND_REASON_MAX } from '@bbt/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { AdminOrderDetail } from '../types';
import { OrderDetailDialog } from './order-detail-dialog';

const paid: AdminOrderDetail = {
  id: 'order-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T10:01:00.000Z',
  status: 'completed',
  provider: 'paypal',
  amount: 34.99,
  refundedAmount: 0,
  currency: 'USD',
  buyer: { id: 'u1', name: 'Ada Buyer', email: 'ada@example.com' },
  lines: [{ productKey: 'indicator', title: 'Indicator', tier: null, unitPrice: 34.99 }],
  providerOrderId: 'PP-1',
  captureId: 'CAP-1',
  failureReason: null,
  refundId: null,
  refundedAt: null,
  disputedAt: null,
  commission: {
    inviter: { id: 'u2', name: 'Ivy Inviter' },
    credits: 3.5,
    createdAt: '2026-11-20T10:01:00.000Z',
  },
  refundable: 34.99,
  refunds: [],
};

/** The console's order as the server keeps it: a refund changes what it answers next. */
function renderDetail(order: AdminOrderDetail) {
  const api = installFakeFetch();
  const server = { order };
  api.on('GET', `/api/admin/orders/${order.id}`, () => ({ body: { order: server.order } }));
  render(<OrderDetailDialog orderId={order.id} onClose={vi.fn()} />, {
    wrapper: appProviders(testQueryClient()),
  });
  return { api, server, user: userEvent.setup() };
}

const reason = () => screen.getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement;
const amount = () => screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
const completedRefund = (value: number) => ({
  id: `refund-${value}`,
  amount: value,
  currency: 'USD',
  status: 'completed' as const,
  reason: 'Wrong tier',
  providerRefundId: `REFUND-CAP-1-${value}`,
  failureReason: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  completedAt: '2026-11-21T09:00:01.000Z',
  actor: { id: 'demo-founder', name: 'Elena Varga' },
});
const confirm = () => screen.getByRole('button', { name: 'Refund $34.99' });

describe('refunding from the order detail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers no refund for an order that is not paid', async () => {
    renderDetail({ ...paid, status: 'refunded', refundId: 'R-1', refundedAt: paid.completedAt });
    await screen.findByText('R-1');
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('asks for a reason, says what the refund does, and sends nothing without one', async () => {
    const { api, user } = renderDetail(paid);
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    expect(screen.getByText(/taken back now/)).toBeTruthy();
    expect(screen.getByText(/paid to Ivy Inviter/)).toBeTruthy();
    // All that remains is offered, and the amount takes focus.
    expect(amount().value).toBe('34.99');
    expect(document.activeElement).toBe(amount());

    await user.click(confirm());
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Say why the order is refunded')).toBeTruthy();

    await user.click(reason());
    await user.paste('x'.repeat(REFUND_REASON_MAX + 1));
    await user.click(confirm());
    expect(screen.getByText(/too long/)).toBeTruthy();
    expect(api.calls('POST', '/api/admin/orders/order-1/refund')).toEqual([]);
  });

  it('refunds with the trimmed reason, says so and shows the order refunded', async () => {
    const { api, server, user } = renderDetail(paid);
    const refunded = {
      ...paid,
      status: 'refunded' as const,
      refundId: 'REFUND-CAP-1',
      refundedAt: '2026-11-21T09:00:00.000Z',
      failureReason: 'Wrong tier',
      refundedAmount: 34.99,
      refundable: 0,
      refunds: [completedRefund(34.99)],
    };
    api.on('POST', '/api/admin/orders/order-1/refund', () => {
      server.order = refunded;
      return { body: { order: refunded } };
    });
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    await user.type(reason(), '  Wrong tier ');
    await user.click(confirm());

    await waitFor(() => expect(screen.getByText('Refunded $34.99 to Ada Buyer')).toBeTruthy());
    expect(api.calls('POST', '/api/admin/orders/order-1/refund')[0]!.body).toEqual({
      reason: 'Wrong tier',
      amount: 34.99,
    });
    expect(await screen.findByText('REFUND-CAP-1')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Refunds of this order' })).toBeTruthy();
    expect(screen.getByText('Refund reason')).toBeTruthy();
    expect(screen.queryByText('Failure reason')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
  });

  it('says nothing was refunded when PayPal refused it for good, and the detail shows why', async () => {
    const { api, server, user } = renderDetail(paid);
    const why =
      'PayPal refused the refund (REFUND_TIME_LIMIT_EXCEEDED: You are over the time limit)';
    const refused = {
      ...paid,
      refunds: [{ ...completedRefund(34.99), status: 'failed' as const, failureReason: why }],
    };
    api.on('POST', '/api/admin/orders/order-1/refund', () => {
      server.order = refused;
      return { body: { order: refused } };
    });
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    await user.type(reason(), 'Too late');
    await user.click(confirm());

    expect((await screen.findAllByText(`Nothing was refunded: ${why}`)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Refunded \$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const refunds = await screen.findByRole('list', { name: 'Refunds of this order' });
    expect(refunds.textContent).toContain('Not refunded:');
    expect(refunds.textContent).toContain('REFUND_TIME_LIMIT_EXCEEDED');
  });

  it('shows the server’s refusal and stays open', async () => {
    const { api, user } = renderDetail(paid);
    const message = 'This order is already refunded.';
    api.on('POST', '/api/admin/orders/order-1/refund', () => ({
      status: 409,
      body: { error: { code: 'already_refunded', message } },
    }));
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    await user.type(reason(), 'Duplicate');
    await user.click(confirm());
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
    expect(reason()).toBeTruthy();
  });

  it('checks the amount against what remains before sending anything', async () => {
    const { api, user } = renderDetail(paid);
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    await user.type(reason(), 'Late delivery');
    const tryAmount = async (typed: string) => {
      await user.clear(amount());
      if (typed) await user.type(amount(), typed);
      await user.click(screen.getByRole('button', { name: /^Refund( \$|$)/ }));
      expect(amount().getAttribute('aria-invalid'), typed).toBe('true');
    };
    await tryAmount('');
    expect(screen.getByText('Say how much to refund')).toBeTruthy();
    await tryAmount('ten');
    expect(screen.getByText('Write the amount in dollars, like 10.00')).toBeTruthy();
    await tryAmount('0');
    expect(screen.getByText('The amount to refund must be more than $0.00.')).toBeTruthy();
    await tryAmount('10.005');
    expect(screen.getByText(/at most 2 decimals/)).toBeTruthy();
    await tryAmount('35');
    expect(screen.getByText('At most $34.99 of this order can still be refunded.')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/orders/order-1/refund')).toEqual([]);
  });

  it('refunds part of a partly refunded order: the buyer keeps access, the button names the amount', async () => {
    const partly = {
      ...paid,
      refundedAmount: 10,
      refundable: 24.99,
      refunds: [completedRefund(10)],
    };
    const { api, server, user } = renderDetail(partly);
    expect(await screen.findByText('Paid, partly refunded')).toBeTruthy();
    expect(screen.getByText('REFUND-CAP-1-10')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    expect(amount().value).toBe('24.99');
    await user.clear(amount());
    await user.type(amount(), '$5');
    expect(screen.getByText(/the buyer keeps what this order gave them/)).toBeTruthy();
    await user.type(reason(), 'Goodwill');
    api.on('POST', '/api/admin/orders/order-1/refund', () => {
      server.order = {
        ...partly,
        refundedAmount: 15,
        refundable: 19.99,
        refunds: [completedRefund(10), completedRefund(5)],
      };
      return { body: { order: server.order } };
    });
    await user.click(screen.getByRole('button', { name: 'Refund $5.00' }));
    await waitFor(() => expect(screen.getByText('Refunded $5.00 to Ada Buyer')).toBeTruthy());
    expect(api.calls('POST', '/api/admin/orders/order-1/refund')[0]!.body).toEqual({
      reason: 'Goodwill',
      amount: 5,
    });
  });
});
