import { randomUUID } from 'node:crypto';
import { and, eq, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { accounts, firebasePasswordHashes } from './schema';

/** better-auth's provider id for an email and password. */
const PASSWORD_PROVIDER = 'credential';

/**
 * The Firebase password hash the import kept for the member of this address, while the member
 * has no password of ours (decision 0050).
 */
export async function findKeptFirebaseHash(
  db: Database,
  email: string,
): Promise<{ userId: string; passwordHash: string; salt: string } | undefined> {
  const [row] = await db
    .select({
      userId: firebasePasswordHashes.userId,
      passwordHash: firebasePasswordHashes.passwordHash,
      salt: firebasePasswordHashes.salt,
    })
    .from(firebasePasswordHashes)
    .innerJoin(users, eq(users.id, firebasePasswordHashes.userId))
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        notExists(
          db
            .select({ id: accounts.id })
            .from(accounts)
            .where(and(eq(accounts.userId, users.id), eq(accounts.providerId, PASSWORD_PROVIDER))),
        ),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Replaces the member's kept Firebase hash with a password of ours (better-auth's hash, in the
 * account better-auth signs in with), in one transaction. Of two sign-ins at once, the one
 * that removes the Firebase hash writes the password.
 */
export async function replaceFirebaseHash(
  db: Database,
  userId: string,
  ourHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(firebasePasswordHashes)
      .where(eq(firebasePasswordHashes.userId, userId))
      .returning({ userId: firebasePasswordHashes.userId });
    if (removed.length === 0) return;
    await tx
      .insert(accounts)
      .values({
        id: randomUUID(),
        userId,
        providerId: PASSWORD_PROVIDER,
        accountId: userId,
        password: ourHash,
      })
      .onConflictDoNothing({ target: [accounts.providerId, accounts.accountId] });
  });
}
