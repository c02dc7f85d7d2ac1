import { isMentionRoleKey, mentionKey } from '@bbt/domain';

export type TextSegment =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'mention'; text: string; kind: 'member' | 'role' | 'everyone'; mine: boolean }
  | { type: 'channel'; text: string; slug: string };

export interface MentionContext {
  /** mentionKey() of every member's name. */
  memberKeys: ReadonlySet<string>;
  /** Channel slugs the reader may open. */
  channelSlugs: ReadonlySet<string>;
  /** The reader: their mentionKey and held roles, to mark mentions of them. */
  myKey: string;
  myRoles: ReadonlySet<string>;
}

/**
 * The group mentions the server kept for a message (`ChatMessage.mentions`): '@everyone' and
 * '@role' count only from those who may ping groups (decision 0023), and stay plain text
 * otherwise, on screen as in the counts.
 */
export interface GroupMentions {
  roles: readonly string[];
  everyone: boolean;
}

const LINK = /https?:\/\/[^\s<>"'`]+/gi;
// The same tokens as parseMentions in @bbt/domain: '@word' or '#word' not glued to a word.
const MENTION = /(^|[^\w@#])([@#])([\w.-]{1,64})/g;
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/** Drops punctuation that ends a sentence rather than the link; keeps balanced brackets. */
function trimLink(raw: string): string {
  let link = raw.replace(TRAILING_PUNCTUATION, '');
  while (
    link.endsWith(')') &&
    (link.match(/\(/g)?.length ?? 0) < (link.match(/\)/g)?.length ?? 0)
  ) {
    link = link.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return link;
}

function safeHref(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function pushText(out: TextSegment[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

function mentionSegment(
  sigil: string,
  token: string,
  ctx: MentionContext,
  groups: GroupMentions,
): TextSegment | null {
  const text = `${sigil}${token}`;
  if (sigil === '#') {
    return ctx.channelSlugs.has(token) ? { type: 'channel', text, slug: token } : null;
  }
  const lower = token.toLowerCase();
  if (lower === 'everyone') {
    return groups.everyone ? { type: 'mention', text, kind: 'everyone', mine: true } : null;
  }
  if (isMentionRoleKey(token)) {
    return groups.roles.includes(token)
      ? { type: 'mention', text, kind: 'role', mine: ctx.myRoles.has(token) }
      : null;
  }
  const key = mentionKey(token);
  if (ctx.memberKeys.has(key)) {
    return { type: 'mention', text, kind: 'member', mine: key === ctx.myKey };
  }
  return null;
}

function splitMentions(
  out: TextSegment[],
  text: string,
  ctx: MentionContext,
  groups: GroupMentions,
) {
  let cursor = 0;
  for (const match of text.matchAll(MENTION)) {
    const [, lead = '', sigil = '', word = ''] = match;
    const token = word.replace(/[.-]+$/, '');
    const start = (match.index ?? 0) + lead.length;
    const segment = token ? mentionSegment(sigil, token, ctx, groups) : null;
    if (!segment) continue;
    pushText(out, text.slice(cursor, start));
    out.push(segment);
    cursor = start + segment.text.length;
  }
  pushText(out, text.slice(cursor));
}

/**
 * Splits message text into plain text, http(s) links and mentions, for rendering as React
 * nodes (never as HTML). Only mentions of known members, readable channels, and the groups the
 * message really pinged are marked; anything else stays text.
 */
export function splitMessageText(
  text: string,
  ctx: MentionContext,
  groups: GroupMentions,
): TextSegment[] {
  const out: TextSegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    const link = trimLink(match[0]);
    const href = safeHref(link);
    if (!href) continue;
    splitMentions(out, text.slice(cursor, start), ctx, groups);
    out.push({ type: 'link', text: link, href });
    cursor = start + link.length;
  }
  splitMentions(out, text.slice(cursor), ctx, groups);
  return out;
}
