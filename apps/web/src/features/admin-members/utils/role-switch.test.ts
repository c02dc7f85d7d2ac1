import { describe, expect, it } from 'vitest';
import { ROLE_KEYS, withRoles } from '@bbt/domain';
import type { RoleKey } from '@bbt/domain';
import { roleSwitches } from './role-switch';

const founder = { id: 'f1', roles: withRoles('founder') };
const admin = { id: 'a1', roles: withRoles('admin') };

function byRole(states: ReturnType<typeof roleSwitches>) {
  return Object.fromEntries(states.map((s) => [s.role, s])) as Record<
    RoleKey,
    (typeof states)[number]
  >;
}

describe('roleSwitches', () => {
  it('has one switch per role, on for the roles the member holds', () => {
    const states = roleSwitches(founder, { id: 'm1', roles: ['analyst', 'free_member'] });
    expect(states.map((s) => s.role)).toEqual([...ROLE_KEYS]);
    expect(states.filter((s) => s.checked).map((s) => s.role)).toEqual(['analyst', 'free_member']);
  });

  it('lets a founder change every role of a member', () => {
    const states = roleSwitches(founder, { id: 'm1', roles: ['free_member'] });
    expect(states.every((s) => s.hint === null)).toBe(true);
  });

  it('keeps founder and admin switches from an admin', () => {
    const states = byRole(roleSwitches(admin, { id: 'm1', roles: ['free_member'] }));
    expect(states.founder.hint).toMatch(/only a founder/i);
    expect(states.admin.hint).toMatch(/only a founder/i);
    expect(states.analyst.hint).toBeNull();
    expect(states.free_member.hint).toBeNull();
  });

  it("keeps a founder's or another admin's roles from an admin", () => {
    const states = roleSwitches(admin, { id: 'a2', roles: ['admin'] });
    expect(states.every((s) => s.hint !== null)).toBe(true);
  });

  it('never lets anyone remove their own founder or admin role', () => {
    const own = byRole(roleSwitches(founder, { id: 'f1', roles: ['founder', 'admin'] }));
    expect(own.founder.hint).toMatch(/your own founder role/);
    expect(own.admin.hint).toMatch(/your own admin role/);
    expect(own.analyst.hint).toBeNull();

    const ownAdmin = byRole(roleSwitches(admin, { id: 'a1', roles: ['admin'] }));
    expect(ownAdmin.admin.hint).toMatch(/your own admin role/);
    expect(ownAdmin.support.hint).toBeNull();
  });
});
