import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';
import { countEveryMember } from '../chat';
import { memberSearchWords } from './schema';
import type { UserRow } from '../users';
import { containsIgnoringCase } from '../../db/like-patterns';
import { limitInText } from '../../db/limit-in-text';

type OrderRow = typeof orders.$inferSelect;

/**
 * Members (never the bot) whose name or email contains `search`, whatever the case (through
 * the trigram indexes on the lowered columns); everyone when empty.
 */
const membersMatching = (search: string) =>
  and(
    eq(users.isBot, false),
    search
      ? or(containsIgnoringCase(users.name, search), containsIgnoringCase(users.email, search))
      : undefined,
  );

/**
 * Words (of `member_search_words`) that start with `search`, lowered as the words were: the
 * range from the lowered search up to it followed by the last code point (U+10FFFF, a
 * noncharacter no name holds), in the words' byte order. Spelled as a range rather than
 * `like 'search%'` so a named statement's one plan reads just that range whatever is searched.
 */
const wordsStartingWith = (search: string) =>
  and(
    sql`${memberSearchWords.word} >= lower(${search})`,
    sql`${memberSearchWords.word} < lower(${search}) || chr(1114111)`,
  );

type Page = { offset: number; limit: number };
const byName = [asc(users.name), asc(users.id)] as const;

/**
 * The members with a word of the name or email that starts with `search`, by that word (the
 * word itself first, then longer ones), then name: one walk of member_search_words_walk_idx
 * over the words in that range, which stops at the page; each member once, at the first of
 * its words in the range (no word of theirs sorts between `search` and it). Then the page's
 * rows, by key.
 */
function membersByWordStart(tx: Tx, search: string, page: Page): Promise<UserRow[]> {
  const firstWords = tx
    .select({
      userId: memberSearchWords.userId,
      word: memberSearchWords.word,
      name: memberSearchWords.name,
    })
    .from(memberSearchWords)
    .where(
      and(
        wordsStartingWith(search),
        or(
          isNull(memberSearchWords.previousWord),
          sql`${memberSearchWords.previousWord} < lower(${search})`,
        ),
      ),
    )
    .orderBy(memberSearchWords.word, memberSearchWords.name, memberSearchWords.userId)
    .offset(page.offset)
    .limit(limitInText(page.limit))
    .as('first_words');
  return (
    tx
      .select(getTableColumns(users))
      .from(firstWords)
      .innerJoin(users, eq(users.id, firstWords.userId))
      .orderBy(firstWords.word, firstWords.name, firstWords.userId)
      // One plan serves every search: the range of the words, then the rows by key. Parsing and
      // planning were most of its cost as an unnamed statement (decision 0074's 2nd amendment).
      // Drizzle leaves out `offset 0`, so the first page is a statement of its own; the page's
      // size is in the text (decision 0092), so each size is one too.
      .prepare(
        `${page.offset === 0 ? 'admin_members_by_word_start' : 'admin_members_by_word_start_after'}_${page.limit}`,
      )
      .execute()
  );
}

/**
 * The other members whose name or email contains `search` (inside a word: no word of theirs
 * starts with it), by name. Few in a real search; through `users_name_order_idx` when many
 * match (decision 0074), the trigram indexes when few. The page's ids first, then its rows.
 */
function membersByPartInsideWords(tx: Tx, search: string, page: Page): Promise<UserRow[]> {
  const startsAWord = tx
    .select({ word: memberSearchWords.word })
    .from(memberSearchWords)
    .where(and(eq(memberSearchWords.userId, users.id), wordsStartingWith(search)));
  const pageIds = tx
    .select({ id: users.id })
    .from(users)
    .where(and(membersMatching(search), notExists(startsAWord)))
    .orderBy(...byName)
    .offset(page.offset)
    .limit(page.limit);
  return tx
    .select()
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(...byName);
}

/** How many members match `search`, every one of them counted. */
async function countMembers(tx: Tx, search: string): Promise<number> {
  if (!search) return countEveryMember(tx);
  const [found] = await tx.select({ n: count() }).from(users).where(membersMatching(search));
  return found?.n ?? 0;
}

