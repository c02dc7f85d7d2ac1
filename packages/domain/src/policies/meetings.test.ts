import { describe, expect, it } from 'vitest';
import { withRoles, type RoleKey } from '../roles';
import { canJoinMeeting, canManageMeetings } from './meetings';

const holding = (...roles: RoleKey[]) => ({ roles: withRoles(...roles) });
const badgeTier = (tier: number | null) => ({
  roles: withRoles('blue_badge_trader'),
  badgeTier: tier,
});

describe('meetings policies', () => {
  it('keeps exclusive meetings (the live classes) for badge tiers 2 and 3, admins and founders', () => {
    expect(canJoinMeeting(holding('free_member'), { exclusive: true })).toBe(false);
    expect(canJoinMeeting(badgeTier(1), { exclusive: true })).toBe(false);
    expect(canJoinMeeting(badgeTier(null), { exclusive: true })).toBe(false);
    expect(canJoinMeeting(badgeTier(2), { exclusive: true })).toBe(true);
    expect(canJoinMeeting(badgeTier(3), { exclusive: true })).toBe(true);
    expect(canJoinMeeting(holding('admin'), { exclusive: true })).toBe(true);
    expect(canJoinMeeting(holding('founder'), { exclusive: true })).toBe(true);
    expect(canJoinMeeting(holding('free_member'), { exclusive: false })).toBe(true);
  });
  it('reads the tier only while the badge is held', () => {
    const removed = { roles: withRoles('free_member'), badgeTier: 3 };
    expect(canJoinMeeting(removed, { exclusive: true })).toBe(false);
  });
  it('lets founder and admin manage meetings', () => {
    expect(canManageMeetings(holding('founder'))).toBe(true);
    expect(canManageMeetings(holding('admin'))).toBe(true);
    expect(canManageMeetings(holding('analyst'))).toBe(false);
  });
});
