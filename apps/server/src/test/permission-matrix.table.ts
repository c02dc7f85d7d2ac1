// The permission matrix: every HTTP route and every client->server socket event,
// crossed with every persona, and the outcome each cell must have. permission-matrix.test.ts
// runs it against the real app and fails when a route or an event has no row here.
//
// Where a route acts on an object, the object belongs to ANOTHER member ("the owner", a
// blue-badge member who is none of the personas): their order, ticket, messages, uploads.
// Expectations come from the spec and its rulings (rulings win); rows marked NOTE assert the
// code's answer where the spec is silent.
import { randomUUID } from 'node:crypto';
import { DEV_PERSONAS, type ChatMessage, type ClientToServerEvents } from '@bbt/domain';

/**
 * Free members who bought one Blue Badge tier each (decision 0042): the seeded premium persona
 * holds tier 3 with everything else, so what each tier alone opens is read from these.
 */
export const BADGE_TIER_PERSONAS = ['tier 1', 'tier 2', 'tier 3'] as const;

export const PERSONAS = [
  'signed out',
  ...DEV_PERSONAS,
  'banned',
  'muted',
  ...BADGE_TIER_PERSONAS,
] as const;
export type Who = (typeof PERSONAS)[number];
/** The personas with an account (everyone but 'signed out'). */
export type Member = Exclude<Who, 'signed out'>;

// Who holds what (seeded personas; banned and muted are free members with a ban or mute in force).
const ADMINS: Member[] = ['admin', 'founder'];
/** Ruling 5: tickets are open to their opener, founder, admin and support. */
const TICKET_STAFF: Member[] = ['support', 'admin', 'founder'];
/** Ruling 3: the staff room is open to founder, admin, analyst and support. */
const STAFF_ROOM: Member[] = ['support', 'analyst', 'admin', 'founder'];
/** Spec §6: premium needs blue_badge_trader, premium_signals or premium_trader; admins pass. */
const PREMIUM_ROOM: Member[] = ['premium', ...BADGE_TIER_PERSONAS, 'admin', 'founder'];
/** Decision 0038: each tier channel opens to the tiers that list it, and to the staff. */
const TIER_1_ROOM: Member[] = [...STAFF_ROOM, 'premium', ...BADGE_TIER_PERSONAS];
const TIER_2_ROOM: Member[] = [...STAFF_ROOM, 'premium', 'tier 2', 'tier 3'];
/** Decision 0038: tier 1 includes the indicator, so it is never sold to a badge holder again. */
const OWN_INDICATOR: Partial<HttpExpect> = {
  premium: 409,
  'tier 1': 409,
  'tier 2': 409,
  'tier 3': 409,
};
/** Spec §6: marketing_chat needs marketing; admins pass. */
const MARKETING_ROOM: Member[] = ['marketing', 'admin', 'founder'];
/** Spec §6 and ruling 7: only founder or analyst add, close or delete signals. */
const SIGNAL_MANAGERS: Member[] = ['analyst', 'founder'];
/** Active signals: premium signals holders, badge tier 3 (decision 0042), and the staff who post or run the room. */
const SIGNAL_READERS: Member[] = ['premium', 'tier 3', 'analyst', 'admin', 'founder'];
/** Decision 0038: exclusive meetings are the live classes of badge tiers 2 and 3; admin and founder run them. */
const LIVE_CLASS_MEMBERS: Member[] = ['premium', 'tier 2', 'tier 3', 'admin', 'founder'];

export type HttpExpect = Record<Who, number>;

const cells = <T>(outcome: (who: Who) => T): Record<Who, T> =>
  Object.fromEntries(PERSONAS.map((who) => [who, outcome(who)])) as Record<Who, T>;

