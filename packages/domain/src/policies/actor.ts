import type { RoleFlags } from '../roles';

/** Whoever a policy is asked about: a signed-in member, as the server and the web know them. */
export interface Actor {
  id: string;
  roles: RoleFlags;
}

/** What a policy that decides on roles alone needs of the actor. */
export type RoleHolder = Pick<Actor, 'roles'>;
