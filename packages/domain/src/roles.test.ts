import { describe, it, expect } from 'vitest';
import {
  MENTION_ROLE_KEYS,
  ROLE_KEYS,
  ROLE_LABELS,
  SELF_CLAIMABLE_ROLES,
  effectiveRoleFlags,
  hasPremium,
  heldRoles,
  isFounderOrAdmin,
  isMentionRoleKey,
  isRoleKey,
  isSelfClaimableRole,
  isStaffMember,
  newUserRoleFlags,
  noRoleFlags,
  withRoles,
} from './roles';

describe('role catalogue', () => {
  it('lists the 14 spec roles, and everyone only for mentions', () => {
    expect(ROLE_KEYS).toHaveLength(14);
    expect(MENTION_ROLE_KEYS).toEqual([...ROLE_KEYS, 'everyone']);
    expect(SELF_CLAIMABLE_ROLES).toEqual(['crypto', 'stocks', 'forex', 'free_signals']);
  });

  it('labels every role', () => {
    for (const role of ROLE_KEYS) expect(ROLE_LABELS[role]).toMatch(/\S/);
    expect(ROLE_LABELS.blue_badge_trader).toBe('Blue Badge Trader');
    expect(ROLE_LABELS.free_member).toBe('Free Member');
  });

  it('recognises role keys', () => {
    expect(isRoleKey('premium_trader')).toBe(true);
    expect(isRoleKey('everyone')).toBe(false);
    expect(isRoleKey('Founder')).toBe(false);
    expect(isMentionRoleKey('everyone')).toBe(true);
    expect(isMentionRoleKey('nobody')).toBe(false);
    expect(isSelfClaimableRole('forex')).toBe(true);
    expect(isSelfClaimableRole('admin')).toBe(false);
  });
});

describe('building flags', () => {
  it('noRoleFlags has every role false', () => {
    const flags = noRoleFlags();
    expect(Object.keys(flags).sort()).toEqual([...ROLE_KEYS].sort());
    expect(heldRoles(flags)).toEqual([]);
  });

  it('withRoles sets only the listed roles', () => {
    expect(heldRoles(withRoles('marketing', 'admin'))).toEqual(['admin', 'marketing']);
  });

  it('gives a new user free_member and a premium_signals trial (spec §4)', () => {
    expect(heldRoles(newUserRoleFlags())).toEqual(['premium_signals', 'free_member']);
  });
});

describe('role predicates', () => {
  it.each([
    ['founder', true],
    ['admin', true],
    ['analyst', false],
    ['support', false],
  ] as const)('isFounderOrAdmin(%s) is %s', (role, expected) => {
    expect(isFounderOrAdmin(withRoles(role))).toBe(expected);
  });

  it.each([
    ['founder', true],
    ['admin', true],
    ['analyst', true],
    ['support', true],
    ['booster', false],
    ['marketing', false],
  ] as const)('isStaffMember(%s) is %s', (role, expected) => {
    expect(isStaffMember(withRoles(role))).toBe(expected);
  });

  it.each([
    ['blue_badge_trader', true],
    ['premium_signals', true],
    ['premium_trader', true],
    ['free_signals', false],
    ['founder', false],
  ] as const)('hasPremium(%s) is %s', (role, expected) => {
    expect(hasPremium(withRoles(role))).toBe(expected);
  });
});

describe('effectiveRoleFlags (spec §4, premium expiry)', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('keeps premium_signals while the period runs', () => {
    const flags = newUserRoleFlags();
    const result = effectiveRoleFlags(flags, new Date('2026-03-10T12:00:01Z'), now);
    expect(result.premium_signals).toBe(true);
    expect(result).toBe(flags);
  });

  it('drops premium_signals once the period ends, exactly at the end included', () => {
    const flags = withRoles('premium_signals', 'crypto');
    for (const until of [now, new Date('2026-03-01T00:00:00Z')]) {
      const result = effectiveRoleFlags(flags, until, now);
      expect(heldRoles(result)).toEqual(['crypto']);
    }
    expect(flags.premium_signals).toBe(true);
  });

  it('leaves users without premium_signals unchanged', () => {
    const flags = withRoles('blue_badge_trader');
    expect(effectiveRoleFlags(flags, new Date(0), now)).toBe(flags);
  });
});
