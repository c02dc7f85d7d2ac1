import {
  cartTotals,
  COPY,
  isBadgeTier,
  needsTradingViewUsername,
  purchaseOption,
  unitPrice,
  type CartTotals,
  type Holdings,
  type PurchaseOption,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import { listProducts, type ProductWithTiers } from '../catalog';
import { holdingsOf, loadCurrentUser, type UserRow } from '../users';
import { cartDiscountOf, discountCodeError, type CartDiscount } from './discount';
import {
  attachCartDiscount,
  detachCartDiscount,
  findCartDiscountCode,
  findDiscountCode,
} from './discount-repo';
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
  /** What the line sells this member now: a purchase, an upgrade, a renewal, or nothing. */
  option: PurchaseOption;
}

export interface PricedCart extends CartTotals {
  lines: PricedCartLine[];
  /** The discount code on the cart; its percentage is off the total only without a problem. */
  discountCode: CartDiscount | null;
  /** Checkout asks for the buyer's TradingView username (decision 0045). */
  tradingViewUsernameNeeded: boolean;
}

/**
 * Prices lines with the server's catalogue (ruling 12) for what the member holds now: the
 * browser never sends a price. A line the member has come to own meanwhile keeps its full
 * price; checkout refuses it until it is removed. A usable discount code takes its percentage
 * off the total (decision 0018).
 */
function priceLines(
  lines: CartLine[],
  catalogue: ProductWithTiers[],
  holdings: Holdings,
  discountCode: CartDiscount | null,
  now: Date,
): PricedCart {
  const priced = lines.flatMap((line) => {
    const product = catalogue.find((p) => p.id === line.productId);
    if (!product) return [];
    const option = purchaseOption(product, line.tier, holdings, now);
    const price = option.kind === 'owned' ? unitPrice(product, line.tier) : option.price;
    return [{ product, tier: line.tier, unitPrice: price, option }];
  });
  const percent = discountCode && !discountCode.problem ? discountCode.percent : 0;
  const bought = priced.flatMap(({ product, option }) =>
    option.kind === 'owned' ? [] : [{ role: product.role, purchase: option.kind }],
  );
  return {
    lines: priced,
    discountCode,
    tradingViewUsernameNeeded: needsTradingViewUsername(holdings, bought),
    ...cartTotals(
      priced.map((l) => l.unitPrice),
      percent,
    ),
  };
}

/** Prices the member's stored cart, inside whatever transaction the caller runs. */
async function priceMemberCart(
  tx: Tx,
  member: UserRow,
  catalogue: ProductWithTiers[],
): Promise<PricedCart> {
  const now = new Date();
  const code = await findCartDiscountCode(tx, member.id);
  return priceLines(
    await listCartLines(tx, member.id),
    catalogue,
    holdingsOf(member),
    code ? cartDiscountOf(code, member.email, now) : null,
    now,
  );
}

/**
 * Turns requested items into cart lines: known products only, one line per product, a tier
 * only (and always) for tiered products. Owned products are refused, or dropped when merging.
 */
function resolveItems(
  items: CartItemInput[],
  catalogue: ProductWithTiers[],
  holdings: Holdings,
  onOwned: 'refuse' | 'skip',
  skipped: string[] = [],
): CartLine[] {
  const now = new Date();
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
    const tier = tiered ? (item.tier ?? 1) : null;
    const option = purchaseOption(product, tier, holdings, now);
    if (option.kind === 'owned') {
      if (onOwned === 'skip') {
        skipped.push(product.title);
        continue;
      }
      throw conflict(
        option.throughTier
          ? COPY.products.includedInTier(product.title, option.throughTier)
          : `You already own ${product.title}`,
        'already_owned',
      );
    }
    lines.push({ productId: product.id, tier });
  }
  return lines;
}

export async function getCart(db: Database, userId: string): Promise<PricedCart> {
  return priceMemberCart(db, await loadCurrentUser(db, userId), await listProducts(db));
}

export async function replaceCart(
  db: Database,
  userId: string,
  items: CartItemInput[],
): Promise<PricedCart> {
  const member = await loadCurrentUser(db, userId);
  return db.transaction(async (tx) => {
    await lockMemberCart(tx, userId);
    const catalogue = await listProducts(tx);
    const lines = resolveItems(items, catalogue, holdingsOf(member), 'refuse');
    await replaceCartLines(tx, userId, lines);
    return priceMemberCart(tx, member, catalogue);
  });
}

/**
 * The anonymous cart joins the member's cart at sign-in; lines already there win. Products
 * the member already owns are left out, and named in `skipped` so the member is told.
 */
export async function mergeIntoCart(
  db: Database,
  userId: string,
  items: CartItemInput[],
): Promise<{ cart: PricedCart; skipped: string[] }> {
  const member = await loadCurrentUser(db, userId);
  return db.transaction(async (tx) => {
    await lockMemberCart(tx, userId);
    const catalogue = await listProducts(tx);
    const skipped: string[] = [];
    await addMissingCartLines(
      tx,
      userId,
      resolveItems(items, catalogue, holdingsOf(member), 'skip', skipped),
    );
    return { cart: await priceMemberCart(tx, member, catalogue), skipped };
  });
}

/**
 * Attaches a mailing-list discount code to the member's cart. A code that is unknown, another
 * email's, used or expired is refused with its 4xx and nothing is attached.
 */
export async function applyDiscountCode(
  db: Database,
  userId: string,
  typedCode: string,
): Promise<PricedCart> {
  const member = await loadCurrentUser(db, userId);
  return db.transaction(async (tx) => {
    const row = await findDiscountCode(tx, typedCode);
    if (!row) throw discountCodeError('unknown');
    const { problem } = cartDiscountOf(row, member.email, new Date());
    if (problem) throw discountCodeError(problem);
    await attachCartDiscount(tx, userId, row.code);
    return priceMemberCart(tx, member, await listProducts(tx));
  });
}

export async function removeDiscountCode(db: Database, userId: string): Promise<PricedCart> {
  const member = await loadCurrentUser(db, userId);
  await detachCartDiscount(db, userId);
  return priceMemberCart(db, member, await listProducts(db));
}
