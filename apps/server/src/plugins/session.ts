import type { IncomingHttpHeaders } from 'node:http';
import { getCookies } from 'better-auth/cookies';
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
 * Reads the signed-in user's id from the better-auth session cookie, for HTTP requests (once
 * per request) and socket handshakes. Handlers call `requireUserId` for routes that need a
 * member and `optionalUserId` otherwise.
 */
export function createSessionReader(auth: Auth) {
  const cookieName = getCookies(auth.options).sessionToken.name;
  const verified = new Map<string, { userId: string; until: number }>();
  const perRequest = new WeakMap<FastifyRequest, Promise<string | null>>();
  const signedOut = Promise.resolve(null);

  /** The session cookie's raw value, or null without one. */
  const sessionCookieOf = (headers: IncomingHttpHeaders): string | null => {
    const header = headers.cookie;
    if (!header?.includes(`${cookieName}=`)) return null;
    for (const pair of header.split(';')) {
      const at = pair.indexOf('=');
      if (at > 0 && pair.slice(0, at).trim() === cookieName) return pair.slice(at + 1).trim();
    }
    return null;
  };

  const remember = (cookie: string, userId: string, expiresAt: Date) => {
    if (verified.size >= VERIFIED_SESSIONS_KEPT) verified.delete(verified.keys().next().value!);
    const until = Math.min(Date.now() + VERIFIED_SESSION_TTL_MS, expiresAt.getTime());
    verified.set(cookie, { userId, until });
  };

  /** The user id a request's or handshake's session cookie stands for, or null. */
  const userIdOf = async (headers: IncomingHttpHeaders): Promise<string | null> => {
    // Visitors without a session cookie are signed out: no need to ask better-auth (and the
    // database) on every storefront request.
    const cookie = sessionCookieOf(headers);
    if (cookie === null) return null;
    const known = verified.get(cookie);
    if (known && known.until > Date.now()) return known.userId;
    if (known) verified.delete(cookie);
    const result = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
    if (!result) return null;
    remember(cookie, result.user.id, result.session.expiresAt);
    return result.user.id;
  };

  const optionalUserId = (request: FastifyRequest): Promise<string | null> => {
    if (sessionCookieOf(request.headers) === null) return signedOut;
    let pending = perRequest.get(request);
    if (!pending) {
      pending = userIdOf(request.headers);
      perRequest.set(request, pending);
    }
    return pending;
  };
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
