/**
 * Money rules of spec §9 and ruling 12. Amounts are handled in integer cents so that
 * sums never drift; prices cross the wire as numbers with 2 decimals.
 */

export const CURRENCY = 'USD' as const;
export const BADGE_TIERS = [1, 2, 3] as const;
export type BadgeTier = (typeof BADGE_TIERS)[number];
export const DEFAULT_BADGE_TIER: BadgeTier = 1;
/** The displayed tax share of the total; the subtotal is the rest (90%). */
export const TAX_RATE = 0.1;
/** An inviter earns this share of what an invitee pays (ruling 14). */
export const SALE_COMMISSION_RATE = 0.4;
/** An inviter earns this many credits per signup. */
export const SIGNUP_CREDIT = 0.1;

export interface PricedProduct {
  originalPrice: number;
  salePrice: number | null;
  /** Badge tier prices; empty for products sold without tiers. */
  tiers: ReadonlyArray<{ tier: number; price: number }>;
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Credits are kept to 4 decimals, the scale of every credits column (numeric(14,4)). */
export const CREDIT_DECIMALS = 4;
const CREDIT_UNITS_PER_CREDIT = 10 ** CREDIT_DECIMALS;
/** An amount of credits in whole units of the stored precision (ten-thousandths). */
export const toCreditUnits = (amount: number): number =>
  Math.round(amount * CREDIT_UNITS_PER_CREDIT);
export const fromCreditUnits = (units: number): number => units / CREDIT_UNITS_PER_CREDIT;

/**
 * Redeeming needs credits at least equal to the price (spec §5), compared at the
 * precision credits are stored with: compared in cents, a balance 0.0001 short would pass
 * and the spend would take the stored balance below zero.
 */
export const canAfford = (credits: number, price: number): boolean =>
  toCreditUnits(credits) >= toCreditUnits(price);

const CREDIT_UNITS_PER_CENT = CREDIT_UNITS_PER_CREDIT / 100;
/**
 * What a balance lacks to pay a price, rounded up to the cent credits are shown in: a balance
 * 0.0001 short reads '0.01c' short, never '0.00c' beside a price it can't pay.
 */
export function creditsShort(credits: number, price: number): number {
  const missingUnits = toCreditUnits(price) - toCreditUnits(credits);
  return missingUnits <= 0 ? 0 : fromCents(Math.ceil(missingUnits / CREDIT_UNITS_PER_CENT));
}

export function isBadgeTier(value: unknown): value is BadgeTier {
  return typeof value === 'number' && (BADGE_TIERS as readonly number[]).includes(value);
}

/**
 * What one unit costs: the sale price when there is one, else the original price. For a
 * tiered product (the badge; tier 1 when none is given) the original price is tier 1's, and
 * a sale takes the same share off every tier, rounded to the cent: tier 1 costs exactly the
 * sale price and the dearer tiers keep their order.
 */
export function unitPrice(product: PricedProduct, tier?: number | null): number {
  if (product.tiers.length > 0) {
    const chosen = product.tiers.find((t) => t.tier === (tier ?? DEFAULT_BADGE_TIER));
    if (!chosen) throw new RangeError(`No tier ${tier} for this product`);
    if (product.salePrice === null || product.originalPrice <= 0) return chosen.price;
    const share = toCents(product.salePrice) / toCents(product.originalPrice);
    return fromCents(Math.round(toCents(chosen.price) * share));
  }
  return product.salePrice ?? product.originalPrice;
}

export interface CartTotals {
  /** What is paid: the lines' sum less any discount. */
  total: number;
  subtotal: number;
  tax: number;
  /** What a discount code took off the lines' sum (0 without one). */
  discount: number;
  currency: typeof CURRENCY;
}

/** The first-visit popup's promise (spec §9): 15% off an order for joining the list. */
export const MAILING_LIST_DISCOUNT_PERCENT = 15;

/**
 * What a percentage takes off an amount of cents, rounded to the nearest cent (a half cent
 * goes to the buyer). Integer arithmetic: 15% of 799 cents is 11985 / 100, never 119.849...
 */
export function discountCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

/**
 * Totals of a cart (spec §9): the total is the sum, less `discountPercent` of it when a
 * discount code applies; tax is 10% of what is paid and the subtotal the rest, so the tax
 * shown is always the tax in the amount charged.
 */
export function cartTotals(unitPrices: readonly number[], discountPercent = 0): CartTotals {
  const sumCents = unitPrices.reduce((sum, price) => sum + toCents(price), 0);
  return cartTotalsLessCents(unitPrices, discountCents(sumCents, discountPercent));
}

/** Totals of a cart with `offCents` taken off its sum (a coupon's amount, decision 0051). */
export function cartTotalsLessCents(unitPrices: readonly number[], offCents: number): CartTotals {
  const sumCents = unitPrices.reduce((sum, price) => sum + toCents(price), 0);
  const totalCents = sumCents - offCents;
  const taxCents = Math.round(totalCents * TAX_RATE);
  return {
    total: fromCents(totalCents),
    subtotal: fromCents(totalCents - taxCents),
    tax: fromCents(taxCents),
    discount: fromCents(offCents),
    currency: CURRENCY,
  };
}

/** Formats an amount the way payment providers expect it: '12.99'. */
export const toMoneyString = (amount: number): string => (toCents(amount) / 100).toFixed(2);

/** The inviter's commission on a paid amount, in credits (rounded to the stored precision). */
export function saleCommission(amountPaid: number): number {
  return fromCreditUnits(toCreditUnits(amountPaid * SALE_COMMISSION_RATE));
}
