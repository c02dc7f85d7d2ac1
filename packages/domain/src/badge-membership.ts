import { DEFAULT_BADGE_TIER, isBadgeTier, type BadgeTier } from './pricing';

/*
 * The badge a member holds, on their row, with a badge tier membership (decision 0076). The
 * row's badge (`blueBadgeTrader`, `badgeTier`) is the badge held as last written, which the
 * database's member list and role mentions read; while a membership grants it, the row also
 * carries the membership's tier, the end of its access (paid period or grace) and the badge
 * the member owns apart from it (bought by orders or given by staff): the fallback. Whoever
 * reads the member asks `badgeHeldAt`, so the tier drops at the second the access ends,
 * whether or not anything wrote the fallback down yet.
 */

/** The badge columns of a member's row. */
export interface BadgeColumns {
  blueBadgeTrader: boolean;
  badgeTier: BadgeTier | null;
  /** The tier a running badge tier membership grants; null without one. */
  badgeMembershipTier: BadgeTier | null;
  /** When that membership's access ends; null without one. */
  badgeMembershipUntil: Date | null;
  /** The tier the member owns apart from the membership (null: none), held once it ends. */
  badgeFallbackTier: BadgeTier | null;
}

/** The badge as it is held: whether, and at which tier (kept while the badge is off). */
export type HeldBadge = Pick<BadgeColumns, 'blueBadgeTrader' | 'badgeTier'>;

const tierOf = (tier: number | null): BadgeTier | null =>
  tier === null ? null : isBadgeTier(tier) ? tier : DEFAULT_BADGE_TIER;

const higherTier = (tier: BadgeTier, other: BadgeTier | null): BadgeTier =>
  other !== null && other > tier ? other : tier;

/** A membership on the row whose access has ended by the clock: its fallback is what is held. */
export const badgeMembershipHasRunOut = (row: BadgeColumns, now: Date): boolean =>
  row.badgeMembershipUntil !== null && !(row.badgeMembershipUntil > now);

/** The badge held at `now`: the row's, or its fallback once the membership's access ended. */
export function badgeHeldAt(row: BadgeColumns, now: Date): HeldBadge {
  if (!badgeMembershipHasRunOut(row, now))
    return { blueBadgeTrader: row.blueBadgeTrader, badgeTier: row.badgeTier };
  const fallback = tierOf(row.badgeFallbackTier);
  return { blueBadgeTrader: fallback !== null, badgeTier: fallback };
}

/**
 * The badge tier the member owns, whatever a membership grants: what one-time upgrades are
 * priced from, and what orders and staff change while a membership runs (null: none).
 */
export function ownedBadgeTier(row: BadgeColumns): BadgeTier | null {
  if (row.badgeMembershipUntil !== null) return tierOf(row.badgeFallbackTier);
  return row.blueBadgeTrader ? (tierOf(row.badgeTier) ?? DEFAULT_BADGE_TIER) : null;
}

/**
 * The row's badge once no membership grants it: the owned badge (none: no tier either, so a
 * badge given later is not given at the tier only paid for by the period).
 */
export function badgeWithoutMembership(row: BadgeColumns): BadgeColumns {
  const owned = ownedBadgeTier(row);
  return {
    blueBadgeTrader: owned !== null,
    badgeTier: owned,
    badgeMembershipTier: null,
    badgeMembershipUntil: null,
    badgeFallbackTier: null,
  };
}

/**
 * The row's badge with a membership granting `tier` until `until` (a start, a renewal, an
 * upgrade): the higher of that tier and the one owned, which stays the fallback.
 */
export function badgeWithMembership(
  row: BadgeColumns,
  tier: BadgeTier,
  until: Date,
  now: Date,
): BadgeColumns {
  const owned = ownedBadgeTier(
    badgeMembershipHasRunOut(row, now) ? badgeWithoutMembership(row) : row,
  );
  return {
    blueBadgeTrader: true,
    badgeTier: higherTier(tier, owned),
    badgeMembershipTier: tier,
    badgeMembershipUntil: until,
    badgeFallbackTier: owned,
  };
}

/**
 * The row's badge after what the member owns changed to `owned` (an order, a refund, staff's
 * grant or removal; null: none). While a membership runs it becomes the fallback and the
 * badge held is the higher of it and the membership's tier, except that staff's removal
 * (`removedByStaff`) takes the badge off now too, keeping its tier stored as decision 0042
 * does; a membership that has run out is written down first.
 */
export function badgeOwning(
  row: BadgeColumns,
  owned: BadgeTier | null,
  now: Date,
  removedByStaff = false,
): BadgeColumns {
  // Only the badge's columns, whatever row is given: what is returned is written as it is.
  const current = badgeMembershipHasRunOut(row, now)
    ? badgeWithoutMembership(row)
    : {
        blueBadgeTrader: row.blueBadgeTrader,
        badgeTier: row.badgeTier,
        badgeMembershipTier: row.badgeMembershipTier,
        badgeMembershipUntil: row.badgeMembershipUntil,
        badgeFallbackTier: row.badgeFallbackTier,
      };
  if (current.badgeMembershipTier === null) {
    const badgeTier = owned ?? (removedByStaff ? current.badgeTier : null);
    return { ...current, blueBadgeTrader: owned !== null, badgeTier };
  }
  return {
    ...current,
    blueBadgeTrader: !removedByStaff,
    badgeTier: removedByStaff ? current.badgeTier : higherTier(current.badgeMembershipTier, owned),
    badgeFallbackTier: owned,
  };
}
