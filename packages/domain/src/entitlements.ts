import { LIMITS } from './limits';
import { BADGE_TIERS, DEFAULT_BADGE_TIER, isBadgeTier, type BadgeTier } from './pricing';
import { ROLE_LABELS, isRoleKey, type RoleFlags, type RoleKey } from './roles';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The entitlement table (decision 0042): what each product, and each tier of the badge, grants.
 * The product page's lists and the seeded copy are its labels; the server's grants and the
 * policies below read its gates. A promise the table does not hold is not made anywhere.
 */

/** The channels only a badge tier opens (besides staff, founder and admin). */
export const TIER_CHANNELS = ['tier_1', 'tier_2'] as const;
export type TierChannel = (typeof TIER_CHANNELS)[number];

/** Downloads a tier includes; the indicator's package comes with its product (premium_trader). */
export const ENTITLED_FILES = ['trading-manual'] as const;
export type EntitledFile = (typeof ENTITLED_FILES)[number];

/**
 * What one promise opens, each read by one rule:
 * - `role`: a role flag, held as if its product were bought (purchases, the channels it opens);
 * - `channel`: a tier channel (`channelAccess`);
 * - `signals`: active signals, the signals room (`canReadActiveSignals`), without an end date;
 * - `live_classes`: exclusive meetings (`canJoinMeeting`);
 * - `priority_support`: tickets flagged and announced to support first (`hasPrioritySupport`);
 * - `file`: a download (`mayDownload`).
 */
export type Gate =
  | { kind: 'role'; role: RoleKey }
  | { kind: 'channel'; channel: TierChannel }
  | { kind: 'signals' }
  | { kind: 'live_classes' }
  | { kind: 'priority_support' }
  | { kind: 'file'; file: EntitledFile };

/** A line of a product page: what it says, and what it opens. */
export interface Feature {
  label: string;
  gate: Gate;
}

/** What a badge tier adds to the tier below it; the rank line names the tier itself. */
const TIER_ADDITIONS: Record<BadgeTier, readonly Feature[]> = {
  1: [
    {
      label: 'The Blue Badge indicator for your charts (no need to buy it apart)',
      gate: { kind: 'role', role: 'premium_trader' },
    },
    { label: 'The Blue Badge trading manual', gate: { kind: 'file', file: 'trading-manual' } },
    { label: 'Access to the tier 1 channel', gate: { kind: 'channel', channel: 'tier_1' } },
  ],
  2: [
    {
      label: 'Access to the tier 2 channel, where our analysts post premium calls',
      gate: { kind: 'channel', channel: 'tier_2' },
    },
    { label: 'Live classes with the trading team', gate: { kind: 'live_classes' } },
  ],
  3: [
    {
      label: 'One-on-one support from staff, with your tickets answered first',
      gate: { kind: 'priority_support' },
    },
    {
      label: 'Full premium signals access, for as long as you hold tier 3',
      gate: { kind: 'signals' },
    },
  ],
};

const rankFeature = (tier: BadgeTier): Feature => ({
  label: `Tier ${tier} Trader rank in the members’ chat`,
  gate: { kind: 'role', role: 'blue_badge_trader' },
});

/** Everything a badge tier grants: its rank, and its own and every lower tier's additions. */
export function badgeTierFeatures(tier: BadgeTier): Feature[] {
  return [
    rankFeature(tier),
    ...BADGE_TIERS.filter((t) => t <= tier).flatMap((t) => TIER_ADDITIONS[t]),
  ];
}

/** What a tier adds to the tier below it, besides naming its own rank. */
export const badgeTierAdditions = (tier: BadgeTier): readonly Feature[] => TIER_ADDITIONS[tier];

/** What the products sold without tiers grant, by the role the product sells. */
const PRODUCT_FEATURES: Partial<Record<RoleKey, readonly Feature[]>> = {
  premium_trader: [
    {
      label: 'Premium Trader role in the members’ chat',
      gate: { kind: 'role', role: 'premium_trader' },
    },
  ],
  premium_signals: [
    {
      label: `${LIMITS.signalsAccessDays} days of access to the premium signals room`,
      gate: { kind: 'signals' },
    },
    {
      label: 'Access to the premium trading room in the chat',
      gate: { kind: 'role', role: 'premium_signals' },
    },
  ],
};

/**
 * What buying a product grants, as its page lists it: the tier's list for the badge (tier 1 when
 * none is given), the table's list for the others, and for a product the table does not know,
 * the role it sells and nothing more.
 */
export function productFeatures(productRole: string, tier: number | null = null): Feature[] {
  if (!isRoleKey(productRole)) return [];
  if (productRole === 'blue_badge_trader') {
    return badgeTierFeatures(isBadgeTier(tier) ? tier : DEFAULT_BADGE_TIER);
  }
  return [
    ...(PRODUCT_FEATURES[productRole] ?? [
      {
        label: `${ROLE_LABELS[productRole]} role in the members’ chat`,
        gate: { kind: 'role', role: productRole },
      },
    ]),
  ];
}

