import { describe, expect, it } from 'vitest';
import {
  canDiscipline,
  canGrantRole,
  creditAdjustmentRefusal,
  creditsAfter,
  roleChangeRefusal,
} from './members';

const founder = { id: 'f', founder: true, admin: false };
const otherFounder = { id: 'f2', founder: true, admin: false };
const admin = { id: 'a', founder: false, admin: true };
const otherAdmin = { id: 'a2', founder: false, admin: true };
const member = { id: 'm', founder: false, admin: false };

describe('moderation authority', () => {
  it('lets admins moderate members, founders moderate admins, and nobody a founder', () => {
    expect(canDiscipline(admin, member)).toBe(true);
    expect(canDiscipline(admin, admin)).toBe(false);
    expect(canDiscipline(founder, admin)).toBe(true);
    expect(canDiscipline(founder, founder)).toBe(false);
    expect(canDiscipline(member, member)).toBe(false);
  });
  it('reserves the founder and admin roles to founders', () => {
    expect(canGrantRole(admin, 'crypto')).toBe(true);
    expect(canGrantRole(admin, 'admin')).toBe(false);
    expect(canGrantRole(founder, 'admin')).toBe(true);
    expect(canGrantRole(member, 'crypto')).toBe(false);
  });
});

describe('roleChangeRefusal', () => {
  const change = (
    actor: typeof founder,
    target: typeof founder,
    role: Parameters<typeof roleChangeRefusal>[0]['role'],
    granted = true,
  ) => roleChangeRefusal({ actor, target, role, granted });

  it('lets an admin change ordinary roles of a member', () => {
    expect(change(admin, member, 'analyst')).toBeNull();
    expect(change(admin, member, 'premium_signals', false)).toBeNull();
  });
  it('keeps founder and admin roles for a founder to hand out', () => {
    expect(change(admin, member, 'admin')).toContain('Only a founder');
    expect(change(admin, member, 'founder')).toContain('Only a founder');
    expect(change(founder, member, 'admin')).toBeNull();
  });
  it("stops an admin changing a founder's or another admin's roles", () => {
    expect(change(admin, founder, 'crypto')).toContain("can't change the roles");
    expect(change(admin, otherAdmin, 'crypto')).toContain("can't change the roles");
    expect(change(founder, otherAdmin, 'crypto')).toBeNull();
    expect(change(founder, otherFounder, 'crypto')).toContain("can't change the roles");
  });
  it('never lets someone remove their own founder or admin role', () => {
    expect(change(founder, founder, 'founder', false)).toContain('your own founder');
    expect(change(admin, admin, 'admin', false)).toContain('your own admin');
    expect(change(admin, admin, 'crypto')).toBeNull();
  });
});

describe('creditAdjustmentRefusal', () => {
  const adjust = (current: number, change: number, actorId = 'staff') =>
    creditAdjustmentRefusal({ actorId, targetId: 'member', current, change });

  it('allows a change either way that leaves the member at zero or more', () => {
    expect(adjust(3, 1.25)).toBeNull();
    expect(adjust(3, -3)).toBeNull();
    expect(creditsAfter(0.3, -0.1)).toBe(0.2);
  });

  it('refuses zero, less than a credit unit, past the bound, below zero and your own account', () => {
    expect(adjust(3, 0)).toMatch(/other than zero/);
    expect(adjust(3, 0.00001)).toMatch(/other than zero/);
    expect(adjust(3, 0.00006)).toMatch(/4 decimal places/);
    expect(adjust(3, Number.NaN)).toMatch(/other than zero/);
    expect(adjust(3, 100_001)).toMatch(/at most/);
    expect(adjust(3, -3.0001)).toMatch(/never owed/);
    expect(adjust(3, 1, 'member')).toMatch(/your own credits/);
  });
});
