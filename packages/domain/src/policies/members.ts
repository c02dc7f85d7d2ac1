import type { RoleFlags, RoleKey } from '../roles';

type Authority = Pick<RoleFlags, 'founder' | 'admin'>;

/** Admins moderate members; only a founder moderates an admin; nobody moderates a founder. */
export function canDiscipline(actor: Authority, target: Authority): boolean {
  if (target.founder) return false;
  if (target.admin) return actor.founder;
  return actor.founder || actor.admin;
}

/** Only a founder hands out or takes away the founder and admin roles. */
export function canGrantRole(actor: Authority, role: RoleKey): boolean {
  if (role === 'founder' || role === 'admin') return actor.founder;
  return actor.founder || actor.admin;
}

export interface RoleChange {
  actor: Authority & { id: string };
  target: Authority & { id: string };
  role: RoleKey;
  granted: boolean;
}

/**
 * Why a role change from the console is refused, or null when it may go ahead. Only a founder
 * changes founder and admin roles (as the /give command); a founder's and an admin's roles are
 * changed only by those who may moderate them; and nobody removes their own founder or admin
 * role, so the console can't lock out the last person who runs it.
 */
export function roleChangeRefusal({ actor, target, role, granted }: RoleChange): string | null {
  const ownTopRole = actor.id === target.id && (role === 'founder' || role === 'admin');
  if (ownTopRole && !granted) return `You can't remove your own ${role} role.`;
  if (!canGrantRole(actor, role)) return `Only a founder can give or remove the ${role} role.`;
  if (actor.id !== target.id && (target.founder || target.admin) && !canDiscipline(actor, target))
    return "You can't change the roles of a founder or of another admin.";
  return null;
}
