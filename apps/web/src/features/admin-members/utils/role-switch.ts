import { ROLE_KEYS, roleChangeRefusal, withRoles } from '@bbt/domain';
import type { RoleKey } from '@bbt/domain';
import type { ConsoleUser } from '../types';

export interface RoleSwitchState {
  role: RoleKey;
  /** The member holds the role. */
  checked: boolean;
  /** Why the switch can't be used by this console user, or null when it can. */
  hint: string | null;
}

/**
 * One switch per role, on or off as the member holds it, and disabled with the domain's
 * reason when flipping it would be refused: only a founder changes founder and admin roles, a
 * founder's or another admin's roles are not the console user's to change, and nobody removes
 * their own founder or admin role. The server decides again on every change.
 */
export function roleSwitches(
  actor: ConsoleUser,
  member: { id: string; roles: readonly RoleKey[] },
): RoleSwitchState[] {
  const target = { id: member.id, ...withRoles(...member.roles) };
  const self = { id: actor.id, ...actor.roles };
  return ROLE_KEYS.map((role) => {
    const checked = member.roles.includes(role);
    const hint = roleChangeRefusal({ actor: self, target, role, granted: !checked });
    return { role, checked, hint };
  });
}
