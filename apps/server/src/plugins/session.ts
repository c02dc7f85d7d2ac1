import type { IncomingHttpHeaders } from 'node:http';
import { getCookies, parseCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors';
import type { Auth } from './auth';

/**
 * How long a session cookie better-auth has verified is trusted without asking the database
 * again (decision 0014). Roles, bans and mutes are read from the member's row on every request,
 * so this only delays a sign-out made on another instance, by at most this long.
 */
export const VERIFIED_SESSION_TTL_MS = 15_000;
/** Entries kept at most; the oldest go first (a signed-in member takes one). */
const VERIFIED_SESSIONS_KEPT = 50_000;

/**
 * Reads the signed-in user's id from the better-auth session cookie, for HTTP requests and
 * socket handshakes (a request asking twice gets the same remembered answer). Handlers call `requireUserId` for routes that need a
 * member and `optionalUserId` otherwise.
 */
export function createSessionReader(auth: Auth) {
  const cookieName = getCookies(auth.options).sessionToken.name;
  /**
   * Cookie -> its user id (null: refused), while `until`. A lookup still on its way is shared
   * by every request with the same cookie; only better-auth's answers are kept.
   */
  const verified = new Map<string, { userId: Promise<string | null>; until: number }>();
  const signedOut = Promise.resolve(null);

  /** The session cookie's raw value (parsed as better-auth parses it), or null without one. */
  const sessionCookieOf = (headers: IncomingHttpHeaders): string | null => {
    const header = headers.cookie;
    // Visitors without a session cookie are signed out: no need to ask better-auth (and the
    // database) on every storefront request.
    if (!header?.includes(`${cookieName}=`)) return null;
    return parseCookies(header).get(cookieName) ?? null;
  };

  /** The user id a session cookie (taken from `headers`) stands for, or null. */
  const userIdOfCookie = (cookie: string, headers: IncomingHttpHeaders): Promise<string | null> => {
    const known = verified.get(cookie);
    if (known && known.until > Date.now()) return known.userId;
    if (verified.size >= VERIFIED_SESSIONS_KEPT) verified.delete(verified.keys().next().value!);
    const entry = {
      userId: auth.api.getSession({ headers: fromNodeHeaders(headers) }).then(
        (result) => {
          // Unless a sign-out dropped it meanwhile: a refusal is not kept, an answer no longer
          // than the session itself.
          if (verified.get(cookie) === entry) {
            if (!result) verified.delete(cookie);
            else entry.until = Math.min(entry.until, result.session.expiresAt.getTime());
          }
          return result?.user.id ?? null;
        },
        (error: unknown) => {
          if (verified.get(cookie) === entry) verified.delete(cookie);
          throw error;
        },
      ),
      until: Date.now() + VERIFIED_SESSION_TTL_MS,
    };
    verified.set(cookie, entry);
    return entry.userId;
  };

  /** The user id a request's or handshake's session cookie stands for, or null. */
  const userIdOf = (headers: IncomingHttpHeaders): Promise<string | null> => {
    const cookie = sessionCookieOf(headers);
    return cookie === null ? signedOut : userIdOfCookie(cookie, headers);
  };

  const optionalUserId = (request: FastifyRequest): Promise<string | null> =>
    userIdOf(request.headers);
  const requireUserId = async (request: FastifyRequest): Promise<string> => {
    const userId = await optionalUserId(request);
    if (!userId) throw unauthenticated();
    return userId;
  };
  /** A preValidation hook: signed-out requests get 401 before their input is even looked at. */
  const requireSignedIn = async (request: FastifyRequest): Promise<void> => {
    await requireUserId(request);
  };
  /** A sign-out on this instance: the cookie stops counting here at once. */
  const forget = (headers: IncomingHttpHeaders): void => {
    const cookie = sessionCookieOf(headers);
    if (cookie !== null) verified.delete(cookie);
  };
  return { optionalUserId, requireUserId, requireSignedIn, userIdOf, forget };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
