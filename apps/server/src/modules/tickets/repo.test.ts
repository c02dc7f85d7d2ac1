import { ticketSlug } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createTicket } from './repo';

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
