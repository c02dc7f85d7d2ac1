import { and, eq, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** The columns a member's roles are read from (`roleFlagsOf`): the role flags and the badge's. */
const roleColumns = {
  founder: users.founder,
  admin: users.admin,
  analyst: users.analyst,
  support: users.support,
  blueBadgeTrader: users.blueBadgeTrader,
  premiumSignals: users.premiumSignals,
  premiumTrader: users.premiumTrader,
  booster: users.booster,
  crypto: users.crypto,
  stocks: users.stocks,
  forex: users.forex,
  freeSignals: users.freeSignals,
  marketing: users.marketing,
  freeMember: users.freeMember,
  badgeTier: users.badgeTier,
  badgeMembershipTier: users.badgeMembershipTier,
  badgeMembershipUntil: users.badgeMembershipUntil,
  badgeFallbackTier: users.badgeFallbackTier,
};
export type RoleColumnsRow = { [K in keyof typeof roleColumns]: UserRow[K] };

/**
 * The columns of a member's row that the rules read (`toMember`): identity, role flags, badge,
 * ban and mute. A read of many members for the rules (a signal's pushes) selects these instead
 * of whole rows, whose other columns (mail, counters, dates) cost the embedded database and the
 * row mapping more than the rules' checks.
 */
export const memberColumns = {
  id: users.id,
  name: users.name,
  ...roleColumns,
  banUntil: users.banUntil,
  muteUntil: users.muteUntil,
};
export type MemberRow = { [K in keyof typeof memberColumns]: UserRow[K] };

/**
 * What the chat shows of a member beside their words: their roles (as `roleFlagsOf` reads them),
 * picture and bot flag; messages' authors and the '@' menu's members. Only these columns: the
 * database formats, and the driver decodes, every column of every row sent.
 */
export const shownMemberColumns = { ...memberColumns, image: users.image, isBot: users.isBot };
export type ShownMemberRow = { [K in keyof typeof shownMemberColumns]: UserRow[K] };

/**
 * What the member list shows of a member (`presentChatMember`): name, picture, bot flag and the
 * columns their roles are read from. The list's index holds exactly these
 * (users_member_list_idx), so a range is read from it alone; a column added here goes there too.
 */
export const listedMemberColumns = {
  id: users.id,
  name: users.name,
  ...roleColumns,
  image: users.image,
  isBot: users.isBot,
};
export type ListedMemberRow = { [K in keyof typeof listedMemberColumns]: UserRow[K] };
/** Columns of a member's row to write, by their field names (`ROLE_COLUMNS` for role flags). */
export type UserChanges = PgUpdateSetSource<typeof users>;

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The member's row, locked until the transaction ends. */
export async function lockUser(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Writes the changes to the member's row; the row as it now stands. */
export async function updateUser(
  tx: Tx,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Turns premium_signals off for one user, or for everyone when no id is given, once expired. */
export async function expirePremiumSignals(tx: Tx, userId?: string): Promise<string[]> {
  const expired = and(eq(users.premiumSignals, true), lte(users.signalsUntil, sql`now()`));
  const rows = await tx
    .update(users)
    .set({ premiumSignals: false, updatedAt: sql`now()` })
    .where(userId ? and(expired, eq(users.id, userId)) : expired)
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/**
 * Writes down the badge of members whose badge tier membership's access has ended (one member,
 * or everyone when no id is given): the fallback is held, the membership leaves the row
 * (decision 0076). Readers already hold the fallback by the clock; this keeps the columns the
 * database's member list and role mentions read in step.
 */
export async function endRunOutBadgeMemberships(
  tx: Tx,
  now: Date,
  userId?: string,
): Promise<string[]> {
  const runOut = lte(users.badgeMembershipUntil, now);
  const rows = await tx
    .update(users)
    .set({
      blueBadgeTrader: sql`${users.badgeFallbackTier} is not null`,
      badgeTier: sql`${users.badgeFallbackTier}`,
      badgeMembershipTier: null,
      badgeMembershipUntil: null,
      badgeFallbackTier: null,
      updatedAt: sql`now()`,
    })
    .where(userId ? and(runOut, eq(users.id, userId)) : runOut)
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
