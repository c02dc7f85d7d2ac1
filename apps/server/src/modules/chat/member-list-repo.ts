import { and, asc, eq, ilike, like, not, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { containing, startingWith } from '../../db/like-patterns';
import { memberPriorityOf } from '../../db/member-priority';
import { mentionKeyOf } from '../../db/mention-key';
import { memberGroupCounts, users } from '../../db/schema';

/** A member's group, and the order of a group: by lower-case name, then id (users_member_list_idx). */
const priority = memberPriorityOf(users);
const listOrder = [priority, sql`lower(${users.name})`, users.id] as const;

/** `ids` as one array parameter: thousands of members online stay one bound value. */
const idIn = (ids: readonly string[]): SQL => sql`${users.id} = any(${sql.param(ids)}::text[])`;

/** The members who are around: those presence lists (`ids`), and the bots, always there. */
const aroundOf = (ids: readonly string[]): SQL =>
  ids.length > 0 ? sql`(${idIn(ids)} or ${users.isBot})` : sql`${users.isBot}`;

/** Members of every group, from the counters the triggers on users keep (1..7, one row each). */
export function memberGroupTotals(tx: Tx) {
  return tx
    .select({ priority: memberGroupCounts.priority, members: memberGroupCounts.members })
    .from(memberGroupCounts)
    .orderBy(asc(memberGroupCounts.priority));
}

/** The members who are around (`ids`) and the bots, in list order: their id and group only. */
export function presentMembersInOrder(tx: Tx, ids: readonly string[]) {
  return tx
    .select({ id: users.id, priority })
    .from(users)
    .where(aroundOf(ids))
    .orderBy(...listOrder);
}

export function membersByIds(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(users).where(idIn(ids));
}

/**
 * A slice of one group's members who are not around (neither in `present` nor a bot), in list
 * order: read along users_member_list_idx from the group's start.
 */
export function offlineMembersOfGroup(
  tx: Tx,
  group: number,
  present: readonly string[],
  slice: { offset: number; limit: number },
) {
  return tx
    .select()
    .from(users)
    .where(and(eq(priority, group), not(aroundOf(present))))
    .orderBy(...listOrder)
    .offset(slice.offset)
    .limit(slice.limit);
}

/** Members whose mention key starts with `key`, in key order (users_mention_key_prefix_idx). */
export function membersByKeyPrefix(tx: Tx, key: string, limit: number) {
  const mentionKey = mentionKeyOf(users.name);
  return tx
    .select()
    .from(users)
    .where(like(mentionKey, startingWith(key)))
    .orderBy(mentionKey, users.id)
    .limit(limit);
}

/** Members whose name holds `text` anywhere, case-insensitively (users_name_trgm_idx). */
export function membersByNamePart(tx: Tx, text: string, limit: number) {
  return tx
    .select()
    .from(users)
    .where(ilike(users.name, containing(text)))
    .orderBy(...listOrder)
    .limit(limit);
}
