import { describe, expect, it } from 'vitest';
import { entitlementFor } from './entitlements';

const now = new Date('2026-11-22T10:00:00Z');

describe('entitlementFor', () => {
  it('gives the badge role with the tier bought, tier 1 by default', () => {
    expect(entitlementFor('blue_badge_trader', 2, now)).toEqual({
      role: 'blue_badge_trader',
      badgeTier: 2,
      signalsUntil: null,
    });
    expect(entitlementFor('blue_badge_trader', null, now).badgeTier).toBe(1);
    expect(entitlementFor('blue_badge_trader', 7, now).badgeTier).toBe(1);
  });

  it('gives premium signals for 7 days from now', () => {
    expect(entitlementFor('premium_signals', null, now)).toEqual({
      role: 'premium_signals',
      badgeTier: null,
      signalsUntil: new Date('2026-11-29T10:00:00Z'),
    });
  });

  it('gives other products their role only', () => {
    expect(entitlementFor('premium_trader', null, now)).toEqual({
      role: 'premium_trader',
      badgeTier: null,
      signalsUntil: null,
    });
  });
});
