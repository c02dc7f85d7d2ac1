/**
 * Message formatting (decision 0033): the Markdown subset chat members type, parsed into a
 * small tree that the web draws with its own elements. The tree never holds markup: every
 * string in it is text to show as text, and a link's address is always http or https.
 *
 * - `**bold**`, `*italic*` and `_italic_`, `__underline__`, `~~strike~~`, `||spoiler||`
 * - `` `code` `` and ```` ```lang\ncode block``` ````; nothing inside code is formatted
 * - `> quoted line` and `>>> everything to the end of the message`
 * - http(s) addresses, bare or in `<angle brackets>`; `@name`, `@role`, `#channel` tokens
 *   (the reader decides which are real mentions); tickers such as `$BTC` or `$BRK.B`
 * - a backslash before punctuation keeps it literal; a marker with no partner stays literal
 *
 * One pass over the text finds code, escapes, links, mentions, tickers and runs of markers;
 * every marker run knows its next possible partner in advance, so matching never searches and
 * a message of 20,000 asterisks parses in linear time.
 */

export type StyleType = 'bold' | 'italic' | 'underline' | 'strike' | 'spoiler';

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: StyleType; children: InlineNode[] }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'mention'; sigil: '@' | '#'; name: string; text: string }
  | { type: 'ticker'; symbol: string; text: string };

export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'codeBlock'; lang: string | null; text: string }
  | { type: 'quote'; children: BlockNode[] };

/** Every node type the parser emits; the renderer draws exactly these. */
export const FORMAT_NODE_TYPES = [
  'paragraph',
  'codeBlock',
  'quote',
  'text',
  'bold',
  'italic',
  'underline',
  'strike',
  'spoiler',
  'code',
  'link',
  'mention',
  'ticker',
] as const;

/**
 * The HTML elements, each with the attributes it may carry, that the web draws formatted text
 * with (React Router adds `data-discover` to its links); its tests hold any drawn message to it.
 */
export const FORMATTED_TEXT_MARKUP: Readonly<Record<string, readonly string[]>> = {
  P: ['class'],
  BLOCKQUOTE: ['class'],
  PRE: ['class', 'tabindex', 'role', 'aria-label', 'data-lang'],
  CODE: ['class'],
  STRONG: [],
  EM: [],
  U: [],
  S: [],
  SPAN: ['class', 'title', 'aria-hidden', 'tabindex'],
  A: ['href', 'target', 'rel', 'class', 'data-discover'],
  BUTTON: ['type', 'class', 'aria-expanded'],
};

