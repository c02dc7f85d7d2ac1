import {
  heldBadgeTier,
  ROLE_KEYS,
  priorityOf,
  type Holdings,
  type RoleFlags,
  type RoleKey,
} from '@bbt/domain';
import { z } from 'zod';
import { badgeTierSchema, prioritySchema } from '../../domain-schemas';
import type { UserRow } from './repo';

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
} as const satisfies Record<RoleKey, keyof UserRow>;

/** Per row read: a kept row (decision 0028) is asked for its roles on every request. */
const roleFlagsByRow = new WeakMap<UserRow, RoleFlags>();

export function roleFlagsOf(row: UserRow): RoleFlags {
  let flags = roleFlagsByRow.get(row);
  if (flags === undefined) {
    flags = Object.fromEntries(ROLE_KEYS.map((key) => [key, row[ROLE_COLUMNS[key]]])) as RoleFlags;
    roleFlagsByRow.set(row, flags);
  }
  return flags;
}

/** What the member holds, as purchases need it (domain `purchaseOption`). */
export const holdingsOf = (row: UserRow): Holdings => ({
  roles: roleFlagsOf(row),
  badgeTier: row.badgeTier,
  signalsUntil: row.signalsUntil,
});

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
    badgeTier: heldBadgeTier({ roles, badgeTier: row.badgeTier }),
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
