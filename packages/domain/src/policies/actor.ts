import type { RoleFlags } from '../roles';

/** Whoever a policy is asked about: a signed-in member, as the server and the web know them. */
export interface Actor {
  id: string;
  roles: RoleFlags;
  /**
   * The badge tier bought (ruling 15): the entitlement table's gates read it. Absent counts as
   * tier 1 while the badge is held, so an actor built without it is never granted more.
   */
  badgeTier?: number | null;
}

/** What a policy that decides on roles alone needs of the actor. */
export type RoleHolder = Pick<Actor, 'roles'>;

/** What a policy that also reads the entitlement table needs: the roles and the badge tier. */
export type EntitledHolder = Pick<Actor, 'roles' | 'badgeTier'>;
