import { formatDateTime } from './format';
import type { RoleFlags } from './roles';

/**
 * Direct messages (decision 0066): a conversation is a channel of its own kind, named `dm-` and
 * hex digits, so every rule and table keyed by channel (history, reactions, edits, search,
 * unread counts, the change log) serves it unchanged. Hex keeps "ticket" out of the name.
 */
export const CONVERSATION_SLUG_PREFIX = 'dm-';

export function isConversationSlug(slug: string): boolean {
  return /^dm-[0-9a-f]{12,32}$/.test(slug);
}

/** At most this many people in a conversation, its starter included. */
export const MAX_CONVERSATION_MEMBERS = 5;

/** Hours an account waits before it may start conversations (staff never wait). */
export const DEFAULT_NEW_ACCOUNT_DM_HOURS = 24;

/** Who may write to a member: each member chooses; staff always may. */
export const DM_PRIVACY_LEVELS = ['everyone', 'paid', 'staff', 'nobody'] as const;
export type DmPrivacy = (typeof DM_PRIVACY_LEVELS)[number];

export const DM_PRIVACY_LABELS: Record<DmPrivacy, string> = {
  everyone: 'Everyone',
  paid: 'Members who share a paid role with me',
  staff: 'Staff only',
  nobody: 'Nobody',
};

/** The roles that are bought; "members sharing a paid role" share one of these. */
export const PAID_ROLES = ['blue_badge_trader', 'premium_trader', 'premium_signals'] as const;

export function sharePaidRole(a: RoleFlags, b: RoleFlags): boolean {
  return PAID_ROLES.some((role) => a[role] && b[role]);
}

// Look-alikes of Latin letters (Cyrillic, Greek, fullwidth forms are folded by NFKC first) and
// digits or signs written for letters, so "Supp0rt", "S u p p o r t" and "Ѕupport" read alike.
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  и: 'u',
  ս: 'u',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '|': 'l',
  '!': 'i',
};

/**
 * A display name reduced to what a reader takes in at a glance: compatibility forms folded,
 * accents dropped, lower case, look-alike characters and digits read as letters, "i" and "l"
 * as one, "rn" as "m", and only letters kept (spaces, dots and dashes vanish).
 */
export function normaliseDisplayName(name: string): string {
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const latin = [...folded].map((char) => CONFUSABLES[char] ?? char).join('');
  return latin
    .replace(/[^a-z]/g, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[il]/g, 'l');
}

/**
 * Whether a name that is not a staff member's looks like one of theirs: the same once
 * normalised. A conversation warns its members when such a writer speaks there.
 */
export function looksLikeStaffName(name: string, staffNames: readonly string[]): boolean {
  const key = normaliseDisplayName(name);
  if (key.length === 0) return false;
  return staffNames.some((staffName) => normaliseDisplayName(staffName) === key);
}

/** What the web and the server tell members about direct messages. */
export const DM_COPY = {
  sidebarGroup: 'Direct messages',
  staffMark: 'Staff',
  /** A direct message's notification title: the conversation has no channel name to show. */
  notificationTitle: (author: string) => `${author} sent you a direct message`,
  impersonationWarning: (name: string) =>
    `${name} is not staff. Our team never asks for passwords, payments or codes in messages.`,
  blocked: 'Blocked. They can no longer write to you, and you no longer write to them.',
  reported: 'Reported. A support ticket with the recent messages is open for our staff.',
  notAccepting: (name: string) => `${name} doesn't accept direct messages from you.`,
  notAcceptingGroup: (name: string) =>
    `${name} doesn't accept direct messages from everyone in this group.`,
  communityOff: 'Direct messages between members are turned off in this community.',
  newAccount: (hours: number) =>
    `New accounts can start conversations ${hours} hours after joining.`,
  tooMany: `A conversation holds at most ${MAX_CONVERSATION_MEMBERS} people, you included.`,
  noOne: 'Choose at least one member to write to.',
  notYourself: "You can't start a conversation with yourself.",
  conversationClosed:
    "You can't write here: someone in this conversation no longer accepts messages from you.",
  cannotBlockStaff: "Staff can't be blocked; report the conversation if something is wrong.",
  reportTicket: (reporter: string, names: string) =>
    `${reporter} reported a direct conversation with ${names}. The recent messages:`,
} as const;

/** How many of a conversation's latest messages a report quotes, and how much of each. */
export const REPORT_QUOTED_MESSAGES = 15;
export const REPORT_QUOTE_CHARS = 220;

/**
 * The ticket's opening words for a reported conversation: who reported it, with whom, and its
 * latest messages as quotes (oldest first, each cut short), within one message's length.
 */
export function reportQuote(
  reporter: string,
  others: readonly string[],
  latest: ReadonlyArray<{ author: string; at: Date; text: string }>,
): string {
  const lines = latest.map(({ author, at, text }) => {
    const flat = text.replace(/\s+/g, ' ').trim() || '(an image)';
    const cut = flat.length > REPORT_QUOTE_CHARS ? `${flat.slice(0, REPORT_QUOTE_CHARS)}…` : flat;
    return `> **${author}** (${formatDateTime(at, 'UTC')} UTC): ${cut}`;
  });
  const head = DM_COPY.reportTicket(reporter, others.join(', ') || 'no one else');
  return [head, ...(lines.length > 0 ? lines : ['> (no messages yet)'])].join('\n');
}

/**
 * A notification's title for a message in `channel`: a direct message names its author alone
 * (a conversation has no channel name to show), any other keeps the channel's title.
 */
export function notificationTitleIn(channel: string, author: string, channelTitle: string): string {
  return isConversationSlug(channel) ? DM_COPY.notificationTitle(author) : channelTitle;
}
