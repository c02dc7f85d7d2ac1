// @vitest-environment happy-dom
import { COPY } from '@bbt/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import type { CartItem } from '../types';
import { CartLineList } from './cart-line-list';

const badge: CartItem = {
  product: 'badge',
  nameInUrl: 'blue-badge',
  title: 'Blue Badge',
  imageUrl: '/badge.png',
  tier: 3,
  unitPrice: 24.99,
  purchase: 'buy',
  fromTier: null,
  unavailable: COPY.server.cart.noLongerSoldOnce('Blue Badge', 3),
};
const indicator: CartItem = {
  product: 'indicator',
  nameInUrl: 'indicator',
  title: 'Indicator',
  imageUrl: '/indicator.png',
  tier: null,
  unitPrice: 34.99,
  purchase: 'buy',
  fromTier: null,
  unavailable: null,
};

describe('CartLineList', () => {
  it("shows a line the founder now sells only as a membership with the server's reason, and removes it", async () => {
    const onRemove = vi.fn();
    render(
      <MemoryRouter>
        <CartLineList items={[badge, indicator]} onRemove={onRemove} updatingProduct={null} />
      </MemoryRouter>,
    );
    const [badgeLine, indicatorLine] = screen.getAllByRole('listitem');
    if (!badgeLine || !indicatorLine) throw new Error('two lines were not shown');
    expect(
      within(badgeLine).getByText(COPY.server.cart.noLongerSoldOnce('Blue Badge', 3)),
    ).toBeTruthy();
    expect(indicatorLine.textContent).not.toMatch(/membership/);
    await userEvent
      .setup()
      .click(within(badgeLine).getByRole('button', { name: `${COPY.cart.remove} Blue Badge` }));
    expect(onRemove).toHaveBeenCalledWith(badge);
  });
});