/** The same status for everyone, signed in or not. */
const anyone = (status: number): HttpExpect => cells(() => status);
/** 401 signed out; `status` for every member unless `except` says otherwise. */
const members = (status: number, except: Partial<HttpExpect> = {}): HttpExpect => ({
  ...cells((who) => (who === 'signed out' ? 401 : status)),
  ...except,
});
/** 401 signed out; `status` for `allowed`; `refused` (403) for every other member. */
const only = (allowed: Member[], status: number, except: Partial<HttpExpect> = {}): HttpExpect => ({
  ...cells((who) => (who === 'signed out' ? 401 : (allowed as Who[]).includes(who) ? status : 403)),
  ...except,
});

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Call {
  method: Method;
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/** The objects and helpers rows build their requests from (made in the test's beforeAll). */
export interface Fixtures {
  /** The member who owns the objects the routes act on; none of the personas. */
  owner: {
    id: string;
    /** An open support ticket of the owner's (a channel name such as ticket03). */
    ticket: string;
    /** A ticket of the owner's that has been closed. */
    closedTicket: string;
    /** A direct conversation of the owner's with another member, none of the personas. */
    conversation: string;
    /** The owner's checkout order: the provider's id (capture) and ours (admin). */
    providerOrderId: string;
    orderId: string;
    /** Images the owner uploaded to general, premium and their ticket. */
    uploads: { general: string; premium: string; ticket: string };
    /** A review the owner sent (hidden until approved). */
    testimonialText: string;
    /** Messages of the owner's in general, premium, their ticket and their conversation. */
    messages: { general: number; premium: number; ticket: number; conversation: number };
  };
  productNameInUrl: string;
  productImageName: string;
  /** A weekly signals membership on sale, and the owner's subscription to it (decision 0063). */
  subscriptionPlanId: number;
  ownerSubscriptionId: string;
  pollId: number;
  /** An active signal posted by another analyst, with a name to look for in responses. */
  activeSignalName: string;
  liveMeeting: { exclusive: number; open: number; link: string };
  unique(prefix: string): string;
  /** Fresh objects for cells whose success consumes them. */
  newSignal(): Promise<number>;
  newMeeting(status: 'scheduled' | 'live'): Promise<number>;
  newFaq(): Promise<number>;
  /** A fresh coupon in use (an archive consumes it). */
  newCoupon(): Promise<number>;
  /** A fresh product on sale, as its key (an archive consumes it). */
  newProduct(): Promise<string>;
  newTestimonial(): Promise<number>;
  newBannedWord(): Promise<string>;
  /** A push device of the owner's (a delete consumes it). */
  newOwnerPushDevice(): Promise<number>;
  newMember(options?: { banned?: boolean }): Promise<string>;
  /** A fresh closed ticket of the owner's (a reopen consumes it). */
  newClosedTicket(): Promise<string>;
  faqIds(): Promise<number[]>;
  /** Puts the indicator in the persona's cart (left empty when they already own it). */
  fillCart(who: Who): Promise<void>;
  /** Gives the persona enough credits to redeem anything. */
  topUpCredits(who: Who): Promise<void>;
  /** Puts the persona's account back as it was before the cell (roles, credits, inviter). */
  restore(who: Who): Promise<void>;
  /** A multipart body with a small PNG, and the `channel` field when given. */
  image(channel?: string): Promise<Pick<Call, 'payload' | 'headers'>>;
  /** A multipart body with a one-page PDF (a trading manual). */
  manual(): Pick<Call, 'payload' | 'headers'>;
  /** A signed link to the trading manual made for the owner (decision 0045). */
  ownersDownloadUrl: string;
}

export interface HttpRow {
  /** The registered route, `METHOD /path/:param`, exactly as Fastify lists it. */
  route: string;
  /** Which case of the route, when it has several rows. */
  variant?: string;
  call(fx: Fixtures, who: Who): Call | Promise<Call>;
  expect: HttpExpect;
  /** Where the expectation comes from. */
  why: string;
  /** Text that a 2xx body contains for exactly these personas (nobody else may see it). */
  secret?: { text: (fx: Fixtures) => string; visibleTo: Member[] };
  /** The cell changes the persona's own account: put it back afterwards. */
  restores?: boolean;
}

const get = (url: string) => (): Call => ({ method: 'GET', url });

export const HTTP_ROWS: HttpRow[] = [
  // --- Process, documents and sign-in options: public -------------------------------------
  { route: 'GET /healthz', call: get('/healthz'), expect: anyone(200), why: 'liveness probe' },
  { route: 'GET /readyz', call: get('/readyz'), expect: anyone(200), why: 'readiness probe' },
  {
    route: 'GET /metrics',
    call: get('/metrics'),
    expect: anyone(200),
    why: 'Prometheus scrape; open when METRICS_TOKEN is unset, as in tests',
  },
  {
    route: 'GET /api/openapi.json',
    call: get('/api/openapi.json'),
    expect: anyone(200),
    why: 'the API description is public',
  },
  {
    route: 'GET /api/auth-options',
    call: get('/api/auth-options'),
    expect: anyone(200),
    why: 'the sign-in page needs it signed out (spec screen 6)',
  },
  {
    route: 'POST /api/dev/sign-in',
    call: () => ({ method: 'POST', url: '/api/dev/sign-in', payload: { as: 'free' } }),
    expect: anyone(200),
    why: 'ruling 17: outside production anyone may enter as a seeded persona',
  },
  {
    route: 'POST /api/sign-in/email-link',
    call: () => ({
      method: 'POST',
      url: '/api/sign-in/email-link',
      payload: { email: `someone-${randomUUID()}@example.com` },
    }),
    expect: anyone(200),
    why: 'decision 0040: anyone may ask, answered the same whether or not the address is a member',
  },

  // --- Storefront: public ------------------------------------------------------------------
  {
    route: 'GET /api/products',
    call: get('/api/products'),
    expect: anyone(200),
    why: 'product list (spec screen 3)',
  },
  {
    route: 'GET /api/products/:nameInUrl',
    call: (fx) => get(`/api/products/${fx.productNameInUrl}`)(),
    expect: anyone(200),
    why: 'product detail (spec screen 4)',
  },
  {
    route: 'GET /api/product-images/:name',
    call: (fx) => get(`/api/product-images/${fx.productImageName}`)(),
    expect: anyone(200),
    why: 'product pictures are shown to everyone',
  },
  { route: 'GET /api/faqs', call: get('/api/faqs'), expect: anyone(200), why: 'landing FAQs' },
  {
    route: 'GET /api/site',
    call: get('/api/site'),
    expect: anyone(200),
    why: "the storefront's footer links and trusted-by strip",
  },
  {
    route: 'GET /api/testimonials',
    call: get('/api/testimonials'),
    expect: anyone(200),
    why: 'landing carousel (spec screen 1)',
  },
  {
    route: 'POST /api/mailing-list',
    call: (fx) => ({
      method: 'POST',
      url: '/api/mailing-list',
      payload: { email: `${fx.unique('list').replace(/\W/g, '')}@example.com` },
    }),
    expect: anyone(201),
    why: 'newsletter form and first-visit popup (spec screen 2), signed out too',
  },
  {
    route: 'GET /api/mailing-list/unsubscribe',
    variant: 'a forged link',
    call: get('/api/mailing-list/unsubscribe?token=forged.signature'),
    expect: anyone(400),
    why: 'decision 0018: unsubscribe links work signed out; only the signed token decides',
  },
  {
    route: 'POST /api/mailing-list/unsubscribe',
    variant: 'a forged link',
    call: () => ({ method: 'POST', url: '/api/mailing-list/unsubscribe?token=forged.signature' }),
    expect: anyone(400),
    why: 'decision 0018: one-click unsubscribe (RFC 8058) needs no session; a forged token removes nothing',
  },
  {
    route: 'GET /api/notifications/missed-mail/off',
    variant: 'a forged link',
    call: get('/api/notifications/missed-mail/off?token=forged.signature'),
    expect: anyone(400),
    why: 'decision 0062: the digest’s turn-off link works signed out; only the signed token decides',
  },
  {
    route: 'POST /api/notifications/missed-mail/off',
    variant: 'a forged link',
    call: () => ({
      method: 'POST',
      url: '/api/notifications/missed-mail/off?token=forged.signature',
    }),
    expect: anyone(400),
    why: 'decision 0062: one-click turn-off (RFC 8058) needs no session; a forged token changes nothing',
  },
  {
    route: 'POST /api/paypal/webhooks',
    variant: 'an unsigned notification',
    call: () => ({
      method: 'POST',
      url: '/api/paypal/webhooks',
      payload: { id: 'WH-FORGED', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: {} },
    }),
    expect: anyone(400),
    why: 'decision 0039: PayPal calls it without a session; only a signature PayPal verifies is accepted',
  },
  {
    route: 'GET /api/billing/plans',
    call: get('/api/billing/plans'),
    expect: anyone(200),
    why: 'decision 0063: the memberships on sale are public, like the shop',
  },
  {
    route: 'GET /api/billing/subscriptions',
    call: get('/api/billing/subscriptions'),
    expect: members(200),
    why: "decision 0063: each member's own billing page",
  },
  {
    route: 'POST /api/billing/subscriptions',
    call: (fx) => ({
      method: 'POST',
      url: '/api/billing/subscriptions',
      payload: { planId: fx.subscriptionPlanId },
    }),
    expect: members(201),
    why: 'decision 0063: any member may subscribe (the shop is normal for banned and muted); nothing is granted until the provider confirms',
  },
  {
    route: 'POST /api/billing/subscriptions/:id/confirm',
    call: (fx) => ({
      method: 'POST',
      url: `/api/billing/subscriptions/${fx.ownerSubscriptionId}/confirm`,
    }),
    expect: members(404),
    why: "decision 0063: another member's subscription is not found",
  },
  {
    route: 'POST /api/billing/subscriptions/:id/cancel',
    call: (fx) => ({
      method: 'POST',
      url: `/api/billing/subscriptions/${fx.ownerSubscriptionId}/cancel`,
    }),
    expect: members(404),
    why: "decision 0063: another member's subscription is not found",
  },
  {
    route: 'POST /api/billing/subscriptions/:id/resume',
    call: (fx) => ({
      method: 'POST',
      url: `/api/billing/subscriptions/${fx.ownerSubscriptionId}/resume`,
    }),
    expect: members(404),
    why: "decision 0069: another member's subscription is not found",
  },
  {
    route: 'POST /api/billing/subscriptions/:id/upgrade',
    call: (fx) => ({
      method: 'POST',
      url: `/api/billing/subscriptions/${fx.ownerSubscriptionId}/upgrade`,
      payload: { planId: fx.subscriptionPlanId },
    }),
    expect: members(404),
    why: "decision 0071: another member's subscription is not found",
  },
  {
    route: 'DELETE /api/billing/subscriptions/:id/upgrade',
    call: (fx) => ({
      method: 'DELETE',
      url: `/api/billing/subscriptions/${fx.ownerSubscriptionId}/upgrade`,
    }),
    expect: members(404),
    why: "decision 0077: another member's upgrade awaiting approval is not found",
  },
  {
    route: 'POST /api/billing/subscriptions/:id/demo',
    call: (fx) => ({
      method: 'POST',
      url: `/api/billing/subscriptions/${fx.ownerSubscriptionId}/demo`,
      payload: { action: 'renew_now' },
    }),
    expect: members(404),
    why: "decision 0063: the demo's control acts on the member's own subscription only",
  },
  {
    route: 'GET /api/checkout/config',
    call: get('/api/checkout/config'),
    expect: anyone(200),
    why: 'the pay button loads the provider before sign-in',
  },
  {
    route: 'GET /api/invites/:inviteId',
    call: (fx) => get(`/api/invites/${fx.owner.id}`)(),
    expect: anyone(200),
    why: "invite landing: 'You have been invited by {name}' (spec screen 7)",
  },
  {
    route: 'POST /api/invites/:inviteId/visit',
    call: (fx) => ({
      method: 'POST',
      url: `/api/invites/${fx.owner.id}/visit`,
      payload: { visitor: fx.unique('visitor').replace(/\W/g, '') },
    }),
    expect: anyone(204),
    why: 'a visit to an invite link counts for the inviter (spec §4), before sign-in',
  },

  // --- The member's own account, cart and orders: any member, bans don't matter in the shop -
  {
    route: 'GET /api/me',
    call: get('/api/me'),
    expect: members(200),
    why: 'banned and muted members read their own record (it carries the end date)',
  },
  {
    route: 'GET /api/session',
    call: get('/api/session'),
    expect: anyone(200),
    why: "the web's session probe: a visitor is answered null, not refused (no 401 logged)",
  },
  {
    route: 'POST /api/me/roles',
    call: () => ({
      method: 'POST',
      url: '/api/me/roles',
      payload: { role: 'stocks', claimed: true },
    }),
    expect: members(200),
    // NOTE: a banned member may still claim (the claim channel is part of the chat they can't
    // see); the spec only says "any user", so the code's 200 is kept.
    why: 'self-claim: any user may claim crypto, stocks, forex and free_signals (spec §6)',
    restores: true,
  },
  {
    route: 'GET /api/orders',
    call: get('/api/orders'),
    expect: members(200),
    why: "a member's own orders only",
    secret: { text: (fx) => fx.owner.providerOrderId, visibleTo: [] },
  },
  { route: 'GET /api/cart', call: get('/api/cart'), expect: members(200), why: 'spec screen 5' },
  {
    route: 'PUT /api/cart',
    call: () => ({
      method: 'PUT',
      url: '/api/cart',
      payload: { items: [{ product: 'indicator' }] },
    }),
    expect: members(200, OWN_INDICATOR),
    why: "spec screen 3 'Owned': premium holds premium_trader and every badge tier includes the indicator (decision 0042), so it is refused",
  },
  {
    route: 'PUT /api/cart/discount',
    variant: 'an unknown code',
    call: () => ({ method: 'PUT', url: '/api/cart/discount', payload: { code: 'BB15-NONE-NONE' } }),
    expect: members(404),
    why: "decision 0018: a member attaches a code to their own cart; the code's owner is checked too",
  },
  {
    route: 'PUT /api/cart/coupon',
    variant: 'an unknown code',
    call: () => ({ method: 'PUT', url: '/api/cart/coupon', payload: { code: 'NO-SUCH-COUPON' } }),
    expect: members(404),
    why: 'decision 0051: a member puts a coupon on their own cart; the server checks it',
  },
  {
    route: 'DELETE /api/cart/coupon',
    call: () => ({ method: 'DELETE', url: '/api/cart/coupon' }),
    expect: members(200),
    why: 'decision 0051: a member takes the coupon off their own cart',
  },
  {
    route: 'DELETE /api/cart/discount',
    call: () => ({ method: 'DELETE', url: '/api/cart/discount' }),
    expect: members(200),
    why: 'decision 0018: a member takes the code off their own cart',
  },
  {
    route: 'POST /api/cart/merge',
    call: () => ({
      method: 'POST',
      url: '/api/cart/merge',
      payload: { items: [{ product: 'indicator' }] },
    }),
    expect: members(200),
    why: "a signed-out cart joins the member's at sign-in; owned lines are skipped",
  },
  {
    route: 'POST /api/checkout/orders',
    call: async (fx, who) => {
      await fx.fillCart(who);
      return {
        method: 'POST',
        url: '/api/checkout/orders',
        payload: { tradingViewUsername: 'matrix_trader' },
      };
    },
    expect: members(201, {
      premium: 400,
      'tier 1': 400,
      'tier 2': 400,
      'tier 3': 400,
    }),
    why: 'ruling 12, and the shop is normal for banned and muted; premium and the badge tiers own the indicator, so their cart stays empty (cart_empty)',
  },
  {
    route: 'POST /api/checkout/orders/:orderId/capture',
    variant: "another member's order",
    call: (fx) => ({
      method: 'POST',
      url: `/api/checkout/orders/${fx.owner.providerOrderId}/capture`,
    }),
    expect: members(404),
    why: "someone else's order looks exactly like a missing one, for staff too",
  },
  {
    route: 'POST /api/checkout/orders/:orderId/cancel',
    variant: "another member's order",
    call: (fx) => ({
      method: 'POST',
      url: `/api/checkout/orders/${fx.owner.providerOrderId}/cancel`,
    }),
    expect: members(404),
    why: "decision 0052: a buyer cancels only their own order; someone else's looks missing, for staff too",
  },
  {
    route: 'GET /api/downloads/:file',
    variant: 'a link made for another member',
    call: (fx) => get(fx.ownersDownloadUrl)(),
    expect: members(403),
    why: 'decision 0045: a signed link names the member it was made for; nobody else can use it, staff included',
  },
  {
    route: 'POST /api/licenses/verify',
    call: (fx) => ({
      method: 'POST',
      url: '/api/licenses/verify',
      payload: { key: fx.unique('BBT-NONE') },
    }),
    expect: anyone(200),
    why: 'decision 0045: the indicator checks its key without an account; the answer names no one',
  },
  {
    route: 'POST /api/orders/:id/cancel',
    variant: "another member's order",
    call: (fx) => ({ method: 'POST', url: `/api/orders/${fx.owner.orderId}/cancel` }),
    expect: members(404),
    why: "a buyer cancels only their own order; someone else's looks missing, for staff too",
  },
  {
    route: 'GET /api/testimonials/mine',
    call: get('/api/testimonials/mine'),
    expect: members(200),
    why: 'own reviews only',
    secret: { text: (fx) => fx.owner.testimonialText, visibleTo: [] },
  },
  {
    route: 'POST /api/testimonials',
    call: (fx) => ({
      method: 'POST',
      url: '/api/testimonials',
      payload: { rating: 4.5, description: fx.unique('Great tools') },
    }),
    expect: members(201),
    why: 'writing a review requires sign-in (spec screen 1, ruling 16)',
  },

  // --- Chat over HTTP: channels, history, read markers, tickets, polls, uploads ---------------
  {
    route: 'GET /api/channels',
    call: get('/api/channels'),
    expect: members(200),
    why: "the sidebar; a banned member's is empty; tickets of others only for ticket staff",
    secret: { text: (fx) => `"${fx.owner.ticket}"`, visibleTo: TICKET_STAFF },
  },
  {
    route: 'GET /api/members',
    call: get('/api/members?offset=0&limit=100'),
    // Ruling 6: a banned member sees the notice instead of the whole chat, its members too.
    expect: members(200, { banned: 403 }),
    why: 'members list of the chat workspace (spec screen 13), a range at a time (decision 0044)',
  },
  {
    route: 'GET /api/members/search',
    call: get('/api/members/search?q=ni'),
    expect: members(200, { banned: 403 }),
    why: "decision 0044: the '@' menu and from: find any member; ruling 6: banned see nothing",
  },
  {
    route: 'GET /api/members/:id',
    call: (fx) => get(`/api/members/${fx.owner.id}`)(),
    expect: members(200, { banned: 403 }),
    why: "decision 0067: an author's card is open to whoever sees the member list; ruling 6: banned see nothing",
  },
  {
    route: 'GET /api/messages/:id/reactions',
    variant: 'general',
    call: (fx) => get(`/api/messages/${fx.owner.messages.general}/reactions?emoji=%F0%9F%94%A5`)(),
    expect: members(200, { banned: 403 }),
    why: 'decision 0067: who reacted follows the channel; ruling 6 for the banned',
  },
  {
    route: 'GET /api/messages/:id/reactions',
    variant: 'premium',
    call: (fx) => get(`/api/messages/${fx.owner.messages.premium}/reactions?emoji=%F0%9F%94%A5`)(),
    expect: only(PREMIUM_ROOM, 200),
    why: 'decision 0067 and spec §6 channel access',
  },
  {
    route: 'GET /api/messages/:id/reactions',
    variant: "another member's open ticket",
    call: (fx) => get(`/api/messages/${fx.owner.messages.ticket}/reactions?emoji=%F0%9F%94%A5`)(),
    expect: only(TICKET_STAFF, 200),
    why: 'decision 0067 and ruling 5',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: 'general',
    call: get('/api/channels/general/messages'),
    expect: members(200, { banned: 403 }),
    why: 'open to every signed-in user; ruling 6: banned see nothing, muted still read',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: 'premium',
    call: get('/api/channels/premium/messages'),
    expect: only(PREMIUM_ROOM, 200),
    why: 'spec §6 channel access',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: 'tier_1',
    call: get('/api/channels/tier_1/messages'),
    expect: only(TIER_1_ROOM, 200),
    why: 'decision 0042: every badge tier lists the tier 1 channel',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: 'tier_2',
    call: get('/api/channels/tier_2/messages'),
    expect: only(TIER_2_ROOM, 200),
    why: 'decision 0042: tiers 2 and 3 list the tier 2 channel (premium calls); tier 1 is refused',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: 'staff',
    call: get('/api/channels/staff/messages'),
    expect: only(STAFF_ROOM, 200),
    why: 'ruling 3',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: 'marketing_chat',
    call: get('/api/channels/marketing_chat/messages'),
    expect: only(MARKETING_ROOM, 200),
    why: 'spec §6: marketing_chat needs marketing',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: "another member's open ticket",
    call: (fx) => get(`/api/channels/${fx.owner.ticket}/messages`)(),
    expect: only(TICKET_STAFF, 200),
    why: 'ruling 5',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: "another member's closed ticket",
    call: (fx) => get(`/api/channels/${fx.owner.closedTicket}/messages`)(),
    expect: only(TICKET_STAFF, 200),
    why: 'ruling 5: staff can still read closed tickets',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: 'unknown channel',
    call: get('/api/channels/no_such_channel/messages'),
    expect: members(404),
    why: "'Channel Not Found' (spec §8)",
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: 'premium, around a message (jump to message)',
    call: get('/api/channels/premium/messages?around=1'),
    expect: only(PREMIUM_ROOM, 200),
    why: 'decision 0031: the page around a message keeps the channel rule of spec §6',
  },
  {
    route: 'GET /api/channels/:slug/changes',
    variant: 'general',
    call: get('/api/channels/general/changes?since=0'),
    expect: members(200, { banned: 403 }),
    why: "decision 0056: a channel's changes are read as its history is (ruling 6)",
  },
  {
    route: 'GET /api/channels/:slug/changes',
    variant: 'premium',
    call: get('/api/channels/premium/changes?since=0'),
    expect: only(PREMIUM_ROOM, 200),
    why: 'decision 0056, spec §6 channel access',
  },
  {
    route: 'GET /api/channels/:slug/changes',
    variant: 'staff',
    call: get('/api/channels/staff/changes?since=0'),
    expect: only(STAFF_ROOM, 200),
    why: 'decision 0056, ruling 3',
  },
  {
    route: 'GET /api/channels/:slug/changes',
    variant: "another member's open ticket",
    call: (fx) => get(`/api/channels/${fx.owner.ticket}/changes?since=0`)(),
    expect: only(TICKET_STAFF, 200),
    why: 'decision 0056, ruling 5',
  },
  {
    route: 'GET /api/messages/search',
    variant: 'every channel the member may read',
    call: get('/api/messages/search?q=gold'),
    expect: members(200, { banned: 403 }),
    why: 'decision 0031: results only from channels readable now; ruling 6: banned see nothing',
  },
  {
    route: 'GET /api/messages/search',
    variant: 'in:#premium',
    call: get('/api/messages/search?q=gold%20in%3A%23premium'),
    expect: only(PREMIUM_ROOM, 200),
    why: 'spec §6 channel access, as the history',
  },
  {
    route: 'GET /api/messages/search',
    variant: "in: another member's ticket",
    call: (fx) => get(`/api/messages/search?q=gold%20in%3A${fx.owner.ticket}`)(),
    expect: only(TICKET_STAFF, 200),
    why: 'ruling 5, as the history',
  },
  {
    route: 'POST /api/channels/:slug/read',
    variant: 'general',
    call: () => ({ method: 'POST', url: '/api/channels/general/read', payload: { lastId: 0 } }),
    expect: members(200, { banned: 403 }),
    why: 'ruling 10; a banned member reads no channel',
  },
  {
    route: 'POST /api/channels/:slug/read',
    variant: "another member's open ticket",
    call: (fx) => ({
      method: 'POST',
      url: `/api/channels/${fx.owner.ticket}/read`,
      payload: { lastId: 0 },
    }),
    expect: only(TICKET_STAFF, 200),
    why: 'ruling 5',
  },
  {
    route: 'POST /api/channels/:slug/unread',
    variant: 'general',
    call: (fx) => ({
      method: 'POST',
      url: '/api/channels/general/unread',
      payload: { messageId: fx.owner.messages.general },
    }),
    expect: members(200, { banned: 403 }),
    why: 'decision 0067: mark unread is a read position, as ruling 10; a banned member reads no channel',
  },
  {
    route: 'POST /api/channels/:slug/unread',
    variant: "another member's open ticket",
    call: (fx) => ({
      method: 'POST',
      url: `/api/channels/${fx.owner.ticket}/unread`,
      payload: { messageId: fx.owner.messages.ticket },
    }),
    expect: only(TICKET_STAFF, 200),
    why: 'decision 0067 and ruling 5',
  },
  {
    route: 'PUT /api/channels/:slug/notifications',
    variant: 'general',
    call: () => ({
      method: 'PUT',
      url: '/api/channels/general/notifications',
      payload: { level: 'mentions' },
    }),
    expect: members(200, { banned: 403 }),
    why: 'decision 0035: a level for a channel the member may read; ruling 6 for the banned',
  },
  {
    route: 'PUT /api/channels/:slug/notifications',
    variant: 'premium',
    call: () => ({
      method: 'PUT',
      url: '/api/channels/premium/notifications',
      payload: { level: 'mentions' },
    }),
    expect: only(PREMIUM_ROOM, 200),
    why: 'decision 0035 and spec §6: only readers of the channel',
  },
  {
    route: 'PUT /api/channels/:slug/notifications',
    variant: "another member's open ticket",
    call: (fx) => ({
      method: 'PUT',
      url: `/api/channels/${fx.owner.ticket}/notifications`,
      payload: { level: 'mentions' },
    }),
    expect: only(TICKET_STAFF, 200),
    why: 'decision 0035 and ruling 5',
  },
  // Pins panels and threads (decision 0034): whoever reads the channel.
  {
    route: 'GET /api/channels/:slug/pins',
    variant: 'general',
    call: get('/api/channels/general/pins'),
    expect: members(200, { banned: 403 }),
    why: 'decision 0034: the pins of a channel the member reads; ruling 6 for the banned',
  },
  {
    route: 'GET /api/channels/:slug/pins',
    variant: 'premium',
    call: get('/api/channels/premium/pins'),
    expect: only(PREMIUM_ROOM, 200),
    why: 'decision 0034 and spec §6 channel access',
  },
  {
    route: 'GET /api/channels/:slug/pins',
    variant: "another member's open ticket",
    call: (fx) => get(`/api/channels/${fx.owner.ticket}/pins`)(),
    expect: only(TICKET_STAFF, 200),
    why: 'decision 0034 and ruling 5',
  },
  {
    route: 'GET /api/channels/:slug/threads',
    variant: 'general',
    call: get('/api/channels/general/threads'),
    expect: members(200, { banned: 403 }),
    why: "decision 0034: the member's own thread unread state in a channel they read",
  },
  {
    route: 'GET /api/channels/:slug/threads',
    variant: 'premium',
    call: get('/api/channels/premium/threads'),
    expect: only(PREMIUM_ROOM, 200),
    why: 'decision 0034 and spec §6 channel access',
  },
  {
    route: 'GET /api/threads/:rootId',
    variant: 'general',
    call: (fx) => get(`/api/threads/${fx.owner.messages.general}`)(),
    expect: members(200, { banned: 403 }),
    why: "decision 0034: a thread follows its channel's access; ruling 6 for the banned",
  },
  {
    route: 'GET /api/threads/:rootId',
    variant: 'premium',
    call: (fx) => get(`/api/threads/${fx.owner.messages.premium}`)(),
    expect: only(PREMIUM_ROOM, 200),
    why: 'decision 0034 and spec §6 channel access',
  },
  {
    route: 'GET /api/threads/:rootId',
    variant: "another member's open ticket",
    call: (fx) => get(`/api/threads/${fx.owner.messages.ticket}`)(),
    expect: only(TICKET_STAFF, 200),
    why: 'decision 0034 and ruling 5',
  },
  {
    route: 'POST /api/threads/:rootId/read',
    variant: 'general',
    call: (fx) => ({
      method: 'POST',
      url: `/api/threads/${fx.owner.messages.general}/read`,
      payload: { lastId: 0 },
    }),
    expect: members(200, { banned: 403 }),
    why: 'decision 0034: a read position in a thread the member may read',
  },
  {
    route: 'POST /api/threads/:rootId/read',
    variant: 'premium',
    call: (fx) => ({
      method: 'POST',
      url: `/api/threads/${fx.owner.messages.premium}/read`,
      payload: { lastId: 0 },
    }),
    expect: only(PREMIUM_ROOM, 200),
    why: 'decision 0034 and spec §6 channel access',
  },
  {
    route: 'GET /api/channels/:slug/messages',
    variant: "another member's direct conversation",
    call: (fx) => get(`/api/channels/${fx.owner.conversation}/messages`)(),
    expect: members(404),
    why: 'decision 0066: a conversation shows to its members only; staff, founder included, never read it',
    secret: { text: () => 'Owner to Opal', visibleTo: [] },
  },
  {
    route: 'POST /api/conversations',
    call: (fx) => ({
      method: 'POST',
      url: '/api/conversations',
      payload: { memberIds: [fx.owner.id] },
    }),
    expect: members(201, { banned: 403, muted: 403, 'tier 1': 403, 'tier 2': 403, 'tier 3': 403 }),
    why: 'decision 0066: the demo personas are seeded two days old and start one; the tier members, made this run, are new accounts and wait a day (staff never wait); ruling 6 refuses the muted and banned',
  },
  {
    route: 'GET /api/conversations/:name',
    variant: "another member's conversation",
    call: (fx) => get(`/api/conversations/${fx.owner.conversation}`)(),
    expect: members(404, { banned: 403 }),
    why: 'decision 0066: only its members see who is in a conversation',
    secret: { text: () => 'Opal Other', visibleTo: [] },
  },
  {
    route: 'POST /api/conversations/:name/report',
    variant: "another member's conversation",
    call: (fx) => ({ method: 'POST', url: `/api/conversations/${fx.owner.conversation}/report` }),
    expect: members(404, { banned: 403 }),
    why: 'decision 0066: only a member of a conversation reports it (staff never read it otherwise)',
  },
  {
    route: 'GET /api/direct-messages/settings',
    call: get('/api/direct-messages/settings'),
    expect: members(200),
    why: "decision 0066: each member's own choice and blocks, theirs alone",
  },
  {
    route: 'PUT /api/direct-messages/settings',
    call: () => ({
      method: 'PUT',
      url: '/api/direct-messages/settings',
      payload: { privacy: 'everyone' },
    }),
    expect: members(200),
    why: 'decision 0066: each member chooses who may write to them',
  },
  {
    route: 'PUT /api/direct-messages/blocks/:userId',
    call: async (fx) => ({
      method: 'PUT',
      url: `/api/direct-messages/blocks/${await fx.newMember()}`,
    }),
    expect: members(200),
    why: 'decision 0066: any member may block another member',
  },
  {
    route: 'DELETE /api/direct-messages/blocks/:userId',
    call: (fx) => ({ method: 'DELETE', url: `/api/direct-messages/blocks/${fx.owner.id}` }),
    expect: members(200),
    why: 'decision 0066: lifting a block (none here) changes nothing',
  },
  {
    route: 'GET /api/direct-messages/community',
    call: get('/api/direct-messages/community'),
    expect: only(['founder'], 200),
    why: "decision 0066: the community's direct-message switch is the founder's",
  },
  {
    route: 'PUT /api/direct-messages/community',
    call: () => ({
      method: 'PUT',
      url: '/api/direct-messages/community',
      payload: { membersMayMessage: true, newAccountHours: 24 },
    }),
    expect: only(['founder'], 200),
    why: 'decision 0066: only the founder turns member-to-member messages off or on',
  },
  {
    route: 'POST /api/tickets',
    call: () => ({ method: 'POST', url: '/api/tickets' }),
    expect: members(201, { banned: 403 }),
    why: "the ask channel's 'open a ticket'; ruling 6 keeps banned members out of the chat",
  },
  {
    route: 'GET /api/tickets/:name/members',
    variant: "another member's open ticket",
    call: (fx) => get(`/api/tickets/${fx.owner.ticket}/members`)(),
    expect: only(TICKET_STAFF, 200),
    why: "ruling 5: the ticket's member list is its readers, shown to its readers",
    secret: { text: () => 'Olive Owner', visibleTo: TICKET_STAFF },
  },
  {
    route: 'GET /api/tickets/:name/members',
    variant: "another member's closed ticket",
    call: (fx) => get(`/api/tickets/${fx.owner.closedTicket}/members`)(),
    expect: only(TICKET_STAFF, 200),
    why: 'ruling 5: staff still read closed tickets; its opener too, read-only (decision 0068)',
    secret: { text: () => 'Olive Owner', visibleTo: TICKET_STAFF },
  },
  {
    route: 'GET /api/tickets/closed',
    call: get('/api/tickets/closed'),
    expect: members(200, { banned: 403 }),
    why: 'ruling 5: staff list every closed ticket; a member lists only their own (decision 0068)',
    secret: { text: (fx) => `"${fx.owner.closedTicket}"`, visibleTo: TICKET_STAFF },
  },
  {
    route: 'POST /api/tickets/:name/reopen',
    variant: "another member's closed ticket",
    call: async (fx) => ({
      method: 'POST',
      url: `/api/tickets/${await fx.newClosedTicket()}/reopen`,
    }),
    expect: only(TICKET_STAFF, 200),
    why: 'ticket staff reopen a closed ticket (founder, admin and support answer tickets)',
  },
  {
    route: 'GET /api/polls',
    call: get('/api/polls'),
    expect: members(200, { banned: 403 }),
    why: 'the polls channel is open to every member; banned see nothing, muted read',
  },
  {
    route: 'POST /api/polls/:id/vote',
    call: (fx) => ({ method: 'POST', url: `/api/polls/${fx.pollId}/vote`, payload: { option: 0 } }),
    expect: members(200, { banned: 403, muted: 403 }),
    why: 'spec §4 poll vote; ruling 6: banned and muted members may not act in the chat',
  },
  {
    route: 'POST /api/uploads',
    variant: 'to general',
    call: async (fx) => ({ method: 'POST', url: '/api/uploads', ...(await fx.image('general')) }),
    expect: members(201, { banned: 403, muted: 403 }),
    why: 'image messages need write access: ruling 6 refuses banned and muted',
  },
  {
    route: 'POST /api/uploads',
    variant: "to another member's ticket",
    call: async (fx) => ({
      method: 'POST',
      url: '/api/uploads',
      ...(await fx.image(fx.owner.ticket)),
    }),
    expect: only(TICKET_STAFF, 201),
    why: 'ruling 5: ticket staff write in open tickets',
  },
  {
    route: 'GET /api/uploads/:id',
    variant: "another member's image in general",
    call: (fx) => get(`/api/uploads/${fx.owner.uploads.general}`)(),
    expect: members(200, { banned: 403 }),
    why: 'files are served only to users who may read the channel (architecture)',
  },
  {
    route: 'GET /api/uploads/:id',
    variant: "another member's image in premium",
    call: (fx) => get(`/api/uploads/${fx.owner.uploads.premium}`)(),
    expect: only(PREMIUM_ROOM, 200),
    why: 'files follow their channel',
  },
  {
    route: 'GET /api/uploads/:id',
    variant: "another member's image in their ticket",
    call: (fx) => get(`/api/uploads/${fx.owner.uploads.ticket}`)(),
    expect: only(TICKET_STAFF, 200),
    why: 'files follow their channel (ruling 5)',
  },

  // --- Moderation tools: founder and admin ---------------------------------------------------
  {
    route: 'GET /api/moderation/banned-words',
    call: get('/api/moderation/banned-words'),
    expect: only(ADMINS, 200),
    why: 'the banned-word list is a founder/admin tool',
  },
  {
    route: 'POST /api/moderation/banned-words',
    call: (fx) => ({
      method: 'POST',
      url: '/api/moderation/banned-words',
      payload: { word: fx.unique('zqword').replace(/\W/g, '').toLowerCase() },
    }),
    expect: only(ADMINS, 200),
    why: 'founder/admin tool',
  },
  {
    route: 'DELETE /api/moderation/banned-words/:word',
    call: async (fx) => ({
      method: 'DELETE',
      url: `/api/moderation/banned-words/${await fx.newBannedWord()}`,
    }),
    expect: only(ADMINS, 200),
    why: 'founder/admin tool',
  },
  {
    route: 'GET /api/moderation/audit-log',
    call: get('/api/moderation/audit-log'),
    expect: only(ADMINS, 200),
    why: 'ruling 11 audit log, founder/admin',
  },

  // --- Signals room ---------------------------------------------------------------------------
  {
    route: 'GET /api/signals',
    call: get('/api/signals'),
    expect: members(200),
    why: 'the history is for every member; active signals only for who pays or runs the room',
    secret: { text: (fx) => fx.activeSignalName, visibleTo: SIGNAL_READERS },
  },
  {
    route: 'POST /api/signals',
    call: (fx) => ({
      method: 'POST',
      url: '/api/signals',
      payload: { name: fx.unique('EURUSD'), entry: 1.08, exit: 1.1, profit: '2%' },
    }),
    expect: only(SIGNAL_MANAGERS, 201),
    why: 'spec §6: only founder or analyst add signals (admin too is refused)',
  },
  {
    route: 'POST /api/signals/:id/close',
    variant: "another analyst's signal",
    call: async (fx) => ({
      method: 'POST',
      url: `/api/signals/${await fx.newSignal()}/close`,
      payload: { position: 'long', pl: '+2%' },
    }),
    expect: only(SIGNAL_MANAGERS, 200),
    why: 'spec §6: only founder or analyst close',
  },
  {
    route: 'DELETE /api/signals/:id',
    variant: "another analyst's signal",
    call: async (fx) => ({ method: 'DELETE', url: `/api/signals/${await fx.newSignal()}` }),
    expect: only(SIGNAL_MANAGERS, 204),
    why: 'ruling 7',
  },

  // --- Push devices (decision 0055): each member their own ------------------------------------
  {
    route: 'GET /api/push/key',
    call: get('/api/push/key'),
    expect: members(200),
    why: 'decision 0055: any member may subscribe a device',
  },
  {
    route: 'POST /api/push/subscriptions',
    call: (fx) => ({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: {
        endpoint: `http://127.0.0.1:9/push/${fx.unique('device')}`,
        keys: {
          p256dh: Buffer.alloc(65, 4).toString('base64url'),
          auth: Buffer.alloc(16, 1).toString('base64url'),
        },
        label: 'Matrix browser',
      },
    }),
    expect: members(201),
    why: 'decision 0055: a member subscribes their own device; pushes follow read access when sent',
  },
  {
    route: 'GET /api/push/subscriptions',
    call: get('/api/push/subscriptions'),
    expect: members(200),
    why: 'decision 0055: a member lists only their own devices',
  },
  {
    route: 'GET /api/notifications/settings',
    call: get('/api/notifications/settings'),
    expect: members(200),
    why: 'decision 0062: every member reads only their own notification settings',
  },
  {
    route: 'PUT /api/notifications/settings',
    call: () => ({
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: {
        kinds: { mentions: true, replies: true, signals: true, tickets: true, messages: true },
        quietHours: { start: '22:00', end: '07:00' },
        timeZone: 'Europe/Paris',
        missedMail: true,
      },
    }),
    expect: members(200),
    why: 'decision 0062: every member sets only their own; the sender reads them at send time',
  },
  {
    route: 'DELETE /api/push/subscriptions/:id',
    variant: "another member's device",
    call: async (fx) => ({
      method: 'DELETE',
      url: `/api/push/subscriptions/${await fx.newOwnerPushDevice()}`,
    }),
    expect: members(404),
    why: "decision 0055: a member removes only their own devices; another's is not found",
  },

  // --- Learn: meetings -----------------------------------------------------------------------
  {
    route: 'GET /api/meetings',
    call: get('/api/meetings'),
    expect: members(200),
    why: 'the learn page lists meetings; links are never listed',
    secret: { text: (fx) => fx.liveMeeting.link, visibleTo: [] },
  },
  {
    route: 'POST /api/meetings',
    call: (fx) => ({
      method: 'POST',
      url: '/api/meetings',
      payload: {
        title: fx.unique('Morning session'),
        provider: 'zoom',
        link: 'https://meet.example.com/new',
        startsAt: '2027-01-15T09:00:00Z',
      },
    }),
    expect: only(ADMINS, 201),
    why: 'spec screen 11: founder or admin create',
  },
  {
    route: 'POST /api/meetings/:id/start',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/meetings/${await fx.newMeeting('scheduled')}/start`,
    }),
    expect: only(ADMINS, 200),
    why: 'spec §6: only founder or admin start',
  },
  {
    route: 'POST /api/meetings/:id/end',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/meetings/${await fx.newMeeting('live')}/end`,
    }),
    expect: only(ADMINS, 200),
    why: 'spec §6: only founder or admin end',
  },
  {
    route: 'DELETE /api/meetings/:id',
    call: async (fx) => ({
      method: 'DELETE',
      url: `/api/meetings/${await fx.newMeeting('scheduled')}`,
    }),
    expect: only(ADMINS, 204),
    why: 'spec screen 11: founder or admin delete',
  },
  {
    route: 'POST /api/meetings/:id/join',
    variant: 'live exclusive meeting',
    call: (fx) => ({ method: 'POST', url: `/api/meetings/${fx.liveMeeting.exclusive}/join` }),
    expect: only(LIVE_CLASS_MEMBERS, 200),
    why: 'decision 0042: live classes are for badge tiers 2 and 3; tier 1 and everyone else are refused',
  },
  {
    route: 'POST /api/meetings/:id/join',
    variant: 'live free meeting',
    call: (fx) => ({ method: 'POST', url: `/api/meetings/${fx.liveMeeting.open}/join` }),
    expect: members(200),
    why: 'free meetings are for every member',
  },

  // --- Marketing team and invites -------------------------------------------------------------
  {
    route: 'GET /api/marketing',
    call: get('/api/marketing'),
    expect: members(200),
    why: 'spec screen 9: stats for marketers, the application form for everyone else',
  },
  {
    route: 'POST /api/marketing/apply',
    call: (fx) => ({
      method: 'POST',
      url: '/api/marketing/apply',
      payload: { cv: fx.unique('I run a trading channel') },
    }),
    // NOTE: a banned member may join too, and the bot welcomes them in marketing_chat.
    expect: members(200, { marketing: 409 }),
    why: 'spec §4 marketing application; a marketer is already on the team',
    restores: true,
  },
  {
    route: 'POST /api/invites/claim',
    call: (fx) => ({
      method: 'POST',
      url: '/api/invites/claim',
      payload: { inviteId: fx.owner.id },
    }),
    expect: members(200),
    why: 'ruling 14: the invitee records their inviter after sign-in',
    restores: true,
  },
  {
    route: 'GET /api/marketing/redeem',
    call: get('/api/marketing/redeem'),
    expect: only(['marketing'], 200),
    why: "spec screen 10: 'marketing role required', founder and admin included",
  },
  {
    route: 'POST /api/marketing/redeem',
    call: async (fx, who) => {
      await fx.topUpCredits(who);
      return { method: 'POST', url: '/api/marketing/redeem', payload: { product: 'indicator' } };
    },
    expect: only(['marketing'], 200),
    why: 'spec §5: redeem needs the marketing role (credits are topped up for every cell)',
    restores: true,
  },

  // --- Admin console (decision 0010): founder and admin ------------------------------------------
  {
    route: 'GET /api/admin/products',
    call: get('/api/admin/products'),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'PATCH /api/admin/products/:key',
    call: (fx) => ({
      method: 'PATCH',
      url: '/api/admin/products/indicator',
      payload: { description: fx.unique('A sharper indicator') },
    }),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'POST /api/admin/products',
    call: (fx) => {
      const key = fx.unique('course').toLowerCase().replace(/\W+/g, '-');
      return {
        method: 'POST',
        url: '/api/admin/products',
        payload: {
          key,
          nameInUrl: key,
          title: fx.unique('A course'),
          description: 'Six lessons on options.',
          imageUrl: `/api/product-images/${fx.productImageName}`,
          originalPrice: 49,
          role: 'premium_trader',
          type: 'course',
        },
      };
    },
    expect: only(['founder'], 201),
    why: 'decision 0059: only the founder adds products; admins edit what is there',
  },
  {
    route: 'GET /api/admin/subscriptions',
    call: get('/api/admin/subscriptions'),
    expect: only(ADMINS, 200),
    why: 'decision 0063: admin console (subscribers, MRR, churn)',
  },
  {
    route: 'GET /api/admin/subscriptions/:id/events',
    call: (fx) => ({
      method: 'GET',
      url: `/api/admin/subscriptions/${fx.ownerSubscriptionId}/events`,
    }),
    expect: only(ADMINS, 200),
    why: "decision 0063: admin console (a subscription's PayPal notifications)",
  },
  {
    route: 'PUT /api/admin/subscription-plans',
    call: () => ({
      method: 'PUT',
      url: '/api/admin/subscription-plans',
      payload: { productKey: 'no-such-product', period: 'month', price: 29 },
    }),
    expect: only(['founder'], 404),
    why: 'decision 0063: only the founder sets what a membership costs (an unknown product: 404 once allowed)',
  },
  {
    route: 'PUT /api/admin/products/:key/sale-modes',
    call: () => ({
      method: 'PUT',
      url: '/api/admin/products/no-such-product/sale-modes',
      payload: { oneTime: true, subscription: { period: 'month', price: 29 } },
    }),
    expect: only(['founder'], 404),
    why: 'decision 0071: only the founder chooses how a product is sold (an unknown product: 404 once allowed)',
  },
  {
    route: 'POST /api/admin/subscriptions/:id/refund',
    call: (fx) => ({
      method: 'POST',
      url: `/api/admin/subscriptions/${fx.ownerSubscriptionId}/refund`,
      payload: { paymentId: 'NO-SUCH-SALE', reason: 'matrix' },
    }),
    expect: only(['founder'], 404),
    why: "decision 0069: only the founder gives a membership's payment back (an unknown payment: 404 once allowed)",
  },
  {
    route: 'POST /api/admin/products/:key/archive',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/admin/products/${await fx.newProduct()}/archive`,
    }),
    expect: only(['founder'], 200),
    why: 'decision 0059: only the founder takes a product off the shop',
  },
  {
    route: 'POST /api/admin/product-images',
    call: async (fx) => ({
      method: 'POST',
      url: '/api/admin/product-images',
      ...(await fx.image()),
    }),
    expect: only(ADMINS, 201),
    why: 'admin console',
  },
  {
    route: 'PUT /api/admin/products/:key/gallery/:slot',
    call: (fx) => ({
      method: 'PUT',
      url: '/api/admin/products/badge/gallery/2',
      payload: { imageUrl: `/api/product-images/${fx.productImageName}` },
    }),
    expect: only(ADMINS, 200),
    why: 'admin console (the badge gallery)',
  },
  {
    route: 'POST /api/admin/products/:key/gallery/:slot/restore',
    call: () => ({ method: 'POST', url: '/api/admin/products/badge/gallery/2/restore' }),
    expect: only(ADMINS, 200),
    why: 'admin console (the badge gallery)',
  },
  {
    route: 'GET /api/admin/product-files',
    call: get('/api/admin/product-files'),
    expect: only(ADMINS, 200),
    why: 'admin console (decision 0045)',
  },
  {
    route: 'POST /api/admin/product-files/:file',
    call: (fx) => ({
      method: 'POST',
      url: '/api/admin/product-files/trading-manual',
      ...fx.manual(),
    }),
    expect: only(ADMINS, 200),
    why: 'decision 0045: only the console replaces what buyers download',
  },
  {
    route: 'GET /api/admin/fulfilments',
    call: get('/api/admin/fulfilments'),
    expect: only(ADMINS, 200),
    why: "admin console (decision 0045): the queue holds buyers' names and addresses",
  },
  {
    route: 'POST /api/admin/fulfilments/:orderId/done',
    variant: 'an order without a TradingView invite',
    call: (fx) => ({ method: 'POST', url: `/api/admin/fulfilments/${fx.owner.orderId}/done` }),
    expect: only(ADMINS, 409),
    why: 'decision 0045: founder and admin mark invites sent; the owner bought signals, nothing to send',
  },
  {
    route: 'GET /api/admin/site',
    call: get('/api/admin/site'),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'PATCH /api/admin/site',
    call: () => ({
      method: 'PATCH',
      url: '/api/admin/site',
      payload: { socialLinks: { telegram: 'https://t.me/bluebadge' } },
    }),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'GET /api/admin/coupons',
    call: get('/api/admin/coupons'),
    expect: only(ADMINS, 200),
    why: 'decision 0051: coupons are console money tools',
  },
  {
    route: 'POST /api/admin/coupons',
    call: (fx) => ({
      method: 'POST',
      url: '/api/admin/coupons',
      payload: {
        code: fx.unique('C').replace(/\W+/g, '-').slice(0, 24),
        kind: 'percent',
        percent: 10,
      },
    }),
    expect: only(ADMINS, 201),
    why: 'decision 0051: coupons are console money tools',
  },
  {
    route: 'POST /api/admin/coupons/:id/archive',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/admin/coupons/${await fx.newCoupon()}/archive`,
    }),
    expect: only(ADMINS, 200),
    why: 'decision 0051: coupons are console money tools',
  },
  {
    route: 'GET /api/admin/faqs',
    call: get('/api/admin/faqs'),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'POST /api/admin/faqs',
    call: (fx) => ({
      method: 'POST',
      url: '/api/admin/faqs',
      payload: { header: fx.unique('A question'), description: 'Its answer' },
    }),
    expect: only(ADMINS, 201),
    why: 'admin console',
  },
  {
    route: 'PATCH /api/admin/faqs/:id',
    call: async (fx) => ({
      method: 'PATCH',
      url: `/api/admin/faqs/${await fx.newFaq()}`,
      payload: { description: 'A better answer' },
    }),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'PUT /api/admin/faqs/order',
    call: async (fx) => ({
      method: 'PUT',
      url: '/api/admin/faqs/order',
      payload: { ids: (await fx.faqIds()).reverse() },
    }),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'DELETE /api/admin/faqs/:id',
    call: async (fx) => ({ method: 'DELETE', url: `/api/admin/faqs/${await fx.newFaq()}` }),
    expect: only(ADMINS, 204),
    why: 'admin console',
  },
  {
    route: 'GET /api/admin/testimonials',
    call: get('/api/admin/testimonials'),
    expect: only(ADMINS, 200),
    why: 'ruling 16: the approval queue',
  },
  {
    route: 'PATCH /api/admin/testimonials/:id',
    variant: "another member's review",
    call: async (fx) => ({
      method: 'PATCH',
      url: `/api/admin/testimonials/${await fx.newTestimonial()}`,
      payload: { display: true },
    }),
    expect: only(ADMINS, 200),
    why: 'ruling 16: founder or admin approve',
  },
  {
    route: 'DELETE /api/admin/testimonials/:id',
    variant: "another member's review",
    call: async (fx) => ({
      method: 'DELETE',
      url: `/api/admin/testimonials/${await fx.newTestimonial()}`,
    }),
    expect: only(ADMINS, 204),
    why: 'admin console',
  },
  {
    route: 'GET /api/admin/mailing-list',
    call: get('/api/admin/mailing-list'),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'GET /api/admin/mailing-list/export.csv',
    call: get('/api/admin/mailing-list/export.csv'),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'DELETE /api/admin/mailing-list/:id',
    variant: 'an address not on the list',
    call: () => ({ method: 'DELETE', url: '/api/admin/mailing-list/2000000000' }),
    expect: only(ADMINS, 404),
    why: 'the console removes an address; everyone else is refused before the lookup',
  },
  {
    route: 'GET /api/admin/mail',
    call: get('/api/admin/mail'),
    expect: only(ADMINS, 200),
    why: "decision 0018: the console's Mail page; mails hold members' addresses, orders and codes",
  },
  {
    route: 'GET /api/admin/mail/:id',
    variant: 'a mail that does not exist',
    call: get('/api/admin/mail/9000000000000'),
    expect: only(ADMINS, 404),
    why: 'decision 0018: one mail with its bodies, founder and admin only (403 before the lookup)',
  },
  {
    route: 'GET /api/admin/imports',
    call: get('/api/admin/imports'),
    expect: only(ADMINS, 200),
    why: "decision 0026: the console's Imports page; reports name members' documents",
  },
  {
    route: 'GET /api/admin/orders',
    call: get('/api/admin/orders'),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'GET /api/admin/orders/report',
    call: get('/api/admin/orders/report'),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'GET /api/admin/orders/export.csv',
    call: get('/api/admin/orders/export.csv'),
    expect: only(ADMINS, 200),
    why: "decision 0048: the orders as a file hold buyers' names and addresses",
  },
  {
    route: 'POST /api/admin/orders/:id/refund',
    variant: 'an order that does not exist',
    call: () => ({
      method: 'POST',
      url: '/api/admin/orders/no-such-order/refund',
      payload: { reason: 'Matrix' },
    }),
    expect: only(ADMINS, 404),
    why: 'decision 0048: founder and admin refund; everyone else is refused before the lookup',
  },
  {
    route: 'POST /api/admin/orders/:id/refund',
    variant: 'part of an order that does not exist',
    call: () => ({
      method: 'POST',
      url: '/api/admin/orders/no-such-order/refund',
      payload: { reason: 'Matrix', amount: 5 },
    }),
    expect: only(ADMINS, 404),
    why: 'decision 0058: a partial refund is the same route, with the same people allowed',
  },
  {
    route: 'GET /api/admin/orders/:id',
    variant: "another member's order",
    call: (fx) => get(`/api/admin/orders/${fx.owner.orderId}`)(),
    expect: only(ADMINS, 200),
    why: 'admin console; everyone else gets 403, never a hint the order exists',
  },
  {
    route: 'GET /api/admin/commissions',
    call: get('/api/admin/commissions'),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'GET /api/admin/members',
    call: get('/api/admin/members'),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'GET /api/admin/members/:id',
    variant: 'another member',
    call: (fx) => get(`/api/admin/members/${fx.owner.id}`)(),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'PUT /api/admin/members/:id/roles/:role',
    variant: 'another member',
    call: async (fx) => ({
      method: 'PUT',
      url: `/api/admin/members/${await fx.newMember()}/roles/crypto`,
      payload: { granted: true },
    }),
    expect: only(ADMINS, 200),
    why: 'spec §6 give/remove, in the console',
  },
  {
    route: 'PUT /api/admin/members/:id/roles/:role',
    variant: 'the admin role, to another member',
    call: async (fx) => ({
      method: 'PUT',
      url: `/api/admin/members/${await fx.newMember()}/roles/admin`,
      payload: { granted: true },
    }),
    expect: only(['founder'], 200),
    why: 'only a founder hands out the founder and admin roles (domain canGrantRole)',
  },
  {
    route: 'POST /api/admin/members/:id/sign-in-link',
    variant: 'another member',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/admin/members/${await fx.newMember()}/sign-in-link`,
      payload: {},
    }),
    expect: only(ADMINS, 200),
    why: "decision 0040: the console mails a member's sign-in link, founder and admin only",
  },
  {
    route: 'POST /api/admin/members/:id/lift',
    variant: 'another member',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/admin/members/${await fx.newMember({ banned: true })}/lift`,
      payload: { restriction: 'ban' },
    }),
    expect: only(ADMINS, 200),
    why: 'admin console',
  },
  {
    route: 'POST /api/admin/members/:id/credits',
    variant: 'another member',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/admin/members/${await fx.newMember()}/credits`,
      payload: { change: 2.5, reason: 'Goodwill after an outage' },
    }),
    expect: only(ADMINS, 200),
    why: 'decision 0057: credit adjustments with a reason, founder and admin only',
  },
  {
    route: 'POST /api/admin/members/:id/ban',
    variant: 'another member',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/admin/members/${await fx.newMember()}/ban`,
      payload: { days: 2, reason: 'Spam in #general' },
    }),
    expect: only(ADMINS, 200),
    why: 'decision 0057: bans with a reason from the console, founder and admin only',
  },
];

