export const ROLE_KEYS = [
  'founder',
  'admin',
  'analyst',
  'support',
  'blue_badge_trader',
  'premium_signals',
  'premium_trader',
  'booster',
  'crypto',
  'stocks',
  'forex',
  'free_signals',
  'marketing',
  'free_member',
] as const;

export type RoleKey = (typeof ROLE_KEYS)[number];

export type RoleFlags = Readonly<Record<RoleKey, boolean>>;

/** Roles any user may claim or remove themselves (spec §6, "Self-claim"). */
export const SELF_CLAIMABLE_ROLES = ['crypto', 'stocks', 'forex', 'free_signals'] as const;

export type SelfClaimableRole = (typeof SELF_CLAIMABLE_ROLES)[number];

/** The chat's role list for mentions and commands also knows `everyone`. */
export const MENTION_ROLE_KEYS = [...ROLE_KEYS, 'everyone'] as const;

export type MentionRoleKey = (typeof MENTION_ROLE_KEYS)[number];

export const ROLE_LABELS: Record<RoleKey, string> = {
  founder: 'Founder',
  admin: 'Admin',
  analyst: 'Analyst',
  support: 'Support',
  blue_badge_trader: 'Blue Badge Trader',
  premium_signals: 'Premium Signals',
  premium_trader: 'Premium Trader',
  booster: 'Booster',
  crypto: 'Crypto',
  stocks: 'Stocks',
  forex: 'Forex',
  free_signals: 'Free Signals',
  marketing: 'Marketing',
  free_member: 'Free Member',
};

export function isRoleKey(x: string): x is RoleKey {
  return (ROLE_KEYS as readonly string[]).includes(x);
}

export function isSelfClaimableRole(x: string): x is SelfClaimableRole {
  return (SELF_CLAIMABLE_ROLES as readonly string[]).includes(x);
}

export function isMentionRoleKey(x: string): x is MentionRoleKey {
  return (MENTION_ROLE_KEYS as readonly string[]).includes(x);
}

export function heldRoles(flags: RoleFlags): RoleKey[] {
  return ROLE_KEYS.filter((role) => flags[role]);
}

export function isFounderOrAdmin(flags: RoleFlags): boolean {
  return flags.founder || flags.admin;
}

/** The team: the staff room (ruling 3) and the staff-only commands are theirs. */
export const STAFF_ROLES: readonly RoleKey[] = ['founder', 'admin', 'analyst', 'support'];

export function isStaffMember(flags: RoleFlags): boolean {
  return STAFF_ROLES.some((role) => flags[role]);
}

export function hasPremium(flags: RoleFlags): boolean {
  return flags.blue_badge_trader || flags.premium_signals || flags.premium_trader;
}

export function noRoleFlags(): RoleFlags {
  return withRoles();
}

export function withRoles(...roles: RoleKey[]): RoleFlags {
  const flags = {} as Record<RoleKey, boolean>;
  for (const role of ROLE_KEYS) flags[role] = roles.includes(role);
  return flags;
}

/** First sign-in defaults (spec §4): a free member with a signals trial. */
export function newUserRoleFlags(): RoleFlags {
  return withRoles('free_member', 'premium_signals');
}

/** Premium signals lapse once the paid or trial period has ended (spec §4). */
export function effectiveRoleFlags(flags: RoleFlags, signalsUntil: Date, now: Date): RoleFlags {
  if (flags.premium_signals && signalsUntil.getTime() <= now.getTime()) {
    return { ...flags, premium_signals: false };
  }
  return flags;
}
