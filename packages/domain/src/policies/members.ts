import { formatCredits } from '../format';
import { fromCreditUnits, toCreditUnits } from '../pricing';
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

/** The most credits one adjustment from the console gives or takes. */
export const CREDIT_ADJUSTMENT_MAX = 100_000;
/** The longest ban the console gives, in days (ten years); the third ban is for good anyway. */
export const CONSOLE_BAN_MAX_DAYS = 3650;
/** How long a reason for a console adjustment or ban may be (it is kept in the audit log). */
export const STAFF_REASON_MAX = 500;

/**
 * Why a credit adjustment from the console is refused, or null when it may go ahead: a change
 * other than zero, in whole credit units, within the bound either way, never leaving the
 * member below zero (credits are never owed), and never on one's own account.
 */
export function creditAdjustmentRefusal(input: {
  actorId: string;
  targetId: string;
  current: number;
  change: number;
}): string | null {
  const { actorId, targetId, current, change } = input;
  if (actorId === targetId) return "You can't change your own credits.";
  if (!Number.isFinite(change) || toCreditUnits(change) === 0)
    return 'Give a number of credits to add (or, with a minus, to take), other than zero.';
  if (fromCreditUnits(toCreditUnits(change)) !== change)
    return 'Credits have at most 4 decimal places.';
  if (Math.abs(change) > CREDIT_ADJUSTMENT_MAX)
    return `One adjustment gives or takes at most ${formatCredits(CREDIT_ADJUSTMENT_MAX)}.`;
  if (toCreditUnits(current) + toCreditUnits(change) < 0)
    return `The member has ${formatCredits(current)}: at most that can be taken, as credits are never owed.`;
  return null;
}

/** The member's credits after an allowed adjustment, in the stored precision. */
export const creditsAfter = (current: number, change: number): number =>
  fromCreditUnits(toCreditUnits(current) + toCreditUnits(change));
