import type { NotificationLevel } from './notifications';

/**
 * Web Push's rules (decision 0055): which push services a subscription may point the server
 * at, how long a push waits after a failed attempt, and what a push carries to the service
 * worker. Pure, so the server, the service worker and their tests agree.
 */

/**
 * The hosts of the push services browsers use: Chrome and Edge on Android (FCM), Firefox
 * (Mozilla's autopush), Edge on Windows (WNS), Safari (Apple). A leading '*.' matches any
 * subdomain.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
] as const;

const hostMatches = (host: string, pattern: string): boolean =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

/**
 * Why the server refuses to send to an endpoint, or null when it may. In production only https
 * endpoints on a known push service's host (or one the deployment adds): a subscription must
 * not make the server call an address of the subscriber's choosing. Elsewhere any http(s)
 * address, for tests and local fakes.
 */
export function pushEndpointProblem(
  endpoint: string,
  rules: { production: boolean; extraHosts: readonly string[] },
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The endpoint is not a web address';
  }
  if (url.username || url.password) return 'The endpoint must not carry a user name or password';
  if (!rules.production) {
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? null
      : 'The endpoint must be an http or https address';
  }
  if (url.protocol !== 'https:') return 'The endpoint must be an https address';
  const host = url.hostname.toLowerCase();
  const allowed = [...KNOWN_PUSH_SERVICE_HOSTS, ...rules.extraHosts];
  return allowed.some((pattern) => hostMatches(host, pattern.toLowerCase()))
    ? null
    : `${host} is not a push service this server sends to`;
}

/** The first retry comes this soon after a failed attempt; each later one waits twice as long. */
export const PUSH_RETRY_BASE_MS = 5_000;
/** A push not delivered after this many attempts is dropped: its news is stale by then. */
export const PUSH_MAX_ATTEMPTS = 8;

/** The wait after the `attempts`-th failed attempt (1 for the first): 5 s, 10 s, 20 s, ... */
export function pushRetryDelayMs(attempts: number): number {
  return PUSH_RETRY_BASE_MS * 2 ** Math.max(0, Math.min(attempts - 1, PUSH_MAX_ATTEMPTS));
}

/** Why a member is pushed: the most personal reason wins. */
export const PUSH_KINDS = ['mention', 'reply', 'signal'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
/** Why a message reaches one member in particular: what a push names, and the missed mail. */
export const MESSAGE_PUSH_KINDS = ['mention', 'reply'] as const satisfies readonly PushKind[];
export type MessagePushKind = (typeof MESSAGE_PUSH_KINDS)[number];

/**
 * Whether a new message pushes a member and why: a mention of them by name or a reply to them,
 * never their own message, and nothing from a channel they muted (decision 0035's levels; the
 * 'all' level pushes no more than the default, see decision 0055).
 */
export function messagePushReason(
  memberId: string,
  message: { authorId: string; mentionedIds: readonly string[]; replyToAuthorId: string | null },
  level: NotificationLevel,
): MessagePushKind | null {
  if (level === 'muted' || memberId === message.authorId) return null;
  if (message.mentionedIds.includes(memberId)) return 'mention';
  return message.replyToAuthorId === memberId ? 'reply' : null;
}

/**
 * What a push carries, encrypted for the device: the notification's words, where a click goes
 * (a path of the app) and a tag, so one channel's notifications replace one another on screen.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