export const featureLabels = (features: readonly Feature[]): string[] =>
  features.map((f) => f.label);

/** Whoever entitlements are asked about: the roles held and the badge tier bought. */
export interface EntitlementHolder {
  roles: RoleFlags;
  /** The tier bought; absent or unknown counts as tier 1 while the badge is held (ruling 15). */
  badgeTier?: number | null;
}

/** The badge tier in force: none without the badge role, tier 1 when the tier is unknown. */
export function heldBadgeTier({ roles, badgeTier }: EntitlementHolder): BadgeTier | null {
  if (!roles.blue_badge_trader) return null;
  return isBadgeTier(badgeTier) ? badgeTier : DEFAULT_BADGE_TIER;
}

/** The gates the holder's badge tier opens (none without the badge). */
export function tierGates(holder: EntitlementHolder): Gate[] {
  const tier = heldBadgeTier(holder);
  return tier === null ? [] : badgeTierFeatures(tier).map((f) => f.gate);
}

const tierOpens = (holder: EntitlementHolder, wanted: (gate: Gate) => boolean): boolean =>
  tierGates(holder).some(wanted);

/**
 * The roles a member counts as holding: the flags set on them, and the roles their badge tier
 * includes (tier 1 includes the indicator's premium_trader). A tier's roles are never stored, so
 * removing the badge takes them with it.
 */
export function entitledRoles(holder: EntitlementHolder): RoleFlags {
  const included = tierGates(holder).flatMap((g) => (g.kind === 'role' ? [g.role] : []));
  if (included.every((role) => holder.roles[role])) return holder.roles;
  const roles = { ...holder.roles };
  for (const role of included) roles[role] = true;
  return roles;
}

/**
 * The badge tier that includes the product selling `productRole`, if the holder's does: its role
 * is among the tier's, or (premium signals) the tier opens the signals without an end date.
 */
export function tierIncluding(holder: EntitlementHolder, productRole: string): BadgeTier | null {
  if (productRole === 'blue_badge_trader') return null;
  const included = tierOpens(
    holder,
    (g) =>
      (g.kind === 'role' && g.role === productRole) ||
      (g.kind === 'signals' && productRole === 'premium_signals'),
  );
  return included ? heldBadgeTier(holder) : null;
}

/** Active signals and the signals room without an end date (tier 3). */
export const tierGrantsSignals = (holder: EntitlementHolder): boolean =>
  tierOpens(holder, (g) => g.kind === 'signals');

/** Exclusive meetings, the live classes (tier 2 and up). */
export const hasLiveClasses = (holder: EntitlementHolder): boolean =>
  tierOpens(holder, (g) => g.kind === 'live_classes');

/** Tickets answered first, announced to support when opened (tier 3). */
export const hasPrioritySupport = (holder: EntitlementHolder): boolean =>
  tierOpens(holder, (g) => g.kind === 'priority_support');

/** A tier channel the holder's badge tier opens. */
export const tierOpensChannel = (holder: EntitlementHolder, slug: string): boolean =>
  tierOpens(holder, (g) => g.kind === 'channel' && g.channel === slug);

/** A download the holder's badge tier includes. */
export const mayDownload = (holder: EntitlementHolder, file: EntitledFile): boolean =>
  tierOpens(holder, (g) => g.kind === 'file' && g.file === file);

/** What acquiring a product gives its buyer (spec §4 "Purchase" and "Redeem", ruling 15). */
export interface Entitlement {
  role: RoleKey;
  /** Set with blue_badge_trader: the tier bought. */
  badgeTier: BadgeTier | null;
  /** Set with premium_signals: 7 more days, from now or from the end of a running period. */
  signalsUntil: Date | null;
}

/**
 * Premium signals bought or renewed run 7 days from the end of the current period, or from
 * now when it has ended: a renewal bought early loses nothing.
 */
export function signalsEndAfterPurchase(currentEnd: Date, now: Date): Date {
  const start = Math.max(currentEnd.getTime(), now.getTime());
  return new Date(start + LIMITS.signalsAccessDays * DAY_MS);
}

/**
 * What the server stores for a purchase: the product's role, the tier bought and the signals
 * period. Everything else a tier grants is read from the table by the policies, so an upgrade
 * opens the higher tier's gates the moment its tier is stored.
 */
export function entitlementFor(
  productRole: RoleKey,
  tier: number | null,
  now: Date,
  currentSignalsEnd: Date = now,
): Entitlement {
  return {
    role: productRole,
    badgeTier:
      productRole === 'blue_badge_trader' ? (isBadgeTier(tier) ? tier : DEFAULT_BADGE_TIER) : null,
    signalsUntil:
      productRole === 'premium_signals' ? signalsEndAfterPurchase(currentSignalsEnd, now) : null,
  };
}
