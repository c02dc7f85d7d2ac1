import type { ClientToServerEvents } from './realtime';

/** Business constants and limits (spec §9, ruling 8 for reactions). */
export const LIMITS = {
  messagesPerPage: 100,
  uploadMaxBytes: 8388608,
  toastMs: 5000,
  copyTickMs: 2000,
  signInRedirectMs: 2000,
  signalsAccessDays: 7,
  chunkTimeoutMs: 120000,
  landingTestimonials: 4,
  landingFaqs: 4,
  sidebarCollapsePx: 900,
  sidebarOpenAbovePx: 768,
  popupDiscountPercent: 15,
  messageMaxChars: 4000,
  maxReactionsPerMessage: 20,
} as const;

/**
 * Socket connections one member may hold open on one server instance (every tab, page and
 * device together). A browser tab opens one or two; the cap stops one member from holding
 * thousands (each costs the server memory and a room in every channel they read).
 */
export const SOCKETS_PER_MEMBER = 20;

/** A token bucket: up to `burst` at once, then `perSecond` on average. */
export interface EventRateLimit {
  burst: number;
  perSecond: number;
}

/**
 * How fast one member may send each client -> server socket event, per server instance.
 * Generous for a person (a burst of clicks goes through), tight for a script: every accepted
 * event costs database work and most are broadcast to a whole channel. `message:send` is also
 * held to the flood limit and slow mode (pace.ts), which say more precisely how long to wait;
 * `socketEventLimit` keeps its bucket wider than the flood limit so they are met first.
 */
export const SOCKET_EVENT_LIMITS = {
  'message:send': { burst: 20, perSecond: 2 },
  'message:edit': { burst: 10, perSecond: 1 },
  'message:delete': { burst: 20, perSecond: 2 },
  'message:pin': { burst: 10, perSecond: 1 },
  'reaction:toggle': { burst: 20, perSecond: 5 },
  'command:run': { burst: 30, perSecond: 2 },
  // A tab reports itself idle or back (each change, in every tab of the member's).
  'presence:set': { burst: 20, perSecond: 1 },
  // One renewal every 3 s per composer, a stop after each; a few tabs at once pass.
  typing: { burst: 20, perSecond: 2 },
} as const satisfies Record<keyof ClientToServerEvents, EventRateLimit>;
