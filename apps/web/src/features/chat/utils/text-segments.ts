import { findChannel, isMentionRoleKey, mentionKey } from '@bbt/domain';
import type { InlineNode } from '@bbt/domain';

/** A mention token the reader sees as a mention: of a member, a role, everyone or a channel. */
export type MentionSegment =
  | { type: 'mention'; text: string; kind: 'member' | 'role' | 'everyone'; mine: boolean }
  | { type: 'channel'; text: string; slug: string }
  /** A channel of the community the reader may not open: a neutral label, never its slug. */
  | { type: 'hiddenChannel'; text: string };

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

/** A ticket's channel name as tickets are named (ticket07), not any word holding 'ticket'. */
const TICKET_NAME = /^ticket\d+$/;

/**
 * What a parsed '@' or '#' token is to this reader (decision 0033): a known member, a readable
 * channel, a channel of the community they can't open (decision 0068), or a group the message
 * really pinged; null when it stays text.
 */
export function resolveMention(
  token: Extract<InlineNode, { type: 'mention' }>,
  ctx: MentionContext,
  groups: GroupMentions,
): MentionSegment | null {
  const { sigil, name, text } = token;
  if (sigil === '#') {
    if (ctx.channelSlugs.has(name)) return { type: 'channel', text, slug: name };
    return findChannel(name) || TICKET_NAME.test(name) ? { type: 'hiddenChannel', text } : null;
  }
  if (name.toLowerCase() === 'everyone') {
    return groups.everyone ? { type: 'mention', text, kind: 'everyone', mine: true } : null;
  }
  if (isMentionRoleKey(name)) {
    return groups.roles.includes(name)
      ? { type: 'mention', text, kind: 'role', mine: ctx.myRoles.has(name) }
      : null;
  }
  const key = mentionKey(name);
  if (ctx.memberKeys.has(key)) {
    return { type: 'mention', text, kind: 'member', mine: key === ctx.myKey };
  }
  return null;
}
