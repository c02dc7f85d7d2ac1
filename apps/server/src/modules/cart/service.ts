import { cartTotals, isBadgeTier, unitPrice, type CartTotals, type RoleFlags } from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import { listProducts, type ProductWithTiers } from '../catalog/repo';
import { ownsProduct } from '../catalog/present';
import { roleFlagsOf } from '../users/present';
import { loadCurrentUser } from '../users/service';
import {
  addMissingCartLines,
  listCartLines,
  lockMemberCart,
  replaceCartLines,
  type CartLine,
} from './repo';

export interface CartItemInput {
  product: string;
  tier?: number | null | undefined;
}

export interface PricedCartLine {
  product: ProductWithTiers;
  tier: number | null;
  unitPrice: number;
}

export interface PricedCart extends CartTotals {
  lines: PricedCartLine[];
}

/** Prices lines with the server's catalogue (ruling 12): the browser never sends a price. */
export function priceLines(lines: CartLine[], catalogue: ProductWithTiers[]): PricedCart {
  const priced = lines.flatMap((line) => {
    const product = catalogue.find((p) => p.id === line.productId);
    return product ? [{ product, tier: line.tier, unitPrice: unitPrice(product, line.tier) }] : [];
  });
  return { lines: priced, ...cartTotals(priced.map((l) => l.unitPrice)) };
}

/**
 * Turns requested items into cart lines: known products only, one line per product, a tier
 * only (and always) for tiered products. Owned products are refused, or dropped when merging.
 */
function resolveItems(
  items: CartItemInput[],
  catalogue: ProductWithTiers[],
  roles: RoleFlags,
  onOwned: 'refuse' | 'skip',
): CartLine[] {
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const item of items) {
    const product = catalogue.find((p) => p.key === item.product);
    if (!product) throw badRequest(`Unknown product '${item.product}'`, 'unknown_product');
    if (seen.has(product.key))
      throw badRequest(`'${product.key}' is in the request twice`, 'duplicate_product');
    seen.add(product.key);
    const tiered = product.tiers.length > 0;
    if (!tiered && item.tier != null)
      throw badRequest(`'${product.key}' has no tiers`, 'invalid_tier');
    if (
      tiered &&
      item.tier != null &&
      !(isBadgeTier(item.tier) && product.tiers.some((t) => t.tier === item.tier))
    ) {
      throw badRequest(`'${product.key}' has no tier ${item.tier}`, 'invalid_tier');
    }
    if (ownsProduct(roles, product)) {
      if (onOwned === 'skip') continue;
      throw conflict(`You already own ${product.title}`, 'already_owned');
    }
    lines.push({ productId: product.id, tier: tiered ? (item.tier ?? 1) : null });
  }
  return lines;
}

export async function getCart(db: Tx, userId: string): Promise<PricedCart> {
  return priceLines(await listCartLines(db, userId), await listProducts(db));
}

export async function replaceCart(
  db: Database,
  userId: string,
  items: CartItemInput[],
): Promise<PricedCart> {
  const roles = roleFlagsOf(await loadCurrentUser(db, userId));
  return db.transaction(async (tx) => {
    await lockMemberCart(tx, userId);
    const catalogue = await listProducts(tx);
    await replaceCartLines(tx, userId, resolveItems(items, catalogue, roles, 'refuse'));
    return priceLines(await listCartLines(tx, userId), catalogue);
  });
}

/** The anonymous cart joins the member's cart at sign-in; lines already there win. */
export async function mergeIntoCart(
  db: Database,
  userId: string,
  items: CartItemInput[],
): Promise<PricedCart> {
  const roles = roleFlagsOf(await loadCurrentUser(db, userId));
  return db.transaction(async (tx) => {
    await lockMemberCart(tx, userId);
    const catalogue = await listProducts(tx);
    await addMissingCartLines(tx, userId, resolveItems(items, catalogue, roles, 'skip'));
    return priceLines(await listCartLines(tx, userId), catalogue);
  });
}
