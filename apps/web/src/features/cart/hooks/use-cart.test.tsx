// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { deferredReply, installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { ANONYMOUS_CART_STORAGE_KEY } from '../anonymous-cart-store';
import { catalog, serverCart } from '../test/catalog-data';
import type { CartItemsBody, CartLine } from '../types';
import { useCart } from './use-cart';
import type { CartSessionStatus, CatalogSource } from './use-cart';

const catalogSource: CatalogSource = { data: catalog, error: null, refetch: () => {} };

function renderCart(session: CartSessionStatus, catalogData: CatalogSource = catalogSource) {
  const queryClient = testQueryClient();
  return renderHook(({ status }) => useCart(status, catalogData), {
    wrapper: appProviders(queryClient),
    initialProps: { status: session },
  });
}

const stored = () => JSON.parse(window.localStorage.getItem(ANONYMOUS_CART_STORAGE_KEY) ?? '[]');

describe('useCart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a signed-out visitor’s cart in local storage, priced from the catalogue', async () => {
    const api = installFakeFetch();
    const { result } = renderCart('signed-out');
    expect(result.current).toMatchObject({ status: 'ready', source: 'local', lines: [] });

    await act(() => result.current.add({ product: 'indicator', tier: null }));
    await act(() => result.current.add({ product: 'badge', tier: 2 }));

    expect(stored()).toEqual([
      { product: 'indicator', tier: null },
      { product: 'badge', tier: 2 },
    ]);
    expect(result.current.items.map((i) => [i.product, i.unitPrice])).toEqual([
      ['indicator', 14.99],
      ['badge', 12.99],
    ]);
    expect(result.current.totals.total).toBe(27.98);
    expect(result.current.has('badge')).toBe(true);

    await act(() => result.current.remove('indicator'));
    expect(result.current.lines).toEqual([{ product: 'badge', tier: 2 }]);
    expect(api.requests).toEqual([]);
  });

  it('waits for the catalogue before pricing a local cart, and reports its failure', async () => {
    installFakeFetch();
    window.localStorage.setItem(
      ANONYMOUS_CART_STORAGE_KEY,
      JSON.stringify([{ product: 'indicator', tier: null }]),
    );
    const failure = new ApiError(0, 'network_error', 'offline');
    const { result } = renderCart('signed-out', {
      data: undefined,
      error: failure,
      refetch: () => {},
    });
    expect(result.current).toMatchObject({ status: 'error', error: failure, items: [] });
    expect(result.current.lines).toEqual([{ product: 'indicator', tier: null }]);
  });

  it('reads and replaces a signed-in member’s cart on the server', async () => {
    const api = installFakeFetch();
    let held: CartLine[] = [{ product: 'indicator', tier: null }];
    const pendingPut = deferredReply();
    api.on('GET', '/api/cart', () => ({ body: { cart: serverCart(held) } }));
    api.on('PUT', '/api/cart', ({ body }) => {
      held = (body as CartItemsBody).items.map(
        (i) => ({ product: i.product, tier: i.tier ?? null }) as CartLine,
      );
      return pendingPut.reply.then(() => ({ body: { cart: serverCart(held) } }));
    });

    const { result } = renderCart('signed-in');
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.source).toBe('server');
    expect(result.current.lines).toEqual([{ product: 'indicator', tier: null }]);

    let adding!: Promise<void>;
    act(() => {
      adding = result.current.add({ product: 'badge', tier: 2 });
    });
    await waitFor(() => expect(result.current.updatingProduct).toBe('badge'));
    expect(api.calls('PUT', '/api/cart')[0]!.body).toEqual({
      items: [{ product: 'indicator' }, { product: 'badge', tier: 2 }],
    });

    await act(async () => {
      pendingPut.answer({});
      await adding;
    });
    expect(result.current.updatingProduct).toBeNull();
    expect(result.current.lines).toEqual([
      { product: 'indicator', tier: null },
      { product: 'badge', tier: 2 },
    ]);
    expect(result.current.totals.total).toBe(27.98);
    expect(window.localStorage.getItem(ANONYMOUS_CART_STORAGE_KEY)).toBeNull();
  });

  it('adds to the member’s stored cart even when the page has not loaded it yet', async () => {
    const api = installFakeFetch();
    const firstLoad = deferredReply();
    api.on('GET', '/api/cart', () =>
      firstLoad.reply.then(() => ({
        body: { cart: serverCart([{ product: 'indicator', tier: null }]) },
      })),
    );
    api.on('PUT', '/api/cart', ({ body }) => ({
      body: {
        cart: serverCart(
          (body as CartItemsBody).items.map(
            (i) => ({ product: i.product, tier: i.tier ?? null }) as CartLine,
          ),
        ),
      },
    }));

    const { result } = renderCart('signed-in');
    let adding!: Promise<void>;
    act(() => {
      adding = result.current.add({ product: 'badge', tier: 1 });
    });
    await act(async () => {
      firstLoad.answer({});
      await adding;
    });
    expect(api.calls('PUT', '/api/cart').map((r) => r.body)).toEqual([
      { items: [{ product: 'indicator' }, { product: 'badge', tier: 1 }] },
    ]);
    expect(result.current.lines).toHaveLength(2);
  });

  it('rejects an add the server refuses and keeps the cart as it was', async () => {
    const api = installFakeFetch();
    api.on('GET', '/api/cart', () => ({ body: { cart: serverCart([]) } }));
    api.on('PUT', '/api/cart', () => ({
      status: 409,
      body: { error: { code: 'already_owned', message: 'You already own the indicator.' } },
    }));

    const { result } = renderCart('signed-in');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() =>
      expect(result.current.add({ product: 'indicator', tier: null })).rejects.toMatchObject({
        status: 409,
        message: 'You already own the indicator.',
      }),
    );
    expect(result.current.lines).toEqual([]);
    expect(result.current.updatingProduct).toBeNull();
  });

  it('changes nothing while the session is unknown', async () => {
    const api = installFakeFetch();
    const { result } = renderCart('unknown');
    expect(result.current).toMatchObject({ status: 'pending', source: null });
    await act(() => result.current.add({ product: 'indicator', tier: null }));
    expect(stored()).toEqual([]);
    expect(api.requests).toEqual([]);
  });
});
