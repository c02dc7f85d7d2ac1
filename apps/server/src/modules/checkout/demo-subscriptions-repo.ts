import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DemoSubscriptionStore } from '../../plugins/payments';
import { demoSubscriptionMoves } from './schema';

/** The demo provider's state in the database, so it survives a restart (decision 0069). */
export function createDemoSubscriptionStore(db: Database): DemoSubscriptionStore {
  return {
    async load(id) {
      const [row] = await db
        .select()
        .from(demoSubscriptionMoves)
        .where(eq(demoSubscriptionMoves.providerSubscriptionId, id));
      return row?.moves;
    },
    async save(id, moves) {
      await db
        .insert(demoSubscriptionMoves)
        .values({ providerSubscriptionId: id, moves })
        .onConflictDoUpdate({
          target: demoSubscriptionMoves.providerSubscriptionId,
          set: { moves, updatedAt: new Date() },
        });
    },
  };
}