const FENCE = '```';
const ESCAPABLE = /[!-/:-@[-`{-~]/;
const WHITESPACE = /\s/;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const LANG_LINE = /^([\w+#.-]{1,20})\n/;
const BARE_URL = /https?:\/\/[^\s<>"'`|]+/iy;
const ANGLE_URL = /<(https?:\/\/[^\s<>]+)>/iy;
const MENTION_LEAD = /[\w@#]/;
const MENTION_TOKEN = /[\w.-]{1,64}/y;
// '$' and 1-6 letters, with an optional class suffix ($BRK.B); never money ($100, $5k).
const TICKER = /\$([A-Za-z]{1,6}(?:\.[A-Za-z]{1,2})?)(?![A-Za-z0-9$])/y;
const TICKER_LEAD = /[A-Za-z0-9$]/;
const LINK_TRAILING = '.,;:!?\'"*_~';

/** What a run of each marker character opens: two of them, then one of them. */
const MARKERS: Record<string, readonly [StyleType, StyleType | null]> = {
  '*': ['bold', 'italic'],
  _: ['underline', 'italic'],
  '~': ['strike', null],
  '|': ['spoiler', null],
};

// ---------------------------------------------------------------------------------------------
// Blocks: code fences first, then lines, quotes and paragraphs.

interface Fence {
  start: number;
  end: number;
  block: Extract<BlockNode, { type: 'codeBlock' }>;
}

function codeBlock(source: string, open: number, close: number): Fence {
  let body = source.slice(open + FENCE.length, close);
  let lang: string | null = null;
  const langLine = LANG_LINE.exec(body);
  if (langLine && body.length > langLine[0].length) {
    lang = langLine[1] ?? null;
    body = body.slice(langLine[0].length);
  } else if (body.startsWith('\n')) {
    body = body.slice(1);
  }
  if (body.endsWith('\n')) body = body.slice(0, -1);
  return { start: open, end: close + FENCE.length, block: { type: 'codeBlock', lang, text: body } };
}

/** Code fences, left to right; an escaped fence opens nothing, and the first unclosed one ends the search. */
function findFences(source: string): Fence[] {
  const fences: Fence[] = [];
  let i = 0;
  while (i < source.length) {
    if (source[i] === '\\' && ESCAPABLE.test(source[i + 1] ?? '')) {
      i += 2;
    } else if (source.startsWith(FENCE, i)) {
      const close = source.indexOf(FENCE, i + FENCE.length + 1);
      if (close === -1) break;
      const fence = codeBlock(source, i, close);
      fences.push(fence);
      i = fence.end;
    } else {
      i += 1;
    }
  }
  return fences;
}

/** A line of the message: text, with any code blocks that start on it (they may span lines). */
type LinePart = string | Fence;

function splitLines(source: string, fences: Fence[]): LinePart[][] {
  const lines: LinePart[][] = [];
  let parts: LinePart[] = [];
  let pos = 0;
  let f = 0;
  let newline = -2;
  for (;;) {
    if (newline < pos) {
      newline = source.indexOf('\n', pos);
      if (newline === -1) newline = source.length;
    }
    const fence = fences[f];
    if (fence && fence.start < newline) {
      parts.push(source.slice(pos, fence.start), fence);
      pos = fence.end;
      f += 1;
      continue;
    }
    parts.push(source.slice(pos, newline));
    lines.push(parts);
    if (newline >= source.length) return lines;
    parts = [];
    pos = newline + 1;
  }
}

class BlockBuilder {
  readonly blocks: BlockNode[] = [];
  private target: BlockNode[] = this.blocks;
  private lines: string[] | null = null;
  /** `>>>` quotes the rest of the message; `>` lines are a quote while they last. */
  private quoting: 'none' | 'line' | 'rest' = 'none';

  line(parts: LinePart[]) {
    let first = parts[0] as string;
    if (this.quoting !== 'rest' && first.startsWith('>>> ')) {
      this.openQuote('rest');
      first = first.slice(4);
    } else if (this.quoting !== 'rest' && first.startsWith('> ')) {
      if (this.quoting !== 'line') this.openQuote('line');
      first = first.slice(2);
    } else if (this.quoting === 'line') {
      this.closeParagraph();
      this.quoting = 'none';
      this.target = this.blocks;
    }
    if (parts.length === 1 || first) this.text(first);
    for (let i = 1; i < parts.length; i += 2) {
      this.closeParagraph();
      this.target.push((parts[i] as Fence).block);
      const after = parts[i + 1] as string;
      if (after) this.text(after);
    }
  }

  finish(): BlockNode[] {
    this.closeParagraph();
    return this.blocks.filter((block) => block.type !== 'quote' || block.children.length > 0);
  }

  private openQuote(kind: 'line' | 'rest') {
    this.closeParagraph();
    const quote: BlockNode = { type: 'quote', children: [] };
    this.blocks.push(quote);
    this.target = quote.children;
    this.quoting = kind;
  }

  private text(line: string) {
    (this.lines ??= []).push(line);
  }

  private closeParagraph() {
    const text = this.lines?.join('\n');
    this.lines = null;
    if (text) this.target.push({ type: 'paragraph', children: parseInline(text) });
  }
}

// ---------------------------------------------------------------------------------------------
// Inline: atoms (code, escapes, links, mentions, tickers) and marker runs, then matching.

interface Atom {
  kind: 'atom';
  start: number;
  end: number;
  node: InlineNode;
}

interface Run {
  kind: 'run';
  start: number;
  end: number;
  char: string;
  canOpen: boolean;
  canClose: boolean;
  /** Index of the next run of this character that can close: any length, then length >= 2. */
  nextCloser: [number, number];
}

type Item = Atom | Run;

function safeHref(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Drops what ends the sentence rather than the address; keeps balanced brackets. One pass. */
function trimLink(raw: string): string {
  let opens = 0;
  let closes = 0;
  for (const c of raw) {
    if (c === '(') opens += 1;
    else if (c === ')') closes += 1;
  }
  let end = raw.length;
  while (end > 0) {
    const c = raw[end - 1] ?? '';
    if (LINK_TRAILING.includes(c)) {
      end -= 1;
    } else if (c === ')' && opens < closes) {
      closes -= 1;
      end -= 1;
    } else {
      break;
    }
  }
  return raw.slice(0, end);
}

function backtickRun(source: string, at: number): number {
  let end = at;
  while (source[end] === '`') end += 1;
  return end - at;
}

/**
 * The next run of exactly `length` backticks at or after `from`, or -1. `unmatched[length]`
 * remembers a failed search: no later run of that length exists, so it is never repeated.
 */
function closingBackticks(source: string, from: number, length: number, unmatched: boolean[]) {
  if (unmatched[length]) return -1;
  let at = source.indexOf('`', from);
  while (at !== -1) {
    const run = backtickRun(source, at);
    if (run === length) return at;
    at = source.indexOf('`', at + run);
  }
  unmatched[length] = true;
  return -1;
}

function atomAt(source: string, i: number, unmatched: boolean[]): Atom | null {
  const c = source[i];
  const prev = source[i - 1] ?? '';
  const atom = (end: number, node: InlineNode): Atom => ({ kind: 'atom', start: i, end, node });
  switch (c) {
    case '\\': {
      const next = source[i + 1] ?? '';
      return ESCAPABLE.test(next) ? atom(i + 2, { type: 'text', text: next }) : null;
    }
    case '`': {
      const length = backtickRun(source, i);
      if (length > 2) return null;
      const close = closingBackticks(source, i + length, length, unmatched);
      if (close === -1) return null;
      return atom(close + length, { type: 'code', text: source.slice(i + length, close) });
    }
    case '<': {
      ANGLE_URL.lastIndex = i;
      const match = ANGLE_URL.exec(source);
      const link = match?.[1];
      const href = link ? safeHref(link) : null;
      return match && link && href
        ? atom(i + match[0].length, { type: 'link', text: link, href })
        : null;
    }
    case 'h':
    case 'H': {
      BARE_URL.lastIndex = i;
      const match = BARE_URL.exec(source);
      if (!match) return null;
      const link = trimLink(match[0]);
      const href = safeHref(link);
      return href ? atom(i + link.length, { type: 'link', text: link, href }) : null;
    }
    case '@':
    case '#': {
      if (MENTION_LEAD.test(prev)) return null;
      MENTION_TOKEN.lastIndex = i + 1;
      const name = MENTION_TOKEN.exec(source)?.[0].replace(/[.-]+$/, '');
      if (!name) return null;
      return atom(i + 1 + name.length, { type: 'mention', sigil: c, name, text: `${c}${name}` });
    }
    case '$': {
      if (TICKER_LEAD.test(prev)) return null;
      TICKER.lastIndex = i;
      const match = TICKER.exec(source);
      const symbol = match?.[1];
      if (!match || !symbol) return null;
      return atom(i + match[0].length, {
        type: 'ticker',
        symbol: symbol.toUpperCase(),
        text: match[0],
      });
    }
    default:
      return null;
  }
}

function markerRun(source: string, i: number): Run {
  const char = source[i] ?? '';
  let end = i;
  while (source[end] === char) end += 1;
  const before = source[i - 1];
  const after = source[end];
  let canOpen = after !== undefined && !WHITESPACE.test(after);
  let canClose = before !== undefined && !WHITESPACE.test(before);
  // '_' inside a word (snake_case, crypto_channel) is part of the word, as in CommonMark.
  if (char === '_') {
    canOpen &&= before === undefined || !WORD_CHAR.test(before);
    canClose &&= after === undefined || !WORD_CHAR.test(after);
  }
  return { kind: 'run', start: i, end, char, canOpen, canClose, nextCloser: [-1, -1] };
}

function scanInline(source: string): Item[] {
  const items: Item[] = [];
  const unmatched: boolean[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] ?? '';
    if (c in MARKERS) {
      const run = markerRun(source, i);
      items.push(run);
      i = run.end;
      continue;
    }
    const atom = atomAt(source, i, unmatched);
    if (atom) {
      items.push(atom);
      i = atom.end;
    } else {
      // A run of backticks that opened nothing stays text as a whole.
      i += c === '`' ? backtickRun(source, i) : 1;
    }
  }
  const next: Record<string, [number, number]> = {};
  for (let k = items.length - 1; k >= 0; k -= 1) {
    const run = items[k];
    if (run?.kind !== 'run') continue;
    const after = (next[run.char] ??= [-1, -1]);
    run.nextCloser = [after[0], after[1]];
    if (run.canClose) {
      after[0] = k;
      if (run.end - run.start >= 2) after[1] = k;
    }
  }
  return items;
}

function pushText(out: InlineNode[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

interface Match {
  type: StyleType;
  openStart: number;
  openEnd: number;
  closeStart: number;
  closeEnd: number;
  closer: number;
}

/**
 * Whether the run at `items[k]` (its part in [start, end)) opens a style closed before `to`.
 * Two markers are tried before one. The closer is the next run that can close; it gives up
 * its first markers, unless the opener left markers inside (`***x***`), which its last ones
 * mirror.
 */
function matchRun(
  items: Item[],
  k: number,
  start: number,
  end: number,
  to: number,
  active: ReadonlySet<StyleType>,
): Match | null {
  const run = items[k] as Run;
  if (!run.canOpen) return null;
  const [double, single] = MARKERS[run.char] ?? [null, null];
  const attempts: [StyleType | null, 1 | 2][] = [
    [end - start >= 2 ? double : null, 2],
    [single, 1],
  ];
  for (const [type, width] of attempts) {
    if (!type || active.has(type)) continue;
    const closer = run.nextCloser[width - 1] ?? -1;
    const candidate = items[closer];
    if (!candidate || candidate.start >= to) continue;
    const closeLimit = Math.min(candidate.end, to);
    if (closeLimit - candidate.start < width) continue;
    const openStart = width === 2 ? start : end - 1;
    const openEnd = openStart + width;
    const closeStart = openEnd < end ? closeLimit - width : candidate.start;
    return { type, openStart, openEnd, closeStart, closeEnd: closeStart + width, closer };
  }
  return null;
}

function parseRange(
  source: string,
  items: Item[],
  from: number,
  to: number,
  first: number,
  active: ReadonlySet<StyleType>,
): InlineNode[] {
  const out: InlineNode[] = [];
  let pos = from;
  let k = first;
  while (k < items.length) {
    const item = items[k] as Item;
    if (item.start >= to) break;
    if (item.end <= pos) {
      k += 1;
      continue;
    }
    if (item.kind === 'atom') {
      pushText(out, source.slice(pos, item.start));
      if (item.node.type === 'text') pushText(out, item.node.text);
      else out.push(item.node);
      pos = item.end;
      k += 1;
      continue;
    }
    const start = Math.max(item.start, pos);
    const match = matchRun(items, k, start, Math.min(item.end, to), to, active);
    if (!match) {
      k += 1;
      continue;
    }
    pushText(out, source.slice(pos, match.openStart));
    const inner = new Set(active).add(match.type);
    out.push({
      type: match.type,
      children: parseRange(source, items, match.openEnd, match.closeStart, k, inner),
    });
    pos = match.closeEnd;
    k = match.closer;
  }
  pushText(out, source.slice(pos, to));
  return out;
}

function parseInline(source: string): InlineNode[] {
  return parseRange(source, scanInline(source), 0, source.length, 0, new Set());
}

// ---------------------------------------------------------------------------------------------

/** The message text as blocks of formatted text. Deterministic, and linear in the text. */
export function parseMessage(text: string): BlockNode[] {
  const fences = findFences(text);
  const builder = new BlockBuilder();
  for (const line of splitLines(text, fences)) builder.line(line);
  return builder.finish();
}

function inlineText(nodes: readonly InlineNode[], spoiler: string | undefined): string {
  let out = '';
  for (const node of nodes) {
    if ('children' in node) {
      out +=
        node.type === 'spoiler' && spoiler !== undefined
          ? spoiler
          : inlineText(node.children, spoiler);
    } else {
      out += node.text;
    }
  }
  return out;
}

/**
 * The words of a message without its markers, one line per block: for previews and
 * notifications. With `spoiler`, each spoiler's words are replaced by it.
 */
export function plainText(blocks: readonly BlockNode[], spoiler?: string): string {
  return blocks
    .map((block) => {
      if (block.type === 'codeBlock') return block.text;
      if (block.type === 'quote') return plainText(block.children, spoiler);
      return inlineText(block.children, spoiler);
    })
    .join('\n');
}

/** Every `@` and `#` token of the text outside code, links and escapes, in order. */
export function mentionTokens(text: string): { sigil: '@' | '#'; name: string }[] {
  const tokens: { sigil: '@' | '#'; name: string }[] = [];
  const visit = (nodes: readonly InlineNode[]) => {
    for (const node of nodes) {
      if (node.type === 'mention') tokens.push({ sigil: node.sigil, name: node.name });
      else if ('children' in node) visit(node.children);
    }
  };
  const visitBlocks = (blocks: readonly BlockNode[]) => {
    for (const block of blocks) {
      if (block.type === 'paragraph') visit(block.children);
      else if (block.type === 'quote') visitBlocks(block.children);
    }
  };
  visitBlocks(parseMessage(text));
  return tokens;
}