/**
 * Registered routes that have no row, each with the reason. Fastify's automatic HEAD twin of
 * every GET is left out as well; the web app (static files and the page fallback) is not built
 * into the matrix's app, and its fallback is a not-found handler rather than a route.
 */
export const EXCLUDED_ROUTES: Array<{ route: string | RegExp; reason: string }> = [
  {
    route: 'GET /api/auth/*',
    reason: "better-auth's own endpoints (OAuth redirects and callbacks, session, sign-out)",
  },
  { route: 'POST /api/auth/*', reason: "better-auth's own endpoints" },
  { route: /^(GET|HEAD) \/api\/docs(\/.*)?$/, reason: 'Swagger UI pages and assets (framework)' },
];

// --- Socket events ---------------------------------------------------------------------------

export type EventName = keyof ClientToServerEvents;
type Payload<E extends EventName> = Parameters<ClientToServerEvents[E]>[0];
/** 'ok', or the error code of the acknowledgement; 'unauthenticated' is a refused connection. */
export type AckExpect = Record<Who, string>;

/** Fixtures of the socket table: another member's messages, fresh where a success consumes. */
export interface SocketFixtures {
  /** `handle`: the owner's name as '@' mentions write it. */
  owner: {
    id: string;
    handle: string;
    ticket: string;
    conversation: string;
    uploads: { general: string };
  };
  unique(prefix: string): string;
  /** A message of the owner's in this channel ('ticket', 'conversation': their own). */
  ownerMessage(channel: string): Promise<number>;
  /** A message of the persona's own in general. */
  ownMessage(who: Who): Promise<number>;
  /** A fresh open ticket of the owner's. */
  newOwnerTicket(): Promise<string>;
  /** A fresh member's handle for a command to name. */
  newTarget(): Promise<string>;
}

