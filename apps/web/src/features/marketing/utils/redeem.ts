import { fromCreditUnits, toCreditUnits, type BadgeTier } from '@bbt/domain';
import type { RedeemProduct } from '../types';

/** The tier a tiered product starts on: tier 1 when it has one, else its first. */
export function defaultTier(product: RedeemProduct): BadgeTier | undefined {
  if (product.tiers.length === 0) return undefined;
  return (product.tiers.find((t) => t.tier === 1) ?? product.tiers[0])?.tier;
}

/** What redeeming costs: the chosen tier's price for tiered products, else the product's. */
export function redeemPrice(product: RedeemProduct, tier: BadgeTier | undefined): number {
  if (tier === undefined) return product.price;
  return product.tiers.find((t) => t.tier === tier)?.price ?? product.price;
}

/**
 * The balance a redeem would leave, at the precision credits are stored with (so 0.3 - 0.1
 * reads 0.2, not 0.19999999999999998). Below zero when the balance is short.
 */
export function balanceAfter(credits: number, price: number): number {
  return fromCreditUnits(toCreditUnits(credits) - toCreditUnits(price));
}
