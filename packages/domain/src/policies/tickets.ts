import type { RoleKey } from '../roles';
import type { RoleHolder } from './actor';

/**
 * Ticket staff (ruling 5): whoever holds one of these roles reads every ticket, open or
 * closed. The server's query for ticket staff is built from this list.
 */
export const TICKET_STAFF_ROLES = [
  'founder',
  'admin',
  'support',
] as const satisfies readonly RoleKey[];

export const canReadAllTickets = ({ roles }: RoleHolder): boolean =>
  TICKET_STAFF_ROLES.some((role) => roles[role]);
