import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartTotals } from '@bbt/domain';
import type { CartTotals } from '@bbt/domain';
import { readAnonymousCart, writeAnonymousCart } from '../anonymous-cart-store';
import { addLine, findLine, priceLines, removeLine } from '../cart-lines';
import { cartQueryOptions, useServerCart } from '../api/get-cart';
import { useReplaceCart } from '../api/replace-cart';
import type {
  CartCoupon,
  CartDiscountCode,
  CartItem,
  CartLine,
  CatalogEntry,
  ServerCart,
} from '../types';
import { useAnonymousCart } from './use-anonymous-cart';

export type CartSessionStatus = 'unknown' | 'signed-in' | 'signed-out';

/** Catalogue data for pricing the anonymous cart: a products query result fits. */
export interface CatalogSource {
  data: readonly CatalogEntry[] | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface Cart {
  /** pending while the session, the server cart or the catalogue is loading. */
  status: 'pending' | 'error' | 'ready';
  /** Where the lines live: the server for members, local storage for visitors. */
  source: 'server' | 'local' | null;
  lines: CartLine[];
  items: CartItem[];
  totals: CartTotals;
  /** The mailing-list code on a member's cart (only server carts take one). */
  discountCode: CartDiscountCode | null;
  /** The coupon on a member's cart (decision 0051); never with a discount code. */
  coupon: CartCoupon | null;
  /** The server asks for the buyer's TradingView username at checkout (decision 0045). */
  tradingViewUsernameNeeded: boolean;
  error: unknown;
  refetch: () => void;
  /** The product whose line is being changed, while a change is saved. */
  updatingProduct: string | null;
  has: (product: string) => boolean;
  lineOf: (product: string) => CartLine | undefined;
  /** Adds a line (or replaces the product's tier). Rejects with the server's error. */
  add: (line: CartLine) => Promise<void>;
  remove: (product: string) => Promise<void>;
}

const NO_TOTALS = cartTotals([]);
const NO_LINES: CartLine[] = [];

function linesOf(cart: ServerCart | undefined): CartLine[] {
  return cart ? cart.items.map(({ product, tier }) => ({ product, tier })) : NO_LINES;
}

/**
 * The cart, wherever it lives: the server's cart (and totals) when signed in, the local one
 * priced from catalogue data when signed out. The session comes from the caller.
 */
export function useCart(session: CartSessionStatus, catalog?: CatalogSource): Cart {
  const queryClient = useQueryClient();
  const signedIn = session === 'signed-in';
  const server = useServerCart(signedIn);
  const replace = useReplaceCart();
  const localLines = useAnonymousCart();
  const [updatingProduct, setUpdatingProduct] = useState<string | null>(null);

  const serverLines = useMemo(() => linesOf(server.data), [server.data]);
  const lines = signedIn ? serverLines : session === 'signed-out' ? localLines : NO_LINES;

  const local = useMemo(
    () => (catalog?.data ? priceLines(localLines, catalog.data) : null),
    [catalog?.data, localLines],
  );

  let status: Cart['status'];
  let items: CartItem[] = [];
  let totals = NO_TOTALS;
  let error: unknown = null;
  let refetch: () => void = () => undefined;
  if (session === 'unknown') {
    status = 'pending';
  } else if (signedIn) {
    status = server.isPending ? 'pending' : server.isError ? 'error' : 'ready';
    error = server.error;
    refetch = () => void server.refetch();
    if (server.data) {
      items = server.data.items;
      totals = server.data;
    }
  } else if (localLines.length === 0) {
    status = 'ready';
  } else if (local) {
    status = 'ready';
    items = local.items;
    totals = local.totals;
  } else {
    status = catalog?.error ? 'error' : 'pending';
    error = catalog?.error ?? null;
    refetch = () => void catalog?.refetch();
  }

  const change = useCallback(
    async (product: string, next: (current: readonly CartLine[]) => CartLine[]) => {
      if (session === 'signed-out') {
        writeAnonymousCart(next(readAnonymousCart()));
        return;
      }
      if (session !== 'signed-in') return;
      setUpdatingProduct(product);
      try {
        // The freshest cart, not the one this render saw (fetched if not loaded yet).
        const current = linesOf(await queryClient.ensureQueryData(cartQueryOptions()));
        await replace.mutateAsync(next(current));
      } finally {
        setUpdatingProduct(null);
      }
    },
    [session, queryClient, replace],
  );

  const add = useCallback(
    (line: CartLine) => change(line.product, (current) => addLine(current, line)),
    [change],
  );
  const remove = useCallback(
    (product: string) => change(product, (current) => removeLine(current, product)),
    [change],
  );

  return {
    status,
    source: session === 'unknown' ? null : signedIn ? 'server' : 'local',
    lines,
    items,
    totals,
    discountCode: (signedIn && server.data?.discountCode) || null,
    coupon: (signedIn && server.data?.coupon) || null,
    tradingViewUsernameNeeded: (signedIn && server.data?.tradingViewUsernameNeeded) || false,
    error,
    refetch,
    updatingProduct,
    has: (product) => findLine(lines, product) !== undefined,
    lineOf: (product) => findLine(lines, product),
    add,
    remove,
  };
}
