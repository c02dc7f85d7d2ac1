import type { RoleHolder } from './policies/actor';
import { canMentionGroups } from './policies/mentions';
import { mentionTokens } from './message-format';
import { isRoleKey, type RoleKey } from './roles';

export interface ParsedMentions {
  /** Display names without spaces, lower-cased, as typed after '@'. */
  names: string[];
  roles: RoleKey[];
  everyone: boolean;
  /** Channel slugs typed after '#'. */
  channels: string[];
}

/** Normalises a display name the way mentions and commands match it: spaces removed, lower case. */
export const mentionKey = (displayName: string) => displayName.replace(/\s+/g, '').toLowerCase();

/**
 * Finds '@name', '@role', '@everyone' and '#channel' tokens (spec §6): those the message shows
 * as mentions, so none inside code, a link or after a backslash (decision 0033).
 */
export function parseMentions(text: string): ParsedMentions {
  const names = new Set<string>();
  const roles = new Set<RoleKey>();
  const channels = new Set<string>();
  let everyone = false;
  for (const { sigil, name: token } of mentionTokens(text)) {
    if (sigil === '#') channels.add(token);
    else if (token.toLowerCase() === 'everyone') everyone = true;
    else if (isRoleKey(token)) roles.add(token);
    else names.add(token.toLowerCase());
  }
  return { names: [...names], roles: [...roles], everyone, channels: [...channels] };
}

/**
 * The mentions a message of `author`'s carries: '@everyone' and '@<role>' only when they may
 * ping groups (decision 0023). Anyone else's stay plain text, so they raise no one's counts.
 */
export function mentionsBy(author: RoleHolder, text: string): ParsedMentions {
  const parsed = parseMentions(text);
  return canMentionGroups(author) ? parsed : { ...parsed, roles: [], everyone: false };
}
