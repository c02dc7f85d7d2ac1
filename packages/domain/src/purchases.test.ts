import { describe, expect, it } from 'vitest';
import { holdsProduct, purchaseOption, stillPurchasableAsPriced, type Holdings } from './purchases';
import { withRoles } from './roles';

const now = new Date('2026-11-25T12:00:00Z');
const later = new Date('2026-11-30T12:00:00Z');
const earlier = new Date('2026-11-20T12:00:00Z');

const badge = {
  role: 'blue_badge_trader',
  originalPrice: 7.99,
  salePrice: null,
  tiers: [
    { tier: 1, price: 7.99 },
    { tier: 2, price: 12.99 },
    { tier: 3, price: 14.99 },
  ],
};
const signals = { role: 'premium_signals', originalPrice: 19.99, salePrice: null, tiers: [] };
const indicator = { role: 'premium_trader', originalPrice: 34.99, salePrice: null, tiers: [] };

const nobody: Holdings = { roles: withRoles('free_member'), badgeTier: null, signalsUntil: now };
const badgeHolder = (tier: number): Holdings => ({
  roles: withRoles('free_member', 'blue_badge_trader'),
  badgeTier: tier,
  signalsUntil: earlier,
});

describe('purchaseOption', () => {
  it('sells at full price what the member does not hold', () => {
    expect(purchaseOption(badge, 2, nobody, now)).toEqual({ kind: 'buy', price: 12.99 });
    expect(purchaseOption(indicator, null, nobody, now)).toEqual({ kind: 'buy', price: 34.99 });
  });

  it('upgrades a lower badge tier for the difference, and never sells a tier held or lower', () => {
    expect(purchaseOption(badge, 3, badgeHolder(1), now)).toEqual({
      kind: 'upgrade',
      price: 7,
      fromTier: 1,
    });
    expect(purchaseOption(badge, 3, badgeHolder(2), now)).toEqual({
      kind: 'upgrade',
      price: 2,
      fromTier: 2,
    });
    expect(purchaseOption(badge, 2, badgeHolder(2), now)).toEqual({ kind: 'owned' });
    expect(purchaseOption(badge, 1, badgeHolder(3), now)).toEqual({ kind: 'owned' });
  });

  it('prices an upgrade at sale prices when the badge is on sale, never at nothing', () => {
    const onSale = { ...badge, salePrice: 3.99 };
    const upgrade = purchaseOption(onSale, 3, badgeHolder(1), now);
    expect(upgrade).toMatchObject({ kind: 'upgrade', fromTier: 1 });
    expect(upgrade.kind === 'upgrade' && upgrade.price).toBeCloseTo(7.49 - 3.99, 2);
    const flat = {
      ...badge,
      tiers: [
        { tier: 1, price: 5 },
        { tier: 2, price: 5 },
        { tier: 3, price: 5 },
      ],
      originalPrice: 5,
    };
    expect(purchaseOption(flat, 2, badgeHolder(1), now)).toEqual({
      kind: 'upgrade',
      price: 0.01,
      fromTier: 1,
    });
  });

  it('renews running premium signals, and sells them anew once lapsed', () => {
    const running = { roles: withRoles('premium_signals'), badgeTier: null, signalsUntil: later };
    expect(purchaseOption(signals, null, running, now)).toEqual({ kind: 'renew', price: 19.99 });
    const lapsed = { ...running, signalsUntil: earlier };
    expect(purchaseOption(signals, null, lapsed, now)).toEqual({ kind: 'buy', price: 19.99 });
  });

  it('sells nothing a badge tier includes: the indicator from tier 1, signals from tier 3', () => {
    expect(purchaseOption(indicator, null, badgeHolder(1), now)).toEqual({
      kind: 'owned',
      throughTier: 1,
    });
    expect(purchaseOption(signals, null, badgeHolder(3), now)).toEqual({
      kind: 'owned',
      throughTier: 3,
    });
    expect(purchaseOption(signals, null, badgeHolder(2), now)).toEqual({
      kind: 'buy',
      price: 19.99,
    });
    expect(holdsProduct(indicator, badgeHolder(1), now)).toBe(true);
  });

  it('has nothing to sell to the holder of any other product', () => {
    const trader = { ...nobody, roles: withRoles('premium_trader') };
    expect(purchaseOption(indicator, null, trader, now)).toEqual({ kind: 'owned' });
  });
});

describe('stillPurchasableAsPriced', () => {
  it('holds while the holdings give the same option, and fails once they changed', () => {
    const upgrade = { kind: 'upgrade' as const, fromTier: 1 };
    expect(stillPurchasableAsPriced(upgrade, purchaseOption(badge, 3, badgeHolder(1), now))).toBe(
      true,
    );
    // Another order upgraded to tier 2 meanwhile: the price paid no longer fits.
    expect(stillPurchasableAsPriced(upgrade, purchaseOption(badge, 3, badgeHolder(2), now))).toBe(
      false,
    );
    const buy = { kind: 'buy' as const, fromTier: null };
    expect(stillPurchasableAsPriced(buy, purchaseOption(badge, 2, nobody, now))).toBe(true);
    expect(stillPurchasableAsPriced(buy, purchaseOption(badge, 2, badgeHolder(1), now))).toBe(
      false,
    );
    expect(stillPurchasableAsPriced(buy, { kind: 'owned' })).toBe(false);
  });
});

describe('holdsProduct', () => {
  it('is true whenever buying would not be a plain purchase', () => {
    expect(holdsProduct(badge, nobody, now)).toBe(false);
    expect(holdsProduct(badge, badgeHolder(1), now)).toBe(true);
    expect(holdsProduct(badge, badgeHolder(3), now)).toBe(true);
    const signalsHolder = { ...nobody, roles: withRoles('premium_signals'), signalsUntil: later };
    expect(holdsProduct(signals, signalsHolder, now)).toBe(true);
    expect(holdsProduct(indicator, signalsHolder, now)).toBe(false);
  });
  it('follows the premium signals expiry', () => {
    const lapsed = { ...nobody, roles: withRoles('premium_signals'), signalsUntil: earlier };
    expect(holdsProduct(signals, lapsed, now)).toBe(false);
  });
});