export type SocketRow = {
  [E in EventName]: {
    event: E;
    variant: string;
    payload(fx: SocketFixtures, who: Who): Payload<E> | Promise<Payload<E>>;
    expect: AckExpect;
    why: string;
  };
}[EventName];

// A banned member who could not read a channel anyway is told 'no_permission': the channel's
// own rule is checked before the ban (chat/access.ts), and neither answer reveals more.

/** 'unauthenticated' signed out (no socket); `outcome` for members unless `except` says otherwise. */
const socketMembers = (outcome: string, except: Partial<AckExpect> = {}): AckExpect => ({
  ...cells((who) => (who === 'signed out' ? 'unauthenticated' : outcome)),
  ...except,
});
/** 'ok' for `allowed`, `refused` for every other member. */
const socketOnly = (
  allowed: Member[],
  refused: string,
  except: Partial<AckExpect> = {},
): AckExpect => ({
  ...cells((who) =>
    who === 'signed out' ? 'unauthenticated' : (allowed as Who[]).includes(who) ? 'ok' : refused,
  ),
  ...except,
});

const send = (channel: string, text: string) => ({ channel, clientId: randomUUID(), text });

export const SOCKET_ROWS: SocketRow[] = [
  {
    event: 'message:send',
    variant: 'general',
    payload: () => send('general', 'Morning all'),
    expect: socketMembers('ok', { banned: 'banned', muted: 'muted' }),
    why: 'open channel; ruling 6: banned and muted may not write',
  },
  {
    event: 'message:send',
    variant: 'announcements (locked)',
    payload: () => send('announcements', 'Release notes'),
    expect: socketOnly(ADMINS, 'locked', { banned: 'banned', muted: 'muted' }),
    why: "spec §5: 'You don't have permission' for anyone but founder or admin",
  },
  {
    event: 'message:send',
    variant: 'premium',
    payload: () => send('premium', 'Premium setup'),
    expect: socketOnly(PREMIUM_ROOM, 'no_permission'),
    why: 'spec §6 channel access',
  },
  {
    event: 'message:send',
    variant: 'staff',
    payload: () => send('staff', 'Shift handover'),
    expect: socketOnly(STAFF_ROOM, 'no_permission'),
    why: 'ruling 3',
  },
  {
    event: 'message:send',
    variant: "another member's ticket",
    payload: (fx) => send(fx.owner.ticket, 'How can we help?'),
    expect: socketOnly(TICKET_STAFF, 'no_permission'),
    why: 'ruling 5',
  },
  {
    event: 'message:send',
    variant: "another member's conversation",
    payload: (fx) => send(fx.owner.conversation, 'Let me in'),
    expect: socketMembers('not_found'),
    why: 'decision 0066: no one outside a conversation writes in it, staff included',
  },
  {
    event: 'reaction:toggle',
    variant: "another member's message in their conversation",
    payload: async (fx) => ({ messageId: await fx.ownerMessage('conversation'), emoji: '✅' }),
    expect: socketMembers('not_found'),
    why: 'decision 0066: a conversation is read by its members only',
  },
  {
    event: 'message:send',
    variant: "with another member's upload",
    payload: (fx) => ({ ...send('general', 'Look'), uploadId: fx.owner.uploads.general }),
    expect: socketMembers('invalid_upload', { banned: 'banned', muted: 'muted' }),
    why: "an image message carries the sender's own upload only",
  },
  {
    event: 'message:edit',
    variant: "another member's message",
    payload: async (fx) => ({ id: await fx.ownerMessage('general'), text: 'hijacked' }),
    expect: socketMembers('forbidden', { banned: 'banned', muted: 'muted' }),
    why: 'spec §5: edit only by the author, founder and admin included',
  },
  {
    event: 'message:edit',
    variant: 'own message',
    payload: async (fx, who) => ({ id: await fx.ownMessage(who), text: 'fixed typo' }),
    expect: socketMembers('ok', { banned: 'banned', muted: 'muted' }),
    why: 'spec §4 edit; ruling 6: a muted member may not write',
  },
  {
    event: 'message:delete',
    variant: "another member's message",
    payload: async (fx) => ({ id: await fx.ownerMessage('general') }),
    expect: socketOnly(ADMINS, 'forbidden', { banned: 'banned' }),
    why: 'spec §5: delete by author, founder or admin',
  },
  {
    event: 'message:delete',
    variant: 'own message',
    payload: async (fx, who) => ({ id: await fx.ownMessage(who) }),
    expect: socketMembers('ok', { banned: 'banned' }),
    why: 'spec §5: the author deletes (a mute stops writing, not tidying up)',
  },
  {
    event: 'message:delete',
    variant: "another member's message in their ticket",
    payload: async (fx) => ({ id: await fx.ownerMessage('ticket') }),
    expect: socketOnly(ADMINS, 'no_permission', { support: 'forbidden' }),
    why: 'ruling 5 (who reads) and spec §5 (who deletes)',
  },
  {
    event: 'message:pin',
    variant: "another member's message in general",
    payload: async (fx) => ({ id: await fx.ownerMessage('general'), pinned: true }),
    expect: socketOnly(ADMINS, 'forbidden', { banned: 'banned', muted: 'muted' }),
    why: 'decision 0034: founders and admins pin anywhere; general has no other staff',
  },
  {
    event: 'message:pin',
    variant: "another member's message in the staff room",
    payload: async (fx) => ({ id: await fx.ownerMessage('staff'), pinned: true }),
    expect: socketOnly(STAFF_ROOM, 'no_permission'),
    why: "decision 0034: analysts and support are the staff room's staff (ruling 3)",
  },
  {
    event: 'message:pin',
    variant: "another member's message in premium",
    payload: async (fx) => ({ id: await fx.ownerMessage('premium'), pinned: true }),
    expect: socketOnly(ADMINS, 'no_permission', {
      premium: 'forbidden',
      'tier 1': 'forbidden',
      'tier 2': 'forbidden',
      'tier 3': 'forbidden',
    }),
    why: 'decision 0034: analysts pin there only while they read it; readers (premium, every badge tier) are not staff',
  },
  {
    event: 'message:pin',
    variant: "another member's message in their ticket",
    payload: async (fx) => ({ id: await fx.ownerMessage('ticket'), pinned: true }),
    expect: socketOnly(TICKET_STAFF, 'no_permission'),
    why: "decision 0034: support is a ticket's staff (ruling 5)",
  },
  {
    event: 'message:send',
    variant: "in the thread of another member's message in general",
    payload: async (fx) => ({
      ...send('general', 'Agreed'),
      threadRootId: await fx.ownerMessage('general'),
    }),
    expect: socketMembers('ok', { banned: 'banned', muted: 'muted' }),
    why: "decision 0034: a thread reply is a send in the root's channel (ruling 6)",
  },
  {
    event: 'message:send',
    variant: "in the thread of another member's message in premium",
    payload: async (fx) => ({
      ...send('premium', 'Agreed'),
      threadRootId: await fx.ownerMessage('premium'),
    }),
    expect: socketOnly(PREMIUM_ROOM, 'no_permission'),
    why: 'decision 0034 and spec §6 channel access',
  },
  {
    event: 'reaction:toggle',
    variant: "another member's message in general",
    payload: async (fx) => ({ messageId: await fx.ownerMessage('general'), emoji: '👍' }),
    expect: socketMembers('ok', { banned: 'banned', muted: 'muted' }),
    why: 'spec §4 reactions; ruling 6',
  },
  {
    event: 'reaction:toggle',
    variant: "another member's message in premium",
    payload: async (fx) => ({ messageId: await fx.ownerMessage('premium'), emoji: '🔥' }),
    expect: socketOnly(PREMIUM_ROOM, 'no_permission'),
    why: 'a reaction needs read access to the channel',
  },
  {
    event: 'reaction:toggle',
    variant: "another member's message in their ticket",
    payload: async (fx) => ({ messageId: await fx.ownerMessage('ticket'), emoji: '✅' }),
    expect: socketOnly(TICKET_STAFF, 'no_permission'),
    why: 'ruling 5',
  },
  {
    event: 'command:run',
    variant: '/status',
    payload: () => ({ channel: 'general', text: '/status' }),
    expect: socketMembers('ok', { banned: 'banned' }),
    why: 'spec §5: /status for anyone (a muted member still reads)',
  },
  {
    event: 'command:run',
    variant: '/warn another member',
    payload: async (fx) => ({ channel: 'general', text: `/warn ${await fx.newTarget()}` }),
    expect: socketOnly(ADMINS, 'forbidden', { banned: 'banned' }),
    why: 'spec §5: commands are founder or admin only',
  },
  {
    event: 'command:run',
    variant: "/close in another member's ticket",
    payload: async (fx) => ({ channel: await fx.newOwnerTicket(), text: '/close' }),
    expect: socketOnly(ADMINS, 'no_permission', { support: 'forbidden' }),
    why: 'spec §6 /close is a founder/admin command; ruling 5: only staff read the ticket',
  },
  {
    event: 'typing',
    variant: 'general',
    payload: () => ({ channel: 'general', typing: true }),
    expect: socketMembers('ok', { banned: 'banned', muted: 'muted' }),
    why: 'decision 0032: only who may write the channel says they are typing (ruling 6)',
  },
  {
    event: 'typing',
    variant: 'announcements (locked)',
    payload: () => ({ channel: 'announcements', typing: true }),
    expect: socketOnly(ADMINS, 'locked', { banned: 'banned', muted: 'muted' }),
    why: 'decision 0032, as a send (spec §5)',
  },
  {
    event: 'typing',
    variant: 'premium',
    payload: () => ({ channel: 'premium', typing: true }),
    expect: socketOnly(PREMIUM_ROOM, 'no_permission'),
    why: 'decision 0032, as a send (spec §6 channel access)',
  },
  {
    event: 'typing',
    variant: "another member's ticket",
    payload: (fx) => ({ channel: fx.owner.ticket, typing: true }),
    expect: socketOnly(TICKET_STAFF, 'no_permission'),
    why: 'decision 0032, as a send (ruling 5)',
  },
  {
    event: 'presence:set',
    variant: 'idle',
    payload: () => ({ status: 'idle' }),
    expect: socketMembers('ok', { banned: 'banned' }),
    why: 'decision 0032: a banned member sees only the notice, not who is around (ruling 6)',
  },
];

