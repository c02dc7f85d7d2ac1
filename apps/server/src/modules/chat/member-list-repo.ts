import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../../db/array-param';
import type { Tx } from '../../db/client';
import { containsIgnoringCase, startingWith } from '../../db/like-patterns';
import { memberPriorityOf } from '../../db/member-priority';
import { mentionKeyOf } from '../../db/mention-key';
import { users } from '../../db/schema';
import { memberGroupCounts } from './schema';

/** A member's group, and the order of a group: by lower-case name, then id (users_member_list_idx). */
const priority = memberPriorityOf(users);
const listOrder = [priority, sql`lower(${users.name})`, users.id] as const;

/** `ids` as one array parameter: thousands of members online stay one bound value. */
const idArray = (ids: readonly string[]): SQL => arrayParam(ids, 'text');

/** Members of every group, from the counters the triggers on users keep (1..7, one row each). */
export function memberGroupTotals(tx: Tx) {
  return tx
    .select({ priority: memberGroupCounts.priority, members: memberGroupCounts.members })
    .from(memberGroupCounts)
    .orderBy(asc(memberGroupCounts.priority));
}

/**
 * The members who are around (`ids`, from presence) and the bots, always there, in list order:
 * their id and group only, each found by primary key (the bots' ids first, from their index).
 */
export function presentMembersInOrder(tx: Tx, ids: readonly string[]) {
  return tx
    .select({ id: users.id, priority, isBot: users.isBot })
    .from(users)
    .where(
      sql`${users.id} = any(array_cat(${idArray(ids)}, array(select id from users where is_bot)))`,
    )
    .orderBy(...listOrder);
}

export function membersByIds(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(users)
    .where(sql`${users.id} = any(${idArray(ids)})`);
}

/**
 * The ids of a slice of one group's members who are not around (`around`: everyone listed in
 * the group's first run, bots included), in list order: the slice is counted along
 * users_member_list_idx alone, without reading the rows it skips.
 */
export async function offlineMemberIdsOfGroup(
  tx: Tx,
  group: number,
  around: readonly string[],
  slice: { offset: number; limit: number },
): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(priority, group), sql`${users.id} <> all(${idArray(around)})`))
    .orderBy(...listOrder)
    .offset(slice.offset)
    .limit(slice.limit);
  return rows.map((row) => row.id);
}

/**
 * Members whose mention key starts with `key` (users_mention_key_prefix_idx), in the key's byte
 * order: the same order as that index, which the plain users_mention_key_idx (in the database's
 * collation) would otherwise be read for, filtering every member to find eight.
 */
export function membersByKeyPrefix(tx: Tx, key: string, limit: number) {
  const mentionKey = mentionKeyOf(users.name);
  return tx
    .select()
    .from(users)
    .where(like(mentionKey, startingWith(key)))
    .orderBy(sql`${mentionKey} collate "C"`, users.id)
    .limit(limit);
}

/** Members whose name holds `text` anywhere, case-insensitively (users_name_trgm_idx). */
export function membersByNamePart(tx: Tx, text: string, limit: number) {
  return tx
    .select()
    .from(users)
    .where(containsIgnoringCase(users.name, text))
    .orderBy(...listOrder)
    .limit(limit);
}