/** How many members have a word starting with `search` (fewer than a page's offset). */
async function countWordStarts(tx: Tx, search: string): Promise<number> {
  const [found] = await tx
    .select({ n: countDistinct(memberSearchWords.userId) })
    .from(memberSearchWords)
    .where(wordsStartingWith(search));
  return found?.n ?? 0;
}

/**
 * The matches of a search from `page.offset`, one more than the page: first the members with a
 * word starting with `search`, then those who hold it inside a word (decision 0074's second
 * amendment). The second are read only when the first end before the page does.
 */
async function searchedMembers(tx: Tx, search: string, page: Page): Promise<UserRow[]> {
  const withNext = page.limit + 1;
  const byWord = await membersByWordStart(tx, search, { offset: page.offset, limit: withNext });
  if (byWord.length === withNext) return byWord;
  // The word starts end on this page, or before it: then there are fewer than `offset`.
  const wordStarts =
    byWord.length > 0 || page.offset === 0
      ? page.offset + byWord.length
      : await countWordStarts(tx, search);
  const inside = await membersByPartInsideWords(tx, search, {
    // Never below 0: a member named between the walk and the count may add a word start.
    offset: Math.max(0, page.offset + byWord.length - wordStarts),
    limit: withNext - byWord.length,
  });
  return [...byWord, ...inside];
}

export interface MembersPage {
  members: UserRow[];
  /**
   * How many members match; null for a search whose page is full and more follow, where
   * counting would read every match (decision 0074's amendment).
   */
  total: number | null;
  /** More members match after this page. */
  hasMore: boolean;
}

/**
 * A page of members with the total where it is cheap (decision 0074, amended): the list
 * without a search is by name and counted; a search lists first the members with a word that
 * starts with it, by word then name, then those who hold it inside a word, by name. It knows
 * its total from a page that is not full (the matches end on it), and counts only when the
 * page lies past every match (fewer than `offset` match, so the count reads no more than the
 * page's own walk did). A full page of a search says only that more follow.
 */
export async function searchMembers(tx: Tx, search: string, page: Page): Promise<MembersPage> {
  const found = search
    ? await searchedMembers(tx, search, page)
    : await tx
        .select()
        .from(users)
        .where(membersMatching(search))
        .orderBy(...byName)
        .offset(page.offset)
        .limit(page.limit + 1);
  const hasMore = found.length > page.limit;
  const members = found.slice(0, page.limit);
  if (!search) return { members, total: await countMembers(tx, search), hasMore };
  if (hasMore) return { members, total: null, hasMore };
  if (members.length === 0 && page.offset > 0)
    return { members, total: await countMembers(tx, search), hasMore };
  return { members, total: page.offset + members.length, hasMore };
}

/** A member's newest orders, each with the titles of its lines. */
export async function listRecentOrdersOf(
  tx: Tx,
  userId: string,
  limit: number,
): Promise<Array<{ order: OrderRow; titles: string[] }>> {
  const ownOrders = await tx
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  const lines =
    ownOrders.length === 0
      ? []
      : await tx
          .select({ orderId: orderLines.orderId, title: orderLines.title })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              ownOrders.map((order) => order.id),
            ),
          );
  return ownOrders.map((order) => ({
    order,
    titles: lines.filter((l) => l.orderId === order.id).map((l) => l.title),
  }));
}

/** Ends a ban or a mute at `now`; the counters stay as history. */
export async function endRestriction(
  tx: Tx,
  id: string,
  restriction: 'ban' | 'mute',
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set(restriction === 'ban' ? { banUntil: now } : { muteUntil: now })
    .where(eq(users.id, id));
}

/** Sets a member's credits (the caller holds the row lock and checked the change). */
export async function setCredits(tx: Tx, id: string, credits: number): Promise<void> {
  await tx.update(users).set({ credits }).where(eq(users.id, id));
}
