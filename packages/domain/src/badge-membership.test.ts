import { describe, expect, it } from 'vitest';
import {
  badgeHeldAt,
  badgeOwning,
  badgeWithMembership,
  badgeWithoutMembership,
  ownedBadgeTier,
  type BadgeColumns,
} from './badge-membership';

const end = new Date('2026-12-05T12:00:00.000Z');
const second = (offset: number) => new Date(end.getTime() + offset * 1000);
const none: BadgeColumns = {
  blueBadgeTrader: false,
  badgeTier: null,
  badgeMembershipTier: null,
  badgeMembershipUntil: null,
  badgeFallbackTier: null,
};
const ownsTier1: BadgeColumns = { ...none, blueBadgeTrader: true, badgeTier: 1 };

describe('a badge tier membership on the member row', () => {
  it('holds its tier to the second its access ends, then the fallback', () => {
    const row = badgeWithMembership(ownsTier1, 3, end, second(-60));
    expect(row).toMatchObject({ badgeTier: 3, badgeFallbackTier: 1, badgeMembershipTier: 3 });
    expect(badgeHeldAt(row, second(-1))).toEqual({ blueBadgeTrader: true, badgeTier: 3 });
    expect(badgeHeldAt(row, second(0))).toEqual({ blueBadgeTrader: true, badgeTier: 1 });
    expect(badgeHeldAt(row, second(1))).toEqual({ blueBadgeTrader: true, badgeTier: 1 });
    const bare = badgeWithMembership(none, 2, end, second(-60));
    expect(badgeHeldAt(bare, second(1))).toEqual({ blueBadgeTrader: false, badgeTier: null });
  });

  it('keeps a higher tier owned, and owns what orders and staff give meanwhile', () => {
    const owns3 = { ...none, blueBadgeTrader: true, badgeTier: 3 } as const;
    expect(badgeWithMembership(owns3, 1, end, second(-60))).toMatchObject({ badgeTier: 3 });
    const running = badgeWithMembership(none, 2, end, second(-60));
    expect(ownedBadgeTier(running)).toBeNull();
    const given = badgeOwning(running, 2, second(-5));
    expect(ownedBadgeTier(given)).toBe(2);
    expect(badgeHeldAt(given, second(1)).badgeTier).toBe(2);
    const bought = badgeOwning(running, 3, second(-5));
    expect(badgeHeldAt(bought, second(-1)).badgeTier).toBe(3);
    expect(badgeWithoutMembership(bought)).toEqual({
      ...none,
      blueBadgeTrader: true,
      badgeTier: 3,
    });
  });

  it("takes the badge off now on staff's removal, and leaves nothing to fall back to", () => {
    const running = badgeWithMembership(ownsTier1, 2, end, second(-60));
    const removed = badgeOwning(running, null, second(-5), true);
    expect(badgeHeldAt(removed, second(-1)).blueBadgeTrader).toBe(false);
    expect(badgeHeldAt(removed, second(1)).blueBadgeTrader).toBe(false);
  });

  it('writes down a membership that has run out before what is owned changes', () => {
    const running = badgeWithMembership(none, 2, end, second(-60));
    expect(badgeOwning(running, 1, second(1))).toEqual({ ...ownsTier1 });
    // A renewal after the end seen late: owned is what the row fell back to.
    const renewed = badgeWithMembership(
      badgeOwning(running, null, second(-5)),
      2,
      second(600),
      second(1),
    );
    expect(renewed).toMatchObject({ badgeTier: 2, badgeFallbackTier: null });
  });
});