// --- Mentions ---------------------------------------------------------------------------------

/**
 * What a message in general with a mention does, per persona: 'notifies' when it is stored as a
 * mention (it raises the mentioned members' counts), 'plain' when it is stored as text only,
 * or the refusal code of the send.
 */
export type MentionExpect = Record<Who, string>;

export interface MentionRow {
  variant: string;
  text(fx: SocketFixtures): string;
  /** Whether the stored message mentions whom the text names. */
  notifies(mentions: ChatMessage['mentions'], fx: SocketFixtures): boolean;
  expect: MentionExpect;
  why: string;
}

/** 'notifies' for `allowed`, 'plain' for every other member who may write in general. */
const mentionCells = (allowed: Member[] | 'all'): MentionExpect => ({
  ...cells((who) =>
    who === 'signed out'
      ? 'unauthenticated'
      : allowed === 'all' || (allowed as Who[]).includes(who)
        ? 'notifies'
        : 'plain',
  ),
  banned: 'banned',
  muted: 'muted',
});

export const MENTION_ROWS: MentionRow[] = [
  {
    variant: '@everyone',
    text: () => 'Heads up @everyone',
    notifies: (m) => m.everyone,
    expect: mentionCells(ADMINS),
    why: 'decision 0023: only founder and admin ping everyone; for others it stays text',
  },
  {
    variant: '@role',
    text: () => 'Hello @blue_badge_trader',
    notifies: (m) => m.roles.includes('blue_badge_trader'),
    expect: mentionCells(ADMINS),
    why: 'decision 0023: only founder and admin ping a role; for others it stays text',
  },
  {
    variant: '@member',
    text: (fx) => `Hi @${fx.owner.handle}`,
    notifies: (m, fx) => m.userIds.includes(fx.owner.id),
    expect: mentionCells('all'),
    why: 'spec §6: @ with a user name notifies that user, whoever writes it',
  },
];
