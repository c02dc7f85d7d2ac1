import { eq } from 'drizzle-orm';
import { mailingList } from './schema';
import type { Tx } from '../../db/client';

/** Inserts unless present; the unique index decides, so concurrent duplicates can't both land. */
export async function insertEmailIfNew(tx: Tx, email: string): Promise<boolean> {
  const rows = await tx
    .insert(mailingList)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: mailingList.id });
  return rows.length > 0;
}

/** Removes an address; false when it was not on the list. */
export async function deleteEmail(tx: Tx, email: string): Promise<boolean> {
  const rows = await tx
    .delete(mailingList)
    .where(eq(mailingList.email, email))
    .returning({ id: mailingList.id });
  return rows.length > 0;
}
