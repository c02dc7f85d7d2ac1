import { describe, expect, it } from 'vitest';
import { ROLE_KEYS, withRoles } from '../roles';
import { canReadAllTickets, canReopenTicket, TICKET_STAFF_ROLES } from './tickets';

describe('canReadAllTickets (ruling 5)', () => {
  it('is for founders, admins and support, not for other staff', () => {
    expect([...TICKET_STAFF_ROLES].sort()).toEqual(['admin', 'founder', 'support']);
    for (const role of ROLE_KEYS) {
      expect(canReadAllTickets({ roles: withRoles(role) })).toBe(
        (TICKET_STAFF_ROLES as readonly string[]).includes(role),
      );
    }
    expect(canReadAllTickets({ roles: withRoles('analyst', 'marketing') })).toBe(false);
  });
});

describe('canReopenTicket', () => {
  it('is for the ticket staff: founders, admins and support', () => {
    for (const role of ROLE_KEYS) {
      expect(canReopenTicket({ roles: withRoles(role) }), role).toBe(
        role === 'founder' || role === 'admin' || role === 'support',
      );
    }
  });
});
