import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, users } from '../../db/schema';

/**
 * The member who signs in with this address, if any: not the bot, and not a former member the
 * import kept for their old messages (their address ends in .invalid, a domain that never
 * receives mail).
 */
export async function findMemberByEmail(
  db: Database,
  email: string,
): Promise<{ id: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, isBot: users.isBot })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!row || row.isBot || row.email.endsWith('.invalid')) return undefined;
  return { id: row.id, email: row.email };
}

/** Sign-in link mails written to this address within the last `minutes`, sent or not. */
export async function countRecentSignInLinks(
  db: Database,
  email: string,
  minutes: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'sign_in_link'),
        eq(mailOutbox.to, email),
        gt(mailOutbox.createdAt, sql`now() - ${minutes} * interval '1 minute'`),
      ),
    );
  return row?.n ?? 0;
}
