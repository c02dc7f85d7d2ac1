import {
  cartTotalsLessCents,
  COPY,
  discountCents,
  toCents,
  isBadgeTier,
  needsTradingViewUsername,
  purchaseOption,
  unitPrice,
  type CartTotals,
  type Holdings,
  type PurchaseOption,
  type BadgeTier,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import { listProductsForSale, type ProductWithTiers } from '../catalog';
import {
  attachCartCoupon,
  cartCouponOf,
  detachCartCoupon,
  usableCoupon,
  type CartCoupon,
} from '../coupons';
import { holdingsOf, loadCurrentUser, type UserRow } from '../users';
import { cartDiscountOf, discountCodeError, type CartDiscount } from './discount';
import {
  attachCartDiscount,
  detachCartDiscount,
  findCartDiscountCode,
  findDiscountCode,
} from './discount-repo';
import {
  mergeCartLines,
  listCartLines,
  lockMemberCart,
  replaceCartLines,
  type CartLine,
} from './repo';

export interface CartItemInput {
  product: string;
  tier?: BadgeTier | null | undefined;
}

export interface PricedCartLine {
  product: ProductWithTiers;
  tier: BadgeTier | null;
  unitPrice: number;
  /** What the line sells this member now: a purchase, an upgrade, a renewal, or nothing. */
  option: PurchaseOption;
  /**
   * The founder sells it (the tier) only as a membership now, since the line was added
   * (decision 0077): shown with the reason, and checkout refuses it until it is removed.
   */
  subscriptionOnly: boolean;
}

export interface PricedCart extends CartTotals {
  lines: PricedCartLine[];
  /** The discount code on the cart; its percentage is off the total only without a problem. */
  discountCode: CartDiscount | null;
  /** The coupon on the cart (decision 0051); never with a discount code: one code per order. */
  coupon: CartCoupon | null;
  /** Checkout asks for the buyer's TradingView username (decision 0045). */
  tradingViewUsernameNeeded: boolean;
}

/** One code per order (decision 0051): a cart carries a coupon or a mailing-list code. */
const oneCodePerOrder = (onCart: string) =>
  conflict(COPY.server.cart.oneCodePerOrder(onCart), 'one_code_per_order');

/** Whether the founder sells the product (at the tier) by a one-time purchase (decision 0071). */
const soldOnce = (product: ProductWithTiers, tier: BadgeTier | null) =>
  tier === null ? product.soldOnce : product.tiers.some((t) => t.tier === tier && t.soldOnce);

/**
 * Prices lines with the server's catalogue (ruling 12) for what the member holds now: the
 * browser never sends a price. A line the member has come to own meanwhile keeps its full
 * price; checkout refuses it until it is removed, as it does a line the founder has come to
 * sell only as a membership (decision 0077).
 */
function priceLines(
  lines: CartLine[],
  catalogue: ProductWithTiers[],
  holdings: Holdings,
  now: Date,
): PricedCartLine[] {
  return lines.flatMap((line) => {
    const product = catalogue.find((p) => p.id === line.productId);
    if (!product) return [];
    const option = purchaseOption(product, line.tier, holdings, now);
    const price = option.kind === 'owned' ? unitPrice(product, line.tier) : option.price;
    const subscriptionOnly = !soldOnce(product, line.tier);
    return [{ product, tier: line.tier, unitPrice: price, option, subscriptionOnly }];
  });
}

const couponLines = (priced: PricedCartLine[]) =>
  priced.map((line) => ({ productId: line.product.id, unitPrice: line.unitPrice }));

/**
 * Prices the member's stored cart, inside whatever transaction the caller runs. A usable
 * discount code takes its percentage off the total (decision 0018), a usable coupon its amount
 * (decision 0051).
 */
async function priceMemberCart(
  tx: Tx,
  member: UserRow,
  catalogue: ProductWithTiers[],
): Promise<PricedCart> {
  const now = new Date();
  const holdings = holdingsOf(member);
  const priced = priceLines(await listCartLines(tx, member.id), catalogue, holdings, now);
  const codeRow = await findCartDiscountCode(tx, member.id);
  const discountCode = codeRow ? cartDiscountOf(codeRow, member.email, now) : null;
  const coupon = await cartCouponOf(tx, member.id, couponLines(priced), now);
  const prices = priced.map((l) => l.unitPrice);
  const sumCents = prices.reduce((sum, price) => sum + toCents(price), 0);
  const offCents =
    discountCode && !discountCode.problem
      ? discountCents(sumCents, discountCode.percent)
      : (coupon?.offCents ?? 0);
  const bought = priced.flatMap(({ product, option }) =>
    option.kind === 'owned' ? [] : [{ role: product.role, purchase: option.kind }],
  );
  return {
    lines: priced,
    discountCode,
    coupon,
    tradingViewUsernameNeeded: needsTradingViewUsername(holdings, bought),
    ...cartTotalsLessCents(prices, offCents),
  };
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
    if (!product)
      throw badRequest(COPY.server.cart.unknownProduct(item.product), 'unknown_product');
    if (seen.has(product.key))
      throw badRequest(COPY.server.cart.duplicateProduct(product.key), 'duplicate_product');
    seen.add(product.key);
    const tiered = product.tiers.length > 0;
    if (!tiered && item.tier != null)
      throw badRequest(COPY.server.cart.noTiers(product.key), 'invalid_tier');
    if (
      tiered &&
      item.tier != null &&
      !(isBadgeTier(item.tier) && product.tiers.some((t) => t.tier === item.tier))
    ) {
      throw badRequest(COPY.server.catalog.noSuchTier(product.key, item.tier), 'invalid_tier');
    }
    const tier = tiered ? (item.tier ?? 1) : null;
    // The founder may sell it (the tier) only as a membership (decision 0071).
    if (!soldOnce(product, tier)) {
      if (onOwned === 'skip') {
        skipped.push(product.title);
        continue;
      }
      throw badRequest(COPY.server.cart.subscriptionOnly(product.title), 'subscription_only');
    }
    const option = purchaseOption(product, tier, holdings, now);
    if (option.kind === 'owned') {
      if (onOwned === 'skip') {
        skipped.push(product.title);
        continue;
      }
      throw conflict(
        option.throughTier
          ? COPY.products.includedInTier(product.title, option.throughTier)
          : COPY.server.catalog.alreadyOwned(product.title),
        'already_owned',
      );
    }
    lines.push({ productId: product.id, tier });
  }
  return lines;
}

