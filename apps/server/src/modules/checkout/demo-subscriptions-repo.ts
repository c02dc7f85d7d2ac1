import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DemoSubscriptionStore } from '../../plugins/payments';
import { demoSubscriptionMoves } from './schema';

/**
 * The demo provider's state in the database, so it survives a restart (decision 0069); each
 * change under the row's lock, so concurrent requests lose none.
 */
export function createDemoSubscriptionStore(db: Database): DemoSubscriptionStore {
  return {
    async load(id) {
      const [row] = await db
        .select()
        .from(demoSubscriptionMoves)
        .where(eq(demoSubscriptionMoves.providerSubscriptionId, id));
      return row?.moves;
    },
    async update(id, change) {
      const byId = eq(demoSubscriptionMoves.providerSubscriptionId, id);
      await db.transaction(async (tx) => {
        // A row to lock even at a subscription's first move: two first moves at once wait
        // on each other's insert, then on the row's lock.
        await tx
          .insert(demoSubscriptionMoves)
          .values({ providerSubscriptionId: id, moves: {} })
          .onConflictDoNothing();
        const [row] = await tx.select().from(demoSubscriptionMoves).where(byId).for('update');
        await tx
          .update(demoSubscriptionMoves)
          .set({ moves: change(row?.moves), updatedAt: new Date() })
          .where(byId);
      });
    },
  };
}
