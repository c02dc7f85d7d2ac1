import { randomUUID } from 'node:crypto';
import { and, eq, isNull, notLike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, firebasePasswordHashes, users } from '../../db/schema';
import { importMappings } from './schema';

export type NewUserRow = typeof users.$inferInsert;

/**
 * The member whose address is this one in any case (the one in this very case first): the
 * caller decides whether a difference in case still makes them the same person.
 */
export async function findUserByEmail(
  tx: Tx,
  email: string,
): Promise<{ id: string; email: string; emailVerified: boolean } | undefined> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .orderBy(sql`${users.email} = ${email} desc`)
    .limit(1);
  return row;
}

/** A sign-in as this product stores it: better-auth's provider id and the provider's user id. */
export interface SignIn {
  providerId: string;
  accountId: string;
}

/** Whether one of these sign-ins is already the member's here. */
export async function holdsSignIn(tx: Tx, userId: string, signIns: SignIn[]): Promise<boolean> {
  if (signIns.length === 0) return false;
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        or(
          ...signIns.map((s) =>
            and(eq(accounts.providerId, s.providerId), eq(accounts.accountId, s.accountId)),
          ),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Members the import made or matched whose name is this one (in any case), former ones aside. */
export async function findImportedMembersNamed(
  tx: Tx,
  name: string,
  formerDomain: string,
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(
      importMappings,
      and(eq(importMappings.entity, 'member'), eq(importMappings.targetId, users.id)),
    )
    .where(
      and(sql`lower(${users.name}) = lower(${name})`, notLike(users.email, `%${formerDomain}`)),
    )
    .limit(2);
  return rows.map((r) => r.id);
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

/** Whether the member has a password of ours (better-auth's `credential` account). */
export async function hasOwnPassword(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return Boolean(row);
}

/** Keeps (or replaces) the member's Firebase password hash and salt (decision 0050). */
export async function keepFirebasePasswordHash(
  tx: Tx,
  row: { userId: string; passwordHash: string; salt: string },
): Promise<void> {
  await tx
    .insert(firebasePasswordHashes)
    .values(row)
    .onConflictDoUpdate({
      target: firebasePasswordHashes.userId,
      set: { passwordHash: row.passwordHash, salt: row.salt, importedAt: sql`now()` },
    });
}

export async function forgetFirebasePasswordHash(tx: Tx, userId: string): Promise<void> {
  await tx.delete(firebasePasswordHashes).where(eq(firebasePasswordHashes.userId, userId));
}
