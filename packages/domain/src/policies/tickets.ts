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

/**
 * Ticket staff bring a closed ticket back (closing stays /close, a founder/admin command of
 * spec §6): support answers tickets, so support may reopen one as founders and admins can.
 */
export const canReopenTicket = (actor: RoleHolder): boolean => canReadAllTickets(actor);

export const REOPEN_TICKET_REFUSAL = 'Only founders, admins and support can reopen a ticket';
