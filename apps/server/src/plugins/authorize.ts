import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../errors';
import { toMember, type Member } from '../modules/users';
import type { SessionReader } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in member, loaded once per request by the `signedIn` or `authorize`
     * preHandler; only routes guarded by one of them read it.
     */
    actor: Member;
  }
}

/** A rule about the actor alone: a domain policy, or one bound to its subject. */
export type Policy = (actor: Member) => boolean;

/**
 * What a refused member is told: a 403 `forbidden` with this message, or a 403 with a code of
 * its own where the web tells that refusal apart (the marketing store's `marketing_required`).
 */
export type Refusal = string | { code: string; message: string };

/**
 * Throws the 403 a member gets when the policy refuses them. HTTP routes reach it through
 * `authorize`; socket handlers and services call it with the member they loaded.
 */
export function assertAllowed(actor: Member, policy: Policy, refusal: Refusal): void {
  if (policy(actor)) return;
  throw typeof refusal === 'string'
    ? forbidden(refusal)
    : new AppError(403, refusal.code, refusal.message);
}

type Hook = (request: FastifyRequest) => Promise<void>;
/** What the guards need of the session: who is signed in, or a 401. */
type Session = Pick<SessionReader, 'requireMemberRow' | 'requireSignedIn'>;

/** Route options a guarded route spreads into its own (`...signedIn`). */
export interface RouteGuard {
  preValidation: Hook;
  preHandler: Hook;
}

/**
 * The guards of HTTP routes, one spread each: a signed-out request gets 401 before its input
 * is read; once the input is valid, `request.actor` is loaded and, for `authorize`, the policy
 * asked (403 with `refusal`). A refused member with bad input hears 400, as every route of ours
 * answered it, and the policy runs after validation (ARCHITECTURE.md convention 2).
 */
export function createRouteGuards(deps: { session: Session }) {
  const loadActor = async (request: FastifyRequest): Promise<Member> =>
    (request.actor = toMember(await deps.session.requireMemberRow(request)));
  const guard = (preHandler: Hook): RouteGuard => ({
    preValidation: deps.session.requireSignedIn,
    preHandler,
  });
  return {
    signedIn: guard(async (request) => {
      await loadActor(request);
    }),
    authorize: (policy: Policy, refusal: Refusal): RouteGuard =>
      guard(async (request) => assertAllowed(await loadActor(request), policy, refusal)),
  };
}
