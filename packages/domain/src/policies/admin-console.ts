import { isFounderOrAdmin } from '../roles';
import type { RoleHolder } from './actor';

/**
 * Only a founder or an admin opens the admin console (decision 0010), and with it the banned words
 * and the audit log; the server checks every call.
 */
export const canUseAdminConsole = (actor: RoleHolder): boolean => isFounderOrAdmin(actor.roles);
