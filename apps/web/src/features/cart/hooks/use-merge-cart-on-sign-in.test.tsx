// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { COPY } from '@bbt/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { ANONYMOUS_CART_STORAGE_KEY } from '../anonymous-cart-store';
import { catalog, serverCart } from '../test/catalog-data';
import type { CartItemsBody, CartLine } from '../types';
import { useCart } from './use-cart';
import { useMergeCartOnSignIn } from './use-merge-cart-on-sign-in';

const catalogSource = { data: catalog, error: null, refetch: () => {} };

/** The header's cart as the app wires it: the session decides, the merge runs at sign-in. */
function useSessionCart(userId: string | null) {
  useMergeCartOnSignIn(userId);
  return useCart(userId ? 'signed-in' : 'signed-out', catalogSource);
}

/** A member who already owns the indicator and has the signals product in their cart. */
function serveMemberCart(api: ReturnType<typeof installFakeFetch>) {
  let held: CartLine[] = [{ product: 'signals', tier: null }];
  const cart = () => serverCart(held);
  api.on('GET', '/api/cart', () => ({ body: { cart: cart() } }));
  api.on('POST', '/api/cart/merge', ({ body }) => {
    const asked = (body as CartItemsBody).items.map(
      (i) => ({ product: i.product, tier: i.tier ?? null }) as CartLine,
    );
    held = [...held, ...asked.filter((line) => line.product === 'badge')];
    return { body: { cart: cart(), skipped: ['Indicator'] } };
  });
}

function renderSession() {
  return renderHook(({ userId }) => useSessionCart(userId), {
    wrapper: appProviders(testQueryClient()),
    initialProps: { userId: null as string | null },
  });
}

describe('a guest cart at sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves into the member’s cart, naming what they already own', async () => {
    const api = installFakeFetch();
    serveMemberCart(api);
    const { result, rerender } = renderSession();
    await act(() => result.current.add({ product: 'indicator', tier: null }));
    await act(() => result.current.add({ product: 'badge', tier: 2 }));
    expect(api.requests).toEqual([]);

    rerender({ userId: 'u-ada' });

    await waitFor(() =>
      expect(result.current.lines).toEqual([
        { product: 'signals', tier: null },
        { product: 'badge', tier: 2 },
      ]),
    );
    expect(api.calls('POST', '/api/cart/merge').map((r) => r.body)).toEqual([
      { items: [{ product: 'indicator' }, { product: 'badge', tier: 2 }] },
    ]);
    expect(window.localStorage.getItem(ANONYMOUS_CART_STORAGE_KEY)).toBeNull();
    expect(screen.getByText(COPY.cart.skippedAtSignIn(['Indicator']))).toBeTruthy();
  });

  it('stays on this device when the merge fails, so nothing is lost', async () => {
    const api = installFakeFetch();
    api.on('GET', '/api/cart', () => ({ body: { cart: serverCart([]) } }));
    api.on('POST', '/api/cart/merge', () => ({
      status: 503,
      body: { error: { code: 'unavailable', message: 'The shop is busy, try again soon.' } },
    }));
    const { result, rerender } = renderSession();
    await act(() => result.current.add({ product: 'badge', tier: 1 }));

    rerender({ userId: 'u-ada' });

    expect(await screen.findByText('The shop is busy, try again soon.')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(ANONYMOUS_CART_STORAGE_KEY)!)).toEqual([
      { product: 'badge', tier: 1 },
    ]);
  });
});
