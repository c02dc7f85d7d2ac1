import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type PriorityColumns = Record<
  | 'founder'
  | 'admin'
  | 'analyst'
  | 'support'
  | 'booster'
  | 'blueBadgeTrader'
  | 'premiumTrader'
  | 'premiumSignals',
  AnyPgColumn
>;

/**
 * A member's member-list group in SQL: the database function `member_priority` (created by the
 * member-list migration), the twin of `priorityOf` in @bbt/domain over the stored role flags.
 * The member list's index, its group counters and its queries all go through this one
 * expression, so the planner matches them (decision 0044).
 */
export const memberPriorityOf = (t: PriorityColumns) =>
  sql<number>`member_priority(${t.founder}, ${t.admin}, ${t.analyst}, ${t.support}, ${t.booster}, ${t.blueBadgeTrader}, ${t.premiumTrader}, ${t.premiumSignals})`;
