import { mentionKey } from './mentions';

/** The filters a message search understands, as typed before their ':' (decision 0031). */
export const SEARCH_FILTERS = ['from', 'in', 'has', 'before', 'after'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** The longest query the search takes, in characters. */
export const SEARCH_QUERY_MAX = 200;

export interface SearchQuery {
  /** Words to find, in the order typed (the text search stems them). */
  words: string[];
  /** Quoted phrases: their words next to each other, in order. */
  phrases: string[];
  /** An author's display name as mentions match it (mentionKey), or null. */
  from: string | null;
  /** A channel slug as typed, without '#', lower case, or null. */
  in: string | null;
  hasImage: boolean;
  /** Messages sent before this day began (UTC), as YYYY-MM-DD. */
  before: string | null;
  /** Messages sent after this day ended (UTC), as YYYY-MM-DD. */
  after: string | null;
}

export type ParsedSearch = { ok: true; query: SearchQuery } | { ok: false; error: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isSearchDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The instant a YYYY-MM-DD day begins (UTC). */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The instant the day after `day` begins (UTC): where `after:day` starts. */
export const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

interface Token {
  /** The filter name before ':' when the token is `name:value`, lower case. */
  key: string | null;
  value: string;
  quoted: boolean;
}

/**
 * Splits a query into tokens: `"a phrase"`, `key:value`, `key:"a value"` and bare words. An
 * unclosed quote runs to the end.
 */
function tokens(input: string): Token[] {
  const found: Token[] = [];
  let i = 0;
  const quotedFrom = (start: number): [string, number] => {
    const close = input.indexOf('"', start);
    return close === -1
      ? [input.slice(start), input.length]
      : [input.slice(start, close), close + 1];
  };
  while (i < input.length) {
    if (/\s/.test(input[i] ?? '')) {
      i += 1;
      continue;
    }
    if (input[i] === '"') {
      const [value, next] = quotedFrom(i + 1);
      found.push({ key: null, value, quoted: true });
      i = next;
      continue;
    }
    const keyMatch = /^([a-zA-Z]+):/.exec(input.slice(i));
    if (keyMatch && input[i + keyMatch[0].length] === '"') {
      const [value, next] = quotedFrom(i + keyMatch[0].length + 1);
      found.push({ key: (keyMatch[1] ?? '').toLowerCase(), value, quoted: true });
      i = next;
      continue;
    }
    let end = i;
    while (end < input.length && !/\s/.test(input[end] ?? '')) end += 1;
    const word = input.slice(i, end);
    found.push(
      keyMatch
        ? {
            key: (keyMatch[1] ?? '').toLowerCase(),
            value: word.slice(keyMatch[0].length),
            quoted: false,
          }
        : { key: null, value: word, quoted: false },
    );
    i = end;
  }
  return found;
}

const isFilter = (key: string): key is SearchFilter =>
  (SEARCH_FILTERS as readonly string[]).includes(key);

const EXAMPLE_DAY = '2025-01-31';

/**
 * Reads a search box's text: words, quoted phrases and the filters `from:name` (or `@name`),
 * `in:#channel`, `has:image`, `before:YYYY-MM-DD` and `after:YYYY-MM-DD`. A `word:` that is not
 * a filter is searched as a word. Answers a readable error for a filter it can't use.
 */
export function parseSearchQuery(input: string): ParsedSearch {
  if (input.length > SEARCH_QUERY_MAX)
    return { ok: false, error: `A search is at most ${SEARCH_QUERY_MAX} characters` };
  const query: SearchQuery = {
    words: [],
    phrases: [],
    from: null,
    in: null,
    hasImage: false,
    before: null,
    after: null,
  };
  const seen = new Set<SearchFilter>();
  for (const token of tokens(input)) {
    const { key, value } = token;
    if (key === null || !isFilter(key)) {
      const text = key === null ? value : `${key}:${value}`;
      if (token.quoted && key === null) {
        const phrase = value.trim().replace(/\s+/g, ' ');
        if (phrase) query.phrases.push(phrase);
      } else if (text) query.words.push(text);
      continue;
    }
    if (seen.has(key)) return { ok: false, error: `Use ${key}: once in a search` };
    seen.add(key);
    const problem = applyFilter(query, key, value.trim());
    if (problem) return { ok: false, error: problem };
  }
  if (query.before && query.after && dayAfter(query.after) >= dayStart(query.before))
    return { ok: false, error: 'No day lies between after: and before:, so nothing can match' };
  if (isEmptySearch(query)) return { ok: false, error: 'Type a word or a filter to search' };
  return { ok: true, query };
}

function applyFilter(query: SearchQuery, key: SearchFilter, value: string): string | null {
  switch (key) {
    case 'from': {
      const name = mentionKey(value.replace(/^@/, ''));
      if (!name) return 'from: needs a member’s name, like from:@alex';
      query.from = name;
      return null;
    }
    case 'in': {
      const slug = value.replace(/^#/, '').toLowerCase();
      if (!/^[\w-]{1,64}$/.test(slug)) return 'in: needs a channel, like in:#general';
      query.in = slug;
      return null;
    }
    case 'has':
      if (value.toLowerCase() !== 'image') return 'has: can only be has:image';
      query.hasImage = true;
      return null;
    case 'before':
    case 'after':
      if (!isSearchDay(value))
        return `${key}: needs a date written YYYY-MM-DD, like ${key}:${EXAMPLE_DAY}`;
      // after: starts at the next day, which the database must be able to write down.
      if (key === 'after' && dayAfter(value).getUTCFullYear() > 9999)
        return 'after: needs a date before 9999-12-31';
      query[key] = value;
      return null;
  }
}

/** Nothing to search for: no word, no phrase, no filter. */
export function isEmptySearch(query: SearchQuery): boolean {
  return (
    query.words.length === 0 &&
    query.phrases.length === 0 &&
    query.from === null &&
    query.in === null &&
    !query.hasImage &&
    query.before === null &&
    query.after === null
  );
}

/** The words and phrases as one text for PostgreSQL's websearch_to_tsquery, or null. */
export function searchText(query: SearchQuery): string | null {
  const parts = [...query.words, ...query.phrases.map((p) => `"${p.replace(/"/g, '')}"`)];
  return parts.length ? parts.join(' ') : null;
}

const quoteIfSpaced = (value: string) => (/[\s"]/.test(value) ? `"${value}"` : value);

/** Writes a query back as text that parses to the same query. */
export function formatSearchQuery(query: SearchQuery): string {
  return [
    ...query.words,
    ...query.phrases.map((p) => `"${p}"`),
    query.from === null ? null : `from:${quoteIfSpaced(query.from)}`,
    query.in === null ? null : `in:#${query.in}`,
    query.hasImage ? 'has:image' : null,
    query.before === null ? null : `before:${query.before}`,
    query.after === null ? null : `after:${query.after}`,
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
}

/** The filter being typed at the caret, for suggestions: `in:#gen|` -> in, '#gen'. */
export interface SearchTokenAt {
  /** The filter, or null while a bare word is typed (it may become one). */
  key: SearchFilter | null;
  /** What is typed after the ':' (or the bare word). */
  value: string;
  /** Where the token starts and ends in the text. */
  start: number;
  end: number;
}

export function searchTokenAt(input: string, caret: number): SearchTokenAt {
  let start = caret;
  while (start > 0 && !/\s/.test(input[start - 1] ?? '')) start -= 1;
  let end = caret;
  while (end < input.length && !/\s/.test(input[end] ?? '')) end += 1;
  const token = input.slice(start, end);
  const colon = token.indexOf(':');
  const key = colon > 0 ? token.slice(0, colon).toLowerCase() : '';
  if (isFilter(key)) return { key, value: token.slice(colon + 1), start, end };
  return { key: null, value: token, start, end };
}

/** A stretch of a result's text, marked when it matched the search. */
export interface SearchSegment {
  text: string;
  mark: boolean;
}

/**
 * Why `from:` found nobody to search by (decision 0068): the server resolves a name typed
 * without the menu by its start when one member's name starts so, and says this otherwise.
 */
export const fromRefusal = (name: string, several: boolean): string =>
  several
    ? `Several members' names start with “${name}”: pick one from the list after from:`
    : `No member is called “${name}”: pick a name from the list after from:`;

/** Markdown markers a snippet leaves out (decision 0068): each pattern's marker groups go. */
const MARKERS: readonly RegExp[] = [
  /^(> ?)/gm,
  /^(```[^\n]*)$/gm,
  /(\*\*\*)(?=\S)[^\n]*?\S(\1)/g,
  /(\*\*|__|~~|\|\|)(?=\S)[^\n]*?\S(\1)/g,
  /(?<![\w*])(\*)(?=[^\s*])[^*\n]*?[^\s*](\*)(?![\w*])/g,
  /(?<![\w_])(_)(?=[^\s_])[^_\n]*?[^\s_](_)(?![\w_])/g,
  /(`)[^`\n]+(`)/g,
];

/**
 * Where code is written, as [from, to) offsets: the lines between two fences and the inside
 * of each inline code span. What looks like a marker there is the code's own text.
 */
function codeInsides(text: string): [number, number][] {
  const insides: [number, number][] = [];
  for (const fence of text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)) {
    const from = fence.index + fence[0].indexOf('\n') + 1;
    insides.push([from, from + fence[1]!.length]);
  }
  for (const span of text.matchAll(/`[^`\n]+`/g)) {
    if (!insides.some(([from, to]) => span.index >= from && span.index < to))
      insides.push([span.index + 1, span.index + span[0].length - 1]);
  }
  return insides;
}

/**
 * The words of raw message text without its Markdown markers (bold, italic, strike, spoiler,
 * code, quote and fence markers), and where each raw offset lands in them, so the server's
 * match ranges still point at the same words. Not the message parser: a snippet needs offsets.
 */
export function withoutMarkers(text: string): { text: string; at: number[] } {
  const dropped = new Set<number>();
  const drop = (from: number, length: number) => {
    for (let i = from; i < from + length; i += 1) dropped.add(i);
  };
  const code = codeInsides(text);
  const inCode = (at: number) => code.some(([from, to]) => at >= from && at < to);
  // Every pattern's opening marker starts its match, and its closing one (if any) ends it.
  for (const pattern of MARKERS) {
    for (const match of text.matchAll(pattern)) {
      if (inCode(match.index)) continue;
      const [whole, open = '', close] = match;
      drop(match.index, open.length);
      if (close) drop(match.index + whole.length - close.length, close.length);
    }
  }
  const at: number[] = [];
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    at.push(out.length);
    if (!dropped.has(i)) out += text[i];
  }
  at.push(out.length);
  return { text: out, at };
}

/**
 * The part of a message to show in a result: its words without Markdown markers, cut to about
 * `max` characters around the first match, split into marked and plain stretches (the web
 * marks them with <mark>). Ranges are [start, end) offsets into the raw text, as the server
 * sends them.
 */
export function searchSnippet(
  raw: string,
  rawRanges: readonly { start: number; end: number }[],
  max = 240,
): SearchSegment[] {
  const { text, at: place } = withoutMarkers(raw);
  const sorted = rawRanges
    .filter((r) => r.start >= 0 && r.end <= raw.length && r.start < r.end)
    .map((r) => ({ start: place[r.start]!, end: place[r.end]! }))
    .filter((r) => r.start < r.end)
    .sort((a, b) => a.start - b.start);
  const first = sorted[0];
  const from =
    text.length <= max || !first ? 0 : Math.max(0, Math.min(first.start - 40, text.length - max));
  const to = Math.min(text.length, from + max);
  const segments: SearchSegment[] = [];
  const push = (part: string, mark: boolean) => {
    if (part) segments.push({ text: part, mark });
  };
  if (from > 0) push('…', false);
  let at = from;
  for (const range of sorted) {
    const start = Math.max(range.start, at);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    push(text.slice(at, start), false);
    push(text.slice(start, end), true);
    at = end;
  }
  push(text.slice(at, to), false);
  if (to < text.length) push('…', false);
  return segments;
}
