import {
  badgeHeldAt,
  badgeMembershipHasRunOut,
  heldBadgeTier,
  ownedBadgeTier,
  ROLE_KEYS,
  priorityOf,
  type Holdings,
  type RoleFlags,
  type BadgeTier,
  type RoleKey,
} from '@bbt/domain';
import { z } from 'zod';
import { badgeTierSchema, prioritySchema } from '../../domain-schemas';
import type { MemberRow, RoleColumnsRow, UserRow } from './repo';

/** Database column (camelCase in Drizzle) for each role key of the domain package. */
export const ROLE_COLUMNS = {
  founder: 'founder',
  admin: 'admin',
  analyst: 'analyst',
  support: 'support',
  blue_badge_trader: 'blueBadgeTrader',
  premium_signals: 'premiumSignals',
  premium_trader: 'premiumTrader',
  booster: 'booster',
  crypto: 'crypto',
  stocks: 'stocks',
  forex: 'forex',
  free_signals: 'freeSignals',
  marketing: 'marketing',
  free_member: 'freeMember',
} as const satisfies Record<RoleKey, keyof MemberRow>;

/**
 * Per row read: a kept row (decision 0028) is asked for its roles on every request. A row whose
 * badge tier membership has run out by the clock answers its fallback from then on (decision
 * 0076), kept apart: the end is passed once, so each map's flags stay true of their row.
 */
const roleFlagsByRow = new WeakMap<RoleColumnsRow, RoleFlags>();
const roleFlagsByRunOutRow = new WeakMap<RoleColumnsRow, RoleFlags>();

export function roleFlagsOf(row: RoleColumnsRow, now = new Date()): RoleFlags {
  const byRow = badgeMembershipHasRunOut(row, now) ? roleFlagsByRunOutRow : roleFlagsByRow;
  let flags = byRow.get(row);
  if (flags === undefined) {
    const held = { ...row, ...badgeHeldAt(row, now) };
    flags = Object.fromEntries(ROLE_KEYS.map((key) => [key, held[ROLE_COLUMNS[key]]])) as RoleFlags;
    byRow.set(row, flags);
  }
  return flags;
}

/** The badge tier the member holds now (decision 0076): null without the badge. */
export const badgeTierHeld = (row: MemberRow, now = new Date()): BadgeTier | null =>
  heldBadgeTier({ roles: roleFlagsOf(row, now), badgeTier: badgeHeldAt(row, now).badgeTier });

/**
 * What the member owns, as purchases need it (domain `purchaseOption`): the badge is the one
 * owned apart from any membership (decision 0076), so a one-time upgrade is priced from the
 * tier bought or given, never from a tier only paid for by the period.
 */
export function holdingsOf(row: UserRow): Holdings {
  const owned = ownedBadgeTier(row);
  return {
    roles: { ...roleFlagsOf(row), blue_badge_trader: owned !== null },
    badgeTier: owned,
    signalsUntil: row.signalsUntil,
  };
}

const counters = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((n) => [n, z.number().int()])) as Record<K, z.ZodNumber>);

export const meSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    roles: z.object(
      Object.fromEntries(ROLE_KEYS.map((k) => [k, z.boolean()])) as Record<RoleKey, z.ZodBoolean>,
    ),
    priority: prioritySchema,
    badgeTier: badgeTierSchema
      .nullable()
      .describe('The badge tier in force: null without the badge, 1 when its tier is unknown'),
    credits: z.number(),
    signalsUntil: z.string(),
    banUntil: z.string(),
    muteUntil: z.string(),
    discipline: counters('warn', 'ban', 'kick', 'mute'),
    inviterId: z.string().nullable(),
    marketing: counters('visits', 'signups', 'sales'),
    createdAt: z.string(),
  })
  .describe('Me');

/** The signed-in user as the web app sees them (GET /api/me). */
export function presentMe(row: UserRow): z.infer<typeof meSchema> {
  const roles = roleFlagsOf(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    roles,
    priority: priorityOf(roles),
    badgeTier: badgeTierHeld(row),
    credits: row.credits,
    signalsUntil: row.signalsUntil.toISOString(),
    banUntil: row.banUntil.toISOString(),
    muteUntil: row.muteUntil.toISOString(),
    discipline: { warn: row.warn, ban: row.ban, kick: row.kick, mute: row.mute },
    inviterId: row.inviterId,
    marketing: { visits: row.visits, signups: row.signups, sales: row.sales },
    createdAt: row.createdAt.toISOString(),
  };
}

export type Me = z.infer<typeof meSchema>;
