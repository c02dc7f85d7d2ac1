import { describe, it, expect } from 'vitest';
import {
  BOT_NAME_COLOR,
  PRIORITIES,
  PRIORITY_LABELS,
  THEMES,
  THEME_SURFACES,
  contrastRatio,
  nameColor,
  priorityOf,
  roleColor,
} from './priority';
import { ROLE_KEYS, noRoleFlags, withRoles } from './roles';
import type { Priority, Theme } from './priority';
import type { RoleKey } from './roles';

describe('priorityOf (spec §6: first matching flag decides)', () => {
  it.each([
    [['founder', 'admin', 'booster'], 1],
    [['admin', 'analyst'], 2],
    [['analyst', 'support'], 3],
    [['support', 'booster'], 4],
    [['booster', 'premium_trader'], 5],
    [['blue_badge_trader'], 6],
    [['premium_trader'], 6],
    [['premium_signals', 'free_member'], 6],
    [['free_member', 'crypto', 'marketing'], 7],
  ] as [RoleKey[], Priority][])('%j -> %i', (roles, expected) => {
    expect(priorityOf(withRoles(...roles))).toBe(expected);
  });

  it('puts a user with no flags among the free members', () => {
    expect(priorityOf(noRoleFlags())).toBe(7);
  });

  it('labels every group', () => {
    expect(PRIORITIES.map((p) => PRIORITY_LABELS[p])).toEqual([
      'Founder',
      'Admin',
      'Analyst',
      'Staff',
      'Boosters',
      'Premium Member',
      'Free Members',
    ]);
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it('is 21 for black on white, 1 for equal colours, and symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects anything but #rrggbb', () => {
    expect(() => contrastRatio('#fff', '#000000')).toThrow(RangeError);
    expect(() => contrastRatio('#000000', 'red')).toThrow(RangeError);
  });
});

describe.each(THEMES)('colours on the %s theme', (theme: Theme) => {
  const surface = THEME_SURFACES[theme];
  const aa = (hex: string) => contrastRatio(hex, surface);

  it('name colours are distinct and AA against the surface', () => {
    const colours = PRIORITIES.map((p) => nameColor(p, theme));
    expect(new Set(colours).size).toBe(7);
    for (const colour of colours) expect(aa(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('the bot name colour is AA against the surface', () => {
    expect(aa(BOT_NAME_COLOR[theme])).toBeGreaterThanOrEqual(4.5);
  });

  it('every role colour is AA against the surface', () => {
    for (const role of ROLE_KEYS) expect(aa(roleColor(role, theme))).toBeGreaterThanOrEqual(4.5);
  });

  it('ranked roles take their priority group colour', () => {
    const expected: [RoleKey, Priority][] = [
      ['founder', 1],
      ['admin', 2],
      ['analyst', 3],
      ['support', 4],
      ['booster', 5],
      ['blue_badge_trader', 6],
      ['premium_signals', 6],
      ['premium_trader', 6],
      ['free_member', 7],
    ];
    for (const [role, priority] of expected) {
      expect(roleColor(role, theme)).toBe(nameColor(priority, theme));
    }
  });

  it('interest roles get accents distinct from each other and from the groups', () => {
    const accents = (['crypto', 'stocks', 'forex', 'free_signals', 'marketing'] as const).map(
      (role) => roleColor(role, theme),
    );
    const groupColours = PRIORITIES.map((p) => nameColor(p, theme));
    expect(new Set([...accents, ...groupColours, BOT_NAME_COLOR[theme]]).size).toBe(13);
  });
});

it('uses white for the founder on dark and near-black on light', () => {
  expect(nameColor(1, 'dark')).toBe('#ffffff');
  expect(contrastRatio(nameColor(1, 'light'), '#000000')).toBeLessThan(1.5);
});
