import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { badRequest } from '../../errors';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createChannelWrites, type ChannelWrites } from './channel-writes';
import { findMessage, insertMessage } from './repo';

let database: TestDatabase;
let writes: ChannelWrites;

beforeAll(async () => {
  database = await createTestDatabase();
  writes = createChannelWrites(database.handle.db);
});
afterAll(async () => {
  await database.drop();
});

const transactionId = async (tx: Tx) =>
  String(
    ((await tx.execute(sql`select txid_current() as id`)) as unknown as { rows: { id: unknown }[] })
      .rows[0]?.id,
  );

/** Stores a message by the free member and says which transaction stored it. */
const post = (channel: string, text: string) =>
  writes.write(
    channel,
    async (tx) => {
      const { row, previousId } = await insertMessage(tx, { channel, userId: 'demo-free', text });
      return { id: row.id, previousId, transaction: await transactionId(tx) };
    },
    async (stored) => stored,
  );

describe('channel writes (group commit)', () => {
  it('stores the writes that wait for a transaction together, in the order they came', async () => {
    const posted = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post('general', `burst ${i}`)),
    );
    const ids = posted.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const [i, p] of posted.entries()) if (i > 0) expect(p.previousId).toBe(ids[i - 1]);
    // The first went alone; the five that came meanwhile shared the next transaction.
    expect(new Set(posted.slice(1).map((p) => p.transaction)).size).toBe(1);
    expect(posted[0]?.transaction).not.toBe(posted[1]?.transaction);
    for (const id of ids) expect(await findMessage(database.handle.db, id)).toBeDefined();
  });

  it('answers each write after its commit, before the next transaction of the channel', async () => {
    const steps: string[] = [];
    const step = (name: string) =>
      writes.write(
        'general',
        async () => {
          steps.push(`store ${name}`);
          return name;
        },
        async (stored) => {
          await database.handle.db.execute(sql`select 1`);
          steps.push(`answer ${stored}`);
          return stored;
        },
      );
    expect(await Promise.all([step('a'), step('b'), step('c')])).toEqual(['a', 'b', 'c']);
    expect(steps).toEqual(['store a', 'answer a', 'store b', 'store c', 'answer b', 'answer c']);
  });

  it('refuses only the write that refuses, and commits the others', async () => {
    const [first, refused, last] = await Promise.allSettled([
      post('general', 'before'),
      writes.write(
        'general',
        () => Promise.reject(badRequest('not this one')),
        async () => 0,
      ),
      post('general', 'after'),
    ]);
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'bad_request' } });
    expect(first.status).toBe('fulfilled');
    expect(last.status).toBe('fulfilled');
  });

  it('fails only the write whose database error aborted the transaction', async () => {
    const opening = post('general', 'opening');
    const [kept, broken, alsoKept] = await Promise.allSettled([
      post('general', 'kept'),
      writes.write(
        'general',
        (tx) => tx.execute(sql`select 1 / 0`),
        async () => 0,
      ),
      post('general', 'also kept'),
    ]);
    await opening;
    expect(broken).toMatchObject({ status: 'rejected' });
    for (const settled of [kept, alsoKept]) {
      if (settled.status !== 'fulfilled') throw new Error('a write beside the broken one failed');
      expect(await findMessage(database.handle.db, settled.value.id)).toMatchObject({
        channel: 'general',
      });
    }
  });
});
