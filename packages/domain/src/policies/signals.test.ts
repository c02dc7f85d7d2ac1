import { describe, expect, it } from 'vitest';
import { withRoles, type RoleKey } from '../roles';
import { canManageSignals, canReadActiveSignals } from './signals';

const holding = (...roles: RoleKey[]) => ({ roles: withRoles(...roles) });

describe('signals policies', () => {
  it('lets founder and analyst manage signals, and nobody else', () => {
    expect(canManageSignals(holding('founder'))).toBe(true);
    expect(canManageSignals(holding('analyst'))).toBe(true);
    expect(canManageSignals(holding('admin'))).toBe(false);
    expect(canManageSignals(holding('support', 'premium_signals'))).toBe(false);
  });
  it('shows active signals to premium signals, founders, admins and analysts', () => {
    expect(canReadActiveSignals(holding('premium_signals'))).toBe(true);
    expect(canReadActiveSignals(holding('admin'))).toBe(true);
    expect(canReadActiveSignals(holding('analyst'))).toBe(true);
    expect(canReadActiveSignals(holding('blue_badge_trader'))).toBe(false);
    expect(canReadActiveSignals(holding('support'))).toBe(false);
  });
  it('shows them to Blue Badge tier 3 without premium signals, and to no lower tier', () => {
    const tier = (badgeTier: number) => ({ roles: withRoles('blue_badge_trader'), badgeTier });
    expect(canReadActiveSignals(tier(3))).toBe(true);
    expect(canReadActiveSignals(tier(2))).toBe(false);
    expect(canReadActiveSignals(tier(1))).toBe(false);
    expect(canReadActiveSignals({ roles: withRoles('free_member'), badgeTier: 3 })).toBe(false);
  });
});
