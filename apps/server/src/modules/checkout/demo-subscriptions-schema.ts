import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the demo provider's development-only control did to each of its subscriptions
 * (decision 0069): kept in the database so a restart of the server forgets nothing. Only the
 * demo provider writes it; PayPal keeps its own.
 */
export const demoSubscriptionMoves = pgTable('demo_subscription_moves', {
  providerSubscriptionId: text('provider_subscription_id').primaryKey(),
  moves: jsonb('moves').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
