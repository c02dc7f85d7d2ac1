import { getCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors';
import type { Auth } from './auth';

/**
 * Reads the signed-in user's id from the better-auth session cookie, once per request.
 * Handlers call `requireUserId` for routes that need a member and `optionalUserId` otherwise.
 */
export function createSessionReader(auth: Auth) {
  const cache = new WeakMap<FastifyRequest, Promise<string | null>>();
  // Visitors without a session cookie are signed out: no need to ask better-auth (and the
  // database) on every storefront request.
  const sessionCookie = `${getCookies(auth.options).sessionToken.name}=`;
  const signedOut = Promise.resolve(null);
  const optionalUserId = (request: FastifyRequest): Promise<string | null> => {
    if (!request.headers.cookie?.includes(sessionCookie)) return signedOut;
    let pending = cache.get(request);
    if (!pending) {
      pending = auth.api
        .getSession({ headers: fromNodeHeaders(request.headers) })
        .then((result) => result?.user.id ?? null);
      cache.set(request, pending);
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
  return { optionalUserId, requireUserId, requireSignedIn };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
