import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { noteWrite, onCommittedWrites } from './committed-writes';

let database: TestDatabase;
const told: string[][] = [];
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  onCommittedWrites(database.handle.db, (topics) => told.push(topics));
});
afterAll(() => database?.drop());

describe('noteWrite', () => {
  it("tells a transaction's topics once it has committed, nested ones with it", async () => {
    told.length = 0;
    await database.handle.db.transaction(async (tx) => {
      noteWrite(tx, 'a');
      await tx.transaction(async (inner) => noteWrite(inner, 'b'));
      noteWrite(tx, 'a');
      expect(told).toEqual([]);
    });
    expect(told).toEqual([['a', 'b']]);
  });

  it('tells nothing of a transaction rolled back', async () => {
    told.length = 0;
    await expect(
      database.handle.db.transaction(async (tx) => {
        noteWrite(tx, 'lost');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(told).toEqual([]);
  });

  it('tells a write made outside a transaction at once', () => {
    told.length = 0;
    noteWrite(database.handle.db, 'alone');
    expect(told).toEqual([['alone']]);
  });
});
