import type { IncomingHttpHeaders } from 'node:http';
import { getCookies, parseCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors';
import { createKeptReads } from '../kept-reads';
import type { MemberRows, UserRow } from '../modules/users';
import { onSessionDeleted, type Auth } from './auth';

/**
 * How long a session cookie better-auth has verified is trusted without asking the database
 * again (decision 0014, decision 0016, decision 0028). A session ended through better-auth
 * (sign-out, revocation) is forgotten on every instance at once (`onSessionEnded`), so this
 * only bounds how long a session row deleted behind better-auth's back, or run out, still
 * counts on an instance without a socket of it. Half a second, so that with the lookup it
 * stays under the second every change is held to.
 */
export const VERIFIED_SESSION_TTL_MS = 500;
/** Entries kept at most; the oldest go first (a signed-in member takes one). */
const VERIFIED_SESSIONS_KEPT = 50_000;
/** Session ids looked up in one query (PostgreSQL takes at most 65 535 parameters). */
const LIVE_SESSIONS_PER_QUERY = 1_000;
/**
 * Cookie headers whose session cookie is remembered, at most, and the longest one remembered:
 * about 10 MB at worst, and a member's header is far shorter (decision 0080).
 */
const PARSED_COOKIE_HEADERS_KEPT = 10_000;
const PARSED_COOKIE_HEADER_MAX_LENGTH = 1_024;

/** Where a request keeps the row `keptMemberRow` found for it (its guard's hooks and handler ask). */
const KEPT_ROW = Symbol('kept member row');
type RequestWithKeptRow = FastifyRequest & { [KEPT_ROW]?: UserRow };

/** A session better-auth has verified: whose it is, and its id (sockets are bound to it). */
export interface VerifiedSession {
  userId: string;
  sessionId: string;
}

/**
 * Reads the signed-in user's id from the better-auth session cookie, for HTTP requests and
 * socket handshakes (a request asking twice gets the same remembered answer), and their row
 * as it stands from `members`. Handlers call `requireUserId` (or `requireMemberRow`) for
 * routes that need a member and `optionalUserId` (`optionalMemberRow`) otherwise.
 */
export function createSessionReader(auth: Auth, members: MemberRows) {
  const cookieName = getCookies(auth.options).sessionToken.name;
  /** Cookie -> the session better-auth verified it stands for (refusals are not kept). */
  const verified = createKeptReads<string, VerifiedSession & { expiresAt: number }>({
    ttlMs: VERIFIED_SESSION_TTL_MS,
    maxKept: VERIFIED_SESSIONS_KEPT,
    keptFor: (session) => session.expiresAt,
  });
  const signedOut = Promise.resolve(null);
  const cookiePrefix = `${cookieName}=`;
  /**
   * Cookie header -> its session cookie's value: parsing costs more than the rest of a kept
   * session's check, and a member sends the same header request after request. The value is a
   * function of the header alone, so it is never stale; whether it still stands for a session
   * is `verified`'s to say. The oldest go first.
   */
  const parsedHeaders = new Map<string, string | null>();

  /** The session cookie's raw value (parsed as better-auth parses it), or null without one. */
  const sessionCookieOf = (headers: IncomingHttpHeaders): string | null => {
    const header = headers.cookie;
    // Visitors without a session cookie are signed out: no need to ask better-auth (and the
    // database) on every storefront request.
    if (!header?.includes(cookiePrefix)) return null;
    const remembered = parsedHeaders.get(header);
    if (remembered !== undefined) return remembered;
    const value = parseCookies(header).get(cookieName) ?? null;
    if (header.length <= PARSED_COOKIE_HEADER_MAX_LENGTH) {
      if (parsedHeaders.size >= PARSED_COOKIE_HEADERS_KEPT)
        parsedHeaders.delete(parsedHeaders.keys().next().value!);
      parsedHeaders.set(header, value);
    }
    return value;
  };

  /** The session a cookie (taken from `headers`) stands for, or null. */
  const sessionOfCookie = async (
    cookie: string,
    headers: IncomingHttpHeaders,
  ): Promise<VerifiedSession | null> =>
    (await verified.read(cookie, async () => {
      const result = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
      return (
        result && {
          userId: result.user.id,
          sessionId: result.session.id,
          expiresAt: result.session.expiresAt.getTime(),
        }
      );
    })) ?? null;

  /**
   * Each signed-in request's answer, by its headers object: a guarded route asks up to three
   * times (guard, actor, handler), and each gets the answer the first ask got. A request
   * without a session cookie is answered at once and not remembered: an entry per storefront
   * visit would cost more than the answer.
   */
  const answered = new WeakMap<IncomingHttpHeaders, Promise<VerifiedSession | null>>();
  /** The session a request's or handshake's session cookie stands for, or null. */
  const sessionOf = (headers: IncomingHttpHeaders): Promise<VerifiedSession | null> => {
    let session = answered.get(headers);
    if (session === undefined) {
      const cookie = sessionCookieOf(headers);
      if (cookie === null) return signedOut;
      session = sessionOfCookie(cookie, headers);
      answered.set(headers, session);
    }
    return session;
  };
  /** The user id a request's or handshake's session cookie stands for, or null. */
  const userIdOf = async (headers: IncomingHttpHeaders): Promise<string | null> =>
    (await sessionOf(headers))?.userId ?? null;

  const optionalUserId = (request: FastifyRequest): Promise<string | null> =>
    userIdOf(request.headers);
  const requireUserId = async (request: FastifyRequest): Promise<string> => {
    const userId = await optionalUserId(request);
    if (!userId) throw unauthenticated();
    return userId;
  };
  /** The signed-in member's row as it stands (kept a moment per instance), or a 401. */
  const requireMemberRow = async (request: FastifyRequest): Promise<UserRow> =>
    members.current(await requireUserId(request));
  /**
   * The signed-in member's row without waiting, when both their verified session and their row
   * are kept and fresh (the common case of a member's page loads); else undefined, and the
   * caller asks `requireMemberRow`, which answers the same for a kept row. Same rules, fewer
   * promises: on Node 20 each promise pays better-auth's AsyncLocalStorage hooks.
   */
  const keptMemberRow = (request: FastifyRequest): UserRow | undefined => {
    // Kept on the request itself (asked by the guard's two hooks and the handler), not in a
    // WeakMap by request: an entry per request made the garbage collector's work heavier.
    // A request whose answer isn't kept is not remembered here, it goes the async way.
    const known = (request as RequestWithKeptRow)[KEPT_ROW];
    if (known) return known;
    const cookie = sessionCookieOf(request.headers);
    const session = cookie === null ? undefined : verified.peek(cookie);
    const row = session && members.kept(session.userId);
    if (row) (request as RequestWithKeptRow)[KEPT_ROW] = row;
    return row;
  };
  /** The signed-in member's row as it stands, or null for a visitor. */
  const optionalMemberRow = async (request: FastifyRequest): Promise<UserRow | null> => {
    const userId = await optionalUserId(request);
    return userId ? members.current(userId) : null;
  };
  /** A preValidation hook: signed-out requests get 401 before their input is even looked at. */
  const requireSignedIn = async (request: FastifyRequest): Promise<void> => {
    await requireUserId(request);
  };
  /** A sign-out on this instance: the cookie stops counting here at once. */
  const forget = (headers: IncomingHttpHeaders): void => {
    const cookie = sessionCookieOf(headers);
    if (cookie !== null) verified.forget(cookie);
  };
  /**
   * A session that ended (on any instance): its cookie stops counting here. Lookups still on
   * their way are dropped too: one may have read the session just before it ended.
   */
  const forgetSession = (sessionId: string): void =>
    verified.forgetWhere((session) => session.sessionId === sessionId);
  /** Of these session ids, those whose session still exists and has not expired. */
  const liveSessionIds = async (sessionIds: readonly string[]): Promise<Set<string>> => {
    const { adapter } = await auth.$context;
    const live = new Set<string>();
    for (let at = 0; at < sessionIds.length; at += LIVE_SESSIONS_PER_QUERY) {
      const rows = await adapter.findMany<{ id: string; expiresAt: Date }>({
        model: 'session',
        where: [
          {
            field: 'id',
            operator: 'in',
            value: sessionIds.slice(at, at + LIVE_SESSIONS_PER_QUERY),
          },
          { field: 'expiresAt', operator: 'gt', value: new Date() },
        ],
      });
      for (const row of rows) live.add(row.id);
    }
    return live;
  };
  /**
   * Calls `listener` with the id of every session better-auth deletes (sign-out, revocation,
   * expiry found on a read), after this instance has forgotten it.
   */
  const onSessionEnded = (listener: (sessionId: string) => void): void =>
    onSessionDeleted(auth, (sessionId) => {
      forgetSession(sessionId);
      listener(sessionId);
    });
  return {
    optionalUserId,
    requireUserId,
    requireSignedIn,
    requireMemberRow,
    keptMemberRow,
    optionalMemberRow,
    userIdOf,
    sessionOf,
    forget,
    forgetSession,
    liveSessionIds,
    onSessionEnded,
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
