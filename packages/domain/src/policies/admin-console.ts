import { isFounderOrAdmin } from '../roles';
import type { RoleHolder } from './actor';

/**
 * Only a founder or an admin opens the admin console (decision 0010), and with it the banned words
 * and the audit log; the server checks every call.
 */
export const canUseAdminConsole = (actor: RoleHolder): boolean => isFounderOrAdmin(actor.roles);

/**
 * Only the founder adds products to the shop or takes them off it (decision 0059): what the
 * shop sells is the owner's decision; admins edit copy and prices of what is there.
 */
export const canManageProducts = (actor: RoleHolder): boolean => actor.roles.founder;
