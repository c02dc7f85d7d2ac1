import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { forbidden } from '../errors';
import { loadMember, type Member } from '../modules/users/member';
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
 * Throws the 403 a member gets when the policy refuses them. HTTP routes reach it through
 * `authorize`; socket handlers and services call it with the member they loaded.
 */
export function assertAllowed(actor: Member, policy: Policy, refusal: string): void {
  if (!policy(actor)) throw forbidden(refusal);
}

/**
 * The guards of HTTP routes. Both load `request.actor` (401 when signed out); `authorize`
 * then answers 403 with `refusal` unless the policy allows the actor. They run as preHandlers,
 * after the input is validated, as every route of ours did (ARCHITECTURE.md convention 2).
 */
export function createAuthorizer(deps: { db: Database; session: SessionReader }) {
  const actorOf = async (request: FastifyRequest): Promise<Member> => {
    // The first guard of a request loads the member; later ones reuse it.
    if (!(request.actor as Member | undefined))
      request.actor = await loadMember(deps.db, await deps.session.requireUserId(request));
    return request.actor;
  };
  return {
    signedIn: async (request: FastifyRequest): Promise<void> => {
      await actorOf(request);
    },
    authorize:
      (policy: Policy, refusal: string) =>
      async (request: FastifyRequest): Promise<void> =>
        assertAllowed(await actorOf(request), policy, refusal),
  };
}
