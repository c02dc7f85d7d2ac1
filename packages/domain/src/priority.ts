import type { RoleFlags, RoleKey } from './roles';

export type Priority = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const PRIORITIES: readonly Priority[] = [1, 2, 3, 4, 5, 6, 7];

/** Member-list group; the first matching flag decides (spec §6). */
export function priorityOf(flags: RoleFlags): Priority {
  if (flags.founder) return 1;
  if (flags.admin) return 2;
  if (flags.analyst) return 3;
  if (flags.support) return 4;
  if (flags.booster) return 5;
  if (flags.blue_badge_trader || flags.premium_trader || flags.premium_signals) return 6;
  return 7;
}

export const PRIORITY_LABELS: Record<Priority, string> = {
  1: 'Founder',
  2: 'Admin',
  3: 'Analyst',
  4: 'Staff',
  5: 'Boosters',
  6: 'Premium Member',
  7: 'Free Members',
};

export type Theme = 'light' | 'dark';

export const THEMES: readonly Theme[] = ['light', 'dark'];

export const THEME_SURFACES: Record<Theme, string> = { light: '#ffffff', dark: '#111318' };

// Every colour below keeps WCAG AA contrast (>= 4.5) against its theme surface, so the
// spec's hues (white/black, amber, blue, red, pink, cyan, green) use darker shades on light.
const NAME_COLORS: Record<Theme, Record<Priority, string>> = {
  light: {
    1: '#111318',
    2: '#b45309',
    3: '#1d4ed8',
    4: '#b91c1c',
    5: '#be185d',
    6: '#0e7490',
    7: '#15803d',
  },
  dark: {
    1: '#ffffff',
    2: '#fbbf24',
    3: '#60a5fa',
    4: '#f87171',
    5: '#f472b6',
    6: '#22d3ee',
    7: '#4ade80',
  },
};

export const BOT_NAME_COLOR: Record<Theme, string> = { light: '#4752c4', dark: '#8c95ff' };

export function nameColor(priority: Priority, theme: Theme): string {
  return NAME_COLORS[theme][priority];
}

const ROLE_PRIORITIES: Partial<Record<RoleKey, Priority>> = {
  founder: 1,
  admin: 2,
  analyst: 3,
  support: 4,
  booster: 5,
  blue_badge_trader: 6,
  premium_signals: 6,
  premium_trader: 6,
  free_member: 7,
};

type AccentRole = 'crypto' | 'stocks' | 'forex' | 'free_signals' | 'marketing';

const ROLE_ACCENTS: Record<Theme, Record<AccentRole, string>> = {
  light: {
    crypto: '#c2410c',
    stocks: '#6d28d9',
    forex: '#0f766e',
    free_signals: '#0369a1',
    marketing: '#a21caf',
  },
  dark: {
    crypto: '#fb923c',
    stocks: '#a78bfa',
    forex: '#2dd4bf',
    free_signals: '#38bdf8',
    marketing: '#e879f9',
  },
};

/** Colour of a role chip: its priority group's colour, or an accent for interest roles. */
export function roleColor(role: RoleKey, theme: Theme): string {
  const priority = ROLE_PRIORITIES[role];
  if (priority !== undefined) return nameColor(priority, theme);
  return ROLE_ACCENTS[theme][role as AccentRole];
}

function channelLuminance(hex: string, offset: number): number {
  const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return (
    0.2126 * channelLuminance(hex, 1) +
    0.7152 * channelLuminance(hex, 3) +
    0.0722 * channelLuminance(hex, 5)
  );
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
