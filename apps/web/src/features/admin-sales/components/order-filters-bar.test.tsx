// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { OrderFilters } from '../types';
import { OrderFiltersBar } from './order-filters-bar';

const filters: OrderFilters = {
  from: '2026-03-01',
  to: '2026-03-30',
  product: null,
  status: null,
  q: '',
  interval: 'day',
  page: 1,
  commissionsPage: 1,
};

function renderBar(initial: OrderFilters) {
  const api = installFakeFetch();
  api.on('GET', '/api/products', () => ({ body: { products: [] } }));
  const onChange = vi.fn();
  const props = { onChange, onReset: vi.fn(), active: false, rangeError: null };
  const view = render(<OrderFiltersBar filters={initial} {...props} />, {
    wrapper: appProviders(testQueryClient()),
  });
  const rerender = (next: OrderFilters) =>
    view.rerender(<OrderFiltersBar filters={next} {...props} />);
  return { onChange, rerender, user: userEvent.setup() };
}

const search = () => screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement;

describe('the orders search box', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the trimmed search once typing pauses, not at every key', async () => {
    const { onChange, user } = renderBar(filters);
    await user.type(search(), '  ada@x.com ');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith({ q: 'ada@x.com' });
  });

  it('shows a search set from outside and empties when the filters are reset', async () => {
    const { onChange, rerender, user } = renderBar({ ...filters, q: 'PAY-123' });
    expect(search().value).toBe('PAY-123');
    rerender(filters);
    expect(search().value).toBe('');
    // A barrier, not a wait: a search typed now is sent after any the reset could have left
    // pending, so the reset's would be among the calls.
    await user.type(search(), 'ada');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls).toEqual([[{ q: 'ada' }]]);
  });
});
