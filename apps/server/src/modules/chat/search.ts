import {
  dayAfter,
  dayStart,
  fromRefusal,
  parseSearchQuery,
  searchText,
  type ChatMessage,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { badRequest } from '../../errors';
import type { Member } from '../users';
import { assertCanRead, assertNotBanned } from './access';
import { presentMessages } from './present';
import {
  headlines,
  MATCH_END,
  MATCH_START,
  memberIdsByNameKey,
  memberIdsByNameKeyStart,
  searchMessageRows,
} from './search-repo';
import { readableChannelSlugs, ticketFor } from './service';

/** A stretch of a message's text that matched, as [start, end) offsets into the text. */
export interface MatchRange {
  start: number;
  end: number;
}

export interface SearchResult {
  message: ChatMessage;
  highlights: MatchRange[];
  /** Set when the message is a reply in a thread: the message the thread hangs from. */
  threadRootId: number | null;
}

/**
 * Who `from:` names: the members of that name, else the one member whose name starts so (a
 * first name typed without the menu); a clear refusal when there is none or several (decision
 * 0068), never an empty page that looks like no message.
 */
async function authorsNamed(db: Database, key: string): Promise<string[]> {
  const named = await memberIdsByNameKey(db, key);
  if (named.length > 0) return named;
  const starting = await memberIdsByNameKeyStart(db, key, 2);
  if (starting.length === 1) return starting;
  throw badRequest(fromRefusal(key, starting.length > 1), 'unknown_author');
}

/**
 * Where the matches are in `text`, from ts_headline's copy of it with marks around them. The
 * copy must be the text plus marks and nothing else; otherwise (a text holding the marks
 * itself) nothing is highlighted rather than the wrong thing.
 */
export function matchRanges(text: string, headline: string | undefined): MatchRange[] {
  if (headline === undefined || text.includes(MATCH_START) || text.includes(MATCH_END)) return [];
  const ranges: MatchRange[] = [];
  let plain = '';
  let open: number | null = null;
  for (const char of headline) {
    if (char === MATCH_START) open = plain.length;
    else if (char === MATCH_END && open !== null) {
      if (plain.length > open) ranges.push({ start: open, end: plain.length });
      open = null;
    } else plain += char;
  }
  return plain === text ? ranges : [];
}

/**
 * Searches the messages the member may read now (decision 0031): every channel and ticket
 * they may read, or the one `in:` names (refused as the history is when they may not read
 * it). A banned member is refused, as for the rest of the chat (ruling 6).
 */
export async function searchMessages(
  db: Database,
  member: Member,
  input: { q: string; before?: number | undefined; limit: number },
): Promise<{ results: SearchResult[]; hasMore: boolean }> {
  assertNotBanned(member);
  const parsed = parseSearchQuery(input.q);
  if (!parsed.ok) throw badRequest(parsed.error, 'invalid_search');
  const { query } = parsed;
  const channels = query.in
    ? [assertCanRead(member, query.in, await ticketFor(db, query.in))]
    : await readableChannelSlugs(db, member);
  const authorIds = query.from === null ? null : await authorsNamed(db, query.from);
  const text = searchText(query);
  const rows = await searchMessageRows(db, {
    channels,
    text,
    authorIds,
    hasImage: query.hasImage,
    sentBefore: query.before === null ? null : dayStart(query.before),
    sentFrom: query.after === null ? null : dayAfter(query.after),
    beforeId: input.before,
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const [presented, marked] = await Promise.all([
    presentMessages(db, page),
    text === null
      ? new Map<number, string>()
      : headlines(
          db,
          page.map((r) => r.id),
          text,
        ),
  ]);
  const results = page.map((row, i) => {
    const message = presented[i];
    if (!message) throw new Error('a search result vanished while presenting it');
    return {
      message,
      highlights: matchRanges(message.text, marked.get(row.id)),
      threadRootId: row.threadRootId,
    };
  });
  return { results, hasMore: rows.length > input.limit };
}
