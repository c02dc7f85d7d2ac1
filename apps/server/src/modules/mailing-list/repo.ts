import { mailingList } from '../../db/schema';
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
