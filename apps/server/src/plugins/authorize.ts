import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../errors';
import { toMember, type Member, type UserRow } from '../modules/users';
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

/**
 * A callback hook: a guard answers a member whose row is kept without creating a promise
 * (each one pays Node 20's promise hooks, turned on by better-auth's AsyncLocalStorage), and
 * falls back to the async reads otherwise.
 */
type Hook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: (error?: FastifyError) => void,
) => void;
/** What the guards need of the session: who is signed in, or a 401. */
type Session = Pick<SessionReader, 'requireMemberRow' | 'requireSignedIn' | 'keptMemberRow'>;

/** Route options a guarded route spreads into its own (`...signedIn`). */
export interface RouteGuard {
  preValidation: Hook;
  preHandler: Hook;
}

/**
 * The guards of HTTP routes, one spread each: a signed-out request gets 401 before its input
 * is read; once the input is valid, `request.actor` is loaded and, for `authorize`, the policy
 * asked (403 with `refusal`). A refused member with bad input hears 400, as every route of ours
 * answered it, and the policy runs after validation (convention 2).
 */
export function createRouteGuards(deps: { session: Session }) {
  const { session } = deps;
  const requireSignedIn: Hook = (request, _reply, done) => {
    if (session.keptMemberRow(request)) return done();
    session.requireSignedIn(request).then(() => done(), done);
  };
  /** Loads `request.actor`, then runs `check` on it (which may throw a refusal). */
  const loadActor =
    (check: (actor: Member) => void): Hook =>
    (request, _reply, done) => {
      const settle = (row: UserRow) => {
        request.actor = toMember(row);
        check(request.actor);
      };
      const kept = session.keptMemberRow(request);
      if (kept) {
        try {
          settle(kept);
        } catch (error) {
          return done(error as FastifyError);
        }
        return done();
      }
      session
        .requireMemberRow(request)
        .then(settle)
        .then(() => done(), done);
    };
  const guard = (check: (actor: Member) => void): RouteGuard => ({
    preValidation: requireSignedIn,
    preHandler: loadActor(check),
  });
  return {
    signedIn: guard(() => undefined),
    authorize: (policy: Policy, refusal: Refusal): RouteGuard =>
      guard((actor) => assertAllowed(actor, policy, refusal)),
  };
}
