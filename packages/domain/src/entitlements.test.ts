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

  it('renews premium signals from the end of the running period, or from now once ended', () => {
    const running = new Date('2026-11-24T10:00:00Z');
    expect(entitlementFor('premium_signals', null, now, running).signalsUntil).toEqual(
      new Date('2026-12-01T10:00:00Z'),
    );
    const ended = new Date('2026-11-01T10:00:00Z');
    expect(entitlementFor('premium_signals', null, now, ended).signalsUntil).toEqual(
      new Date('2026-11-29T10:00:00Z'),
    );
  });

  it('gives other products their role only', () => {
    expect(entitlementFor('premium_trader', null, now)).toEqual({
      role: 'premium_trader',
      badgeTier: null,
      signalsUntil: null,
    });
  });
});
