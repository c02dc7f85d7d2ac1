import { count, desc, eq, ilike } from 'drizzle-orm';
import { containing } from '../../db/like-patterns';
import type { Tx } from '../../db/client';
import { mailingList } from '../../db/schema';

type Subscriber = typeof mailingList.$inferSelect;

const matching = (text: string) => (text ? ilike(mailingList.email, containing(text)) : undefined);

/** Subscribers whose address contains `search` (all of them when empty), newest first. */
export function listSubscribers(
  tx: Tx,
  search: string,
  page?: { offset: number; limit: number },
): Promise<Subscriber[]> {
  const query = tx
    .select()
    .from(mailingList)
    .where(matching(search))
    .orderBy(desc(mailingList.createdAt), desc(mailingList.id));
  return page ? query.offset(page.offset).limit(page.limit) : query;
}

export async function countSubscribers(tx: Tx, search: string): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(mailingList).where(matching(search));
  return total?.n ?? 0;
}

/** Removes one address; false when there was none with this id. */
export async function deleteSubscriber(tx: Tx, id: number): Promise<boolean> {
  const removed = await tx
    .delete(mailingList)
    .where(eq(mailingList.id, id))
    .returning({ id: mailingList.id });
  return removed.length > 0;
}
