import { describe, expect, it } from 'vitest';
import { withRoles, type RoleKey } from '../roles';
import { canJoinMeeting, canManageMeetings } from './meetings';

const holding = (...roles: RoleKey[]) => ({ roles: withRoles(...roles) });

describe('meetings policies', () => {
  it('keeps exclusive meetings for the blue badge, admins and founders', () => {
    expect(canJoinMeeting(holding('free_member'), { exclusive: true })).toBe(false);
    expect(canJoinMeeting(holding('blue_badge_trader'), { exclusive: true })).toBe(true);
    expect(canJoinMeeting(holding('admin'), { exclusive: true })).toBe(true);
    expect(canJoinMeeting(holding('free_member'), { exclusive: false })).toBe(true);
  });
  it('lets founder and admin manage meetings', () => {
    expect(canManageMeetings(holding('founder'))).toBe(true);
    expect(canManageMeetings(holding('admin'))).toBe(true);
    expect(canManageMeetings(holding('analyst'))).toBe(false);
  });
});
