import { COPY } from './copy';
import { parseMessage, plainText } from './message-format';
import type { Actor } from './policies/actor';
import { countLabel, type ChatMessage } from './realtime';
import { isRoleKey } from './roles';

/**
 * How much of a channel reaches a member outside it (decision 0035): every message, only what
 * is meant for them (mentions and replies), or nothing. Stored per member and channel; a
 * channel without a stored level is at the default.
 */
export const NOTIFICATION_LEVELS = ['all', 'mentions', 'muted'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];
export const DEFAULT_NOTIFICATION_LEVEL: NotificationLevel = 'mentions';

export const isNotificationLevel = (value: unknown): value is NotificationLevel =>
  (NOTIFICATION_LEVELS as readonly unknown[]).includes(value);

/** One member's level in one channel, as the server answers a change and tells other devices. */
export interface ChannelNotificationLevel {
  channel: string;
  level: NotificationLevel;
}

/** A message mentions the member: by name, by one of their roles, or everyone. */
export function mentionsMember(
  message: Pick<ChatMessage, 'mentions'>,
  member: Pick<Actor, 'id' | 'roles'>,
): boolean {
  const { mentions } = message;
  if (mentions.everyone || mentions.userIds.includes(member.id)) return true;
  return mentions.roles.some(
    (role) => role === 'everyone' || (isRoleKey(role) && member.roles[role]),
  );
}

/** Why a message raises a notification; the most personal reason wins. */
export type NotificationReason = 'mention' | 'reply' | 'message';

type NotifiedMessage = Pick<ChatMessage, 'author' | 'deleted' | 'mentions' | 'replyTo'>;

/**
 * Whether a message that just arrived raises a browser notification, and why (decision 0035):
 * only while the page is hidden (on screen the message itself is the news), never for the
 * member's own messages, tombstones or a muted channel; mentions and replies to the member at
 * the default level, every message at 'all'.
 */
export function shouldNotify(
  message: NotifiedMessage,
  viewer: Pick<Actor, 'id' | 'roles'>,
  level: NotificationLevel,
  visibility: DocumentVisibilityLike,
): NotificationReason | null {
  if (visibility !== 'hidden' || level === 'muted') return null;
  if (message.author.id === viewer.id || message.deleted) return null;
  if (mentionsMember(message, viewer)) return 'mention';
  if (message.replyTo?.authorId === viewer.id) return 'reply';
  return level === 'all' ? 'message' : null;
}

/** `document.visibilityState`, without the DOM library (the domain runs in Node too). */
export type DocumentVisibilityLike = 'visible' | 'hidden';

/**
 * How a channel looks in the sidebar at a level: a muted channel stays quiet (no bold name, no
 * unread count) but still shows its mentions, as Discord does: a mention is addressed to the
 * member, not to the channel they muted.
 */
export function sidebarEmphasis(
  level: NotificationLevel,
  counts: { unread: number; mentions: number },
): { bold: boolean; badge: 'mentions' | 'unread' | null } {
  const quiet = level === 'muted';
  const badge = counts.mentions > 0 ? 'mentions' : !quiet && counts.unread > 0 ? 'unread' : null;
  return { bold: !quiet && counts.unread > 0, badge };
}

/** The unread mentions of every channel: the number the tab title and the favicon show. */
export const unreadMentionTotal = (channels: readonly { mentions: number }[]): number =>
  channels.reduce((sum, c) => sum + c.mentions, 0);

/** A notification's body is the message's start: enough to read it, short enough for any OS. */
export const NOTIFICATION_BODY_CHARS = 180;

/**
 * A notification's title (who and where, and why) and body (the message's words without their
 * formatting markers; a spoiler stays hidden, as the OS shows the body to anyone near the screen).
 */
export function notificationContent(
  message: {
    author: Pick<ChatMessage['author'], 'name'>;
    text: string;
    /** Whether the message carries an image: its body when it has no words. */
    image: unknown;
  },
  reason: NotificationReason,
  channelLabel: string,
): { title: string; body: string } {
  const title = {
    mention: COPY.notifications.mentioned,
    reply: COPY.notifications.replied,
    message: COPY.notifications.message,
  }[reason](message.author.name, channelLabel);
  // By code points, so an emoji at the cut is never split in half.
  const words = plainText(parseMessage(message.text), COPY.chat.format.spoilerInPreview);
  const chars = Array.from(words.trim());
  const body =
    chars.length > NOTIFICATION_BODY_CHARS
      ? `${chars
          .slice(0, NOTIFICATION_BODY_CHARS - 1)
          .join('')
          .trimEnd()}…`
      : chars.join('') || (message.image ? COPY.notifications.image : '');
  return { title, body };
}

/** The tab's title with the unread mentions in front, as '(3) #general · Blue Badge'. */
export function titleWithMentions(title: string, mentions: number): string {
  if (mentions <= 0) return title;
  return `(${countLabel(mentions)}) ${title}`;
}
