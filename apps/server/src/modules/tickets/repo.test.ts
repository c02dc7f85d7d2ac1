import { canReadAllTickets, ROLE_KEYS, ticketSlug, withRoles } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createTicket, ticketStaffIds } from './repo';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

describe('ticket numbers', () => {
  it('stay consecutive after a creation that failed or was rolled back', async () => {
    const { db } = test.handle;
    const opener = await createMember(db, { name: 'Opener' });
    const first = await createTicket(db, opener.id);

    // Fails inside createTicket: the opener doesn't exist.
    await expect(createTicket(db, 'no-such-member')).rejects.toThrow();
    // Fails after it, in the caller's transaction.
    await expect(
      db.transaction(async (tx) => {
        await createTicket(tx, opener.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    const second = await createTicket(db, opener.id);
    expect(second.number).toBe(first.number + 1);
    expect(second.name).toBe(ticketSlug(first.number + 1));
  });
});

describe('ticket staff', () => {
  it('are exactly the members the domain lets read every ticket, role by role', async () => {
    const { db } = test.handle;
    const holders = await Promise.all(
      ROLE_KEYS.map(async (role) => ({
        role,
        id: (await createMember(db, { name: `Only ${role}`, roles: [role] })).id,
      })),
    );
    const staff = new Set(await ticketStaffIds(db));
    for (const { role, id } of holders) {
      expect(staff.has(id), role).toBe(canReadAllTickets({ roles: withRoles(role) }));
    }
    expect(holders.filter(({ id }) => staff.has(id)).length).toBeGreaterThan(0);
  });
});