export async function getCart(db: Database, userId: string): Promise<PricedCart> {
  return priceMemberCart(db, await loadCurrentUser(db, userId), await listProductsForSale(db));
}

export async function replaceCart(
  db: Database,
  userId: string,
  items: CartItemInput[],
): Promise<PricedCart> {
  const member = await loadCurrentUser(db, userId);
  return db.transaction(async (tx) => {
    await lockMemberCart(tx, userId);
    const catalogue = await listProductsForSale(tx);
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
    const catalogue = await listProductsForSale(tx);
    const skipped: string[] = [];
    await mergeCartLines(
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
    // One code per order: a coupon applied at the same moment waits for this one (and back).
    await lockMemberCart(tx, userId);
    const row = await findDiscountCode(tx, typedCode);
    if (!row) throw discountCodeError('unknown');
    const { problem } = cartDiscountOf(row, member.email, new Date());
    if (problem) throw discountCodeError(problem);
    const cart = await priceMemberCart(tx, member, await listProductsForSale(tx));
    if (cart.coupon) throw oneCodePerOrder(`the coupon ${cart.coupon.code}`);
    await attachCartDiscount(tx, userId, row.code);
    return priceMemberCart(tx, member, await listProductsForSale(tx));
  });
}

/** Takes the cart's discount code or coupon off, and answers the cart priced without it. */
async function takeCodeOff(
  db: Database,
  userId: string,
  detach: (tx: Tx, userId: string) => Promise<void>,
): Promise<PricedCart> {
  const member = await loadCurrentUser(db, userId);
  await detach(db, userId);
  return priceMemberCart(db, member, await listProductsForSale(db));
}

export const removeDiscountCode = (db: Database, userId: string) =>
  takeCodeOff(db, userId, detachCartDiscount);

/**
 * Puts a coupon on the member's cart (decision 0051), checked against the cart's lines now: an
 * unknown, expired, used-up coupon, one the member has used as often as it allows, or one for
 * a product not in the cart is refused with its 4xx and nothing is attached.
 */
export async function applyCoupon(
  db: Database,
  userId: string,
  typedCode: string,
): Promise<PricedCart> {
  const member = await loadCurrentUser(db, userId);
  return db.transaction(async (tx) => {
    await lockMemberCart(tx, userId);
    const catalogue = await listProductsForSale(tx);
    const cart = await priceMemberCart(tx, member, catalogue);
    if (cart.discountCode) throw oneCodePerOrder(`the discount code ${cart.discountCode.code}`);
    const coupon = await usableCoupon(tx, userId, typedCode, couponLines(cart.lines), new Date());
    await attachCartCoupon(tx, userId, coupon.id);
    return priceMemberCart(tx, member, catalogue);
  });
}

export const removeCoupon = (db: Database, userId: string) =>
  takeCodeOff(db, userId, detachCartCoupon);
