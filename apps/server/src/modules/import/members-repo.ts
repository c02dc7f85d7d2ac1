import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, users } from '../../db/schema';

export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(
  tx: Tx,
  email: string,
): Promise<{ id: string; emailVerified: boolean } | undefined> {
  const [row] = await tx
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function userExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

export async function insertUser(tx: Tx, row: NewUserRow): Promise<void> {
  await tx.insert(users).values(row);
}

/**
 * Links a sign-in provider's account to the member, as better-auth stores it (provider id +
 * the provider's user id), so their next sign-in finds this member. 'taken' when the account
 * already belongs to another member.
 */
export async function linkAccount(
  tx: Tx,
  link: { providerId: string; accountId: string; userId: string },
): Promise<'linked' | 'already' | 'taken'> {
  const inserted = await tx
    .insert(accounts)
    .values({ id: randomUUID(), ...link })
    .onConflictDoNothing({ target: [accounts.providerId, accounts.accountId] })
    .returning({ id: accounts.id });
  if (inserted.length > 0) return 'linked';
  const [owner] = await tx
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, link.providerId), eq(accounts.accountId, link.accountId)));
  return owner?.userId === link.userId ? 'already' : 'taken';
}

/** Records the inviter when the member has none yet (ruling 14: at most once). */
export async function setInviterIfNone(
  tx: Tx,
  userId: string,
  inviterId: string,
  invitedAt: Date | null,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ inviterId, invitedAt: invitedAt ?? sql`${users.createdAt}` })
    .where(and(eq(users.id, userId), isNull(users.inviterId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
