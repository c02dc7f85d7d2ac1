import {
  and,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/array-param';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { messages } from './schema';
import { messageColumns, type MessageRow } from './repo';
import { startingWith } from '../../db/like-patterns';

/**
 * Marks ts_headline puts around a match: private-use characters, so they can't be taken for
 * HTML or markup; a text that holds them itself gets no highlights (see matchRanges).
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';
const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`;

/** The text search the words and phrases make (PostgreSQL's web-search syntax, never an error). */
const tsQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/**
 * The same, made once per run of a named statement (an InitPlan). A named statement's generic
 * plan has the words as a parameter, so `websearch_to_tsquery` is not folded into a constant and
 * would be made again for every row tested: most of the window's cost (decision 0082). Not for
 * the GIN index's statement: the planner could not see the words to choose it.
 */
const tsQueryOnce = (text: string) => sql`(select ${tsQuery(text)})`;

export interface MessageSearch {
  /** Channels searched: the ones the searcher may read, or the one asked for. */
  channels: string[];
  /** Words and phrases for websearch_to_tsquery; null: filters only. */
  text: string | null;
  /** Only messages by these members; null: anyone. */
  authorIds: string[] | null;
  hasImage: boolean;
  sentBefore: Date | null;
  sentFrom: Date | null;
  /** Paging: only messages with a smaller id. */
  beforeId: number | undefined;
  limit: number;
}

/** Up to this many matches are sorted by id; more are read newest first down the primary key. */
const CANDIDATES = 2000;

/**
 * How many of the newest messages (by id) are read one by one, newest first, before the index
 * is asked: a word in one message in 80 fills a page of 25 within them.
 */
export const SEARCH_WINDOW = 2000;

type SearchedColumns = Record<
  'channel' | 'deletedAt' | 'searchVector' | 'userId' | 'uploadId' | 'createdAt',
  AnyPgColumn
>;

/**
 * What a match is, on the columns of `messages` or of a subquery of it. Lists go as one array
 * parameter each, so a search's text depends only on which filters it uses (statementShape).
 */
function matching(
  m: SearchedColumns,
  search: MessageSearch,
  query: (text: string) => SQL = tsQuery,
) {
  return and(
    anyOf(m.channel, search.channels, 'text'),
    isNull(m.deletedAt),
    search.text === null ? undefined : sql`${m.searchVector} @@ ${query(search.text)}`,
    search.authorIds === null ? undefined : anyOf(m.userId, search.authorIds, 'text'),
    search.hasImage ? isNotNull(m.uploadId) : undefined,
    search.sentBefore ? lt(m.createdAt, search.sentBefore) : undefined,
    search.sentFrom ? gte(m.createdAt, search.sentFrom) : undefined,
  );
}

/**
 * The name of a named statement (decision 0064) for a search with these filters: its text
 * depends on which filters are set, never on their values.
 */
function statementShape(prefix: string, search: MessageSearch): string {
  const filters = [
    search.text !== null,
    search.authorIds !== null,
    search.hasImage,
    search.sentBefore !== null,
    search.sentFrom !== null,
  ];
  return `${prefix}_${filters.map((set) => (set ? 1 : 0)).join('')}`;
}

/**
 * Messages that match, newest first: not deleted, in the given channels, thread replies
 * included (decision 0060). First the newest SEARCH_WINDOW messages are read down the primary
 * key and tested one by one, stopping at a full page: a common word's page costs what its
 * density says, however long the history. The subquery's LIMIT keeps the planner from pushing
 * the match into it and choosing the GIN index, which hands back every match in the table, in
 * no order, before the first can be returned. Only what the window leaves unfilled is asked of
 * the index (`olderMatches`).
 */
export async function searchMessageRows(tx: Tx, search: MessageSearch): Promise<MessageRow[]> {
  if (search.channels.length === 0) return [];
  const [newest] = await tx
    .select({ id: sql<number | null>`max(${messages.id})`.mapWith(Number) })
    .from(messages)
    .where(search.beforeId === undefined ? undefined : lt(messages.id, search.beforeId))
    .prepare(search.beforeId === undefined ? 'search_newest_id' : 'search_newest_id_before')
    .execute();
  if (newest?.id == null) return [];
  const floor = newest.id - SEARCH_WINDOW;
  const recent = tx
    .select({ ...messageColumns, searchVector: messages.searchVector })
    .from(messages)
    .where(and(gt(messages.id, floor), lte(messages.id, newest.id)))
    .orderBy(desc(messages.id))
    .limit(SEARCH_WINDOW)
    .as('recent');
  const { searchVector: _vector, ...recentColumns } = recent._.selectedFields;
  const found = await tx
    .select(recentColumns)
    .from(recent)
    .where(matching(recent, search, tsQueryOnce))
    .orderBy(desc(recent.id))
    .limit(search.limit)
    // The window's plan is the primary key's range whatever the values: one plan serves all.
    .prepare(statementShape('search_recent', search))
    .execute();
  if (found.length === search.limit || floor < 1) return found;
  return [...found, ...(await olderMatches(tx, search, floor, search.limit - found.length))];
}

/**
 * Matches with ids up to `upTo`, newest first. Two steps (decision 0031): the matches are
 * first asked for without an order, so the planner takes the index that fits (the GIN index on
 * the search vector, an author's index) and stops at CANDIDATES; a word that rare is sorted by
 * id from there. Asked in one step with `order by id desc`, the planner walks the primary key
 * for any word it has no statistics for, reading most of the table to find a rare one (600 ms
 * at 1M messages). When there are more candidates, matches are dense, and that walk finds a
 * page quickly.
 */
async function olderMatches(
  tx: Tx,
  search: MessageSearch,
  upTo: number,
  limit: number,
): Promise<MessageRow[]> {
  const where = and(matching(messages, search), lte(messages.id, upTo));
  const candidates = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(where)
    .limit(CANDIDATES);
  if (candidates.length === 0) return [];
  const newest =
    candidates.length < CANDIDATES
      ? inArray(
          messages.id,
          candidates
            .map((c) => c.id)
            .sort((a, b) => b - a)
            .slice(0, limit),
        )
      : where;
  return tx
    .select(messageColumns)
    .from(messages)
    .where(newest)
    .orderBy(desc(messages.id))
    .limit(limit);
}

/** Each message's text with its matches between MATCH_START and MATCH_END. */
export async function headlines(tx: Tx, ids: number[], text: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: messages.id,
      headline: sql<string>`ts_headline('english', ${messages.text}, ${tsQueryOnce(text)}, ${HEADLINE_OPTIONS})`,
    })
    .from(messages)
    .where(anyOf(messages.id, ids, 'bigint'))
    .prepare('search_headlines')
    .execute();
  return new Map(rows.map((r) => [r.id, r.headline]));
}

/** Up to `limit` members whose name, as a mention key, starts with `key`. */
export async function memberIdsByNameKeyStart(
  tx: Tx,
  key: string,
  limit: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(like(users.mentionKey, startingWith(key)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Members whose display name, as mentions match it (mentionKey), is `key`. */
export async function memberIdsByNameKey(tx: Tx, key: string): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.mentionKey, key));
  return rows.map((r) => r.id);
}
