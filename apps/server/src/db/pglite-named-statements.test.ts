import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyOf } from './array-param';
import { drizzleEmbedded, embeddedClientForDrizzle, type EmbeddedClient } from './embedded-drizzle';

const notes = pgTable('notes', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  details: jsonb('details'),
  writtenAt: timestamp('written_at', { withTimezone: true, mode: 'date' }).notNull(),
});

const preparedNames = async (client: PGlite) =>
  (
    await client.query<{ name: string }>('select name from pg_prepared_statements order by name')
  ).rows.map((row) => row.name);

describe('named statements on the embedded database', () => {
  // One embedded database for the file: each new one is an initdb, seconds on a busy machine.
  let client: PGlite;
  let embedded: EmbeddedClient;
  let db: ReturnType<typeof drizzleEmbedded>;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    await client.exec(`create table notes (
      id bigint primary key, title text not null, pinned boolean not null default false,
      details jsonb, written_at timestamptz not null)`);
    embedded = embeddedClientForDrizzle(client);
    db = drizzleEmbedded(embedded, { notes });
    await db.insert(notes).values([
      {
        id: 1,
        title: 'first',
        details: { tags: ['a'] },
        writtenAt: new Date('2026-11-30T10:00:00Z'),
      },
      { id: 2, title: 'second', pinned: true, writtenAt: new Date('2026-11-30T11:00:00.5Z') },
      { id: 3, title: 'third', writtenAt: new Date('2026-11-30T12:00:00Z') },
    ]);
  });
  afterAll(() => client.close());

  it('runs a statement the code names under that name, answering as the same statement unnamed', async () => {
    const byIds = (ids: number[]) =>
      db
        .select()
        .from(notes)
        .where(anyOf(notes.id, ids, 'bigint'))
        .orderBy(notes.id);
    const unnamed = await byIds([1, 2]);
    expect(unnamed.map((note) => note.title)).toEqual(['first', 'second']);
    expect(unnamed[1]?.writtenAt).toEqual(new Date('2026-11-30T11:00:00.5Z'));
    expect(await preparedNames(client)).toEqual([]);

    expect(await byIds([1, 2]).prepare('notes_by_ids').execute()).toEqual(unnamed);
    expect(await preparedNames(client)).toEqual(['notes_by_ids']);
    // Run again with other values, and with none matching.
    const third = await byIds([3]).prepare('notes_by_ids').execute();
    expect(third.map((note) => note.title)).toEqual(['third']);
    expect(await byIds([]).prepare('notes_by_ids').execute()).toEqual([]);
    expect(await preparedNames(client)).toEqual(['notes_by_ids']);
  });

  it('binds nulls, booleans, json and dates, and answers what an insert returns', async () => {
    const insert = (id: number, details: unknown) =>
      db
        .insert(notes)
        .values({
          id,
          title: `note ${id}`,
          pinned: true,
          details,
          writtenAt: new Date('2026-12-01T00:00:00Z'),
        })
        .returning()
        .prepare('notes_insert');
    const [stored] = await insert(10, { nested: { list: [1, 'two'] } }).execute();
    expect(stored).toEqual({
      id: 10,
      title: 'note 10',
      pinned: true,
      details: { nested: { list: [1, 'two'] } },
      writtenAt: new Date('2026-12-01T00:00:00Z'),
    });
    const [withoutDetails] = await insert(11, null).execute();
    expect(withoutDetails?.details).toBeNull();
    const update = await db
      .update(notes)
      .set({ pinned: false })
      .where(eq(notes.pinned, sql.placeholder('pinned')))
      .prepare('notes_unpin')
      .execute({ pinned: true });
    expect(update.affectedRows).toBe(3);
  });

  it('runs named statements inside a transaction, and a failed one rolls the transaction back', async () => {
    const insert = (id: number) =>
      db.insert(notes).values({ id, title: 'in a transaction', writtenAt: new Date() });
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(notes)
          .values({ id: 20, title: 'kept?', writtenAt: new Date() })
          .prepare('notes_insert_plain')
          .execute();
        await tx
          .insert(notes)
          .values({ id: 1, title: 'taken', writtenAt: new Date() })
          .prepare('notes_insert_plain')
          .execute();
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await db.select().from(notes).where(eq(notes.id, 20))).toEqual([]);
    // The statement still runs after the error, alone and in a transaction.
    await insert(21).prepare('notes_insert_plain').execute();
    await db.transaction((tx) =>
      tx
        .insert(notes)
        .values({ id: 22, title: 'x', writtenAt: new Date() })
        .prepare('notes_insert_plain')
        .execute(),
    );
    const kept = await db
      .select({ id: notes.id })
      .from(notes)
      .where(sql`${notes.id} in (21, 22)`);
    expect(kept.map((note) => note.id).sort()).toEqual([21, 22]);
  });

  it("never runs inside another caller's open transaction: it waits for it", async () => {
    const countOf = (title: string) =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(notes)
        .where(eq(notes.title, title))
        .prepare('notes_count_by_title');
    let insertedInTransaction!: () => void;
    const inserted = new Promise<void>((resolve) => (insertedInTransaction = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ id: 30, title: 'never committed', writtenAt: new Date() });
        insertedInTransaction();
        await released;
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    await inserted;
    const count = countOf('never committed').execute();
    release();
    expect(await transaction).toBe('rolled back on purpose');
    expect(await count).toEqual([{ count: 0 }]);
  });

  it('prepares a statement again when its table changed under it, alone; in a transaction the error ends it', async () => {
    const everything = embedded.named('notes_everything');
    const text = 'select * from notes where id = $1';
    expect(Object.keys((await everything(text, [1])).rows[0] as object)).not.toContain('color');
    await client.exec('alter table notes add column color text');
    expect((await everything(text, [1])).rows[0]).toMatchObject({ id: 1, color: null });

    await client.exec('alter table notes drop column color');
    await expect(
      embedded.transaction!(async (tx) => {
        await tx.named('notes_everything')(text, [1]);
      }),
    ).rejects.toMatchObject({ code: '0A000', query: text });
    expect(Object.keys((await everything(text, [1])).rows[0] as object)).not.toContain('color');
  });

  it('refuses one name for two texts, and keeps no statement that failed to prepare', async () => {
    await embedded.named('notes_one')('select 1 as one', []);
    await expect(embedded.named('notes_one')('select 2 as two', [])).rejects.toThrow(
      'The statement "notes_one" was prepared for a different text',
    );
    await expect(embedded.named('notes_broken')('selec 1', [])).rejects.toMatchObject({
      code: '42601',
    });
    expect(await preparedNames(client)).not.toContain('notes_broken');
    expect((await embedded.named('notes_broken')('select 3 as three', [])).rows).toEqual([
      { three: 3 },
    ]);
  });

  it('runs nothing through a transaction that has ended, as PGlite refuses its own', async () => {
    let ended: Parameters<Parameters<typeof db.transaction>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      ended = tx;
    });
    const late = ended!
      .insert(notes)
      .values({ id: 40, title: 'after its transaction', writtenAt: new Date() })
      .prepare('notes_insert_late');
    // Another caller's transaction open meanwhile, and rolled back: nothing may run inside it.
    const other = db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ id: 41, title: 'other', writtenAt: new Date() });
        await expect(late.execute()).rejects.toMatchObject({
          cause: { message: 'Transaction is closed' },
        });
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    expect(await other).toBe('rolled back on purpose');
    expect(
      await db
        .select()
        .from(notes)
        .where(sql`${notes.id} in (40, 41)`),
    ).toEqual([]);
  });

  it('runs once a statement that itself raises "feature not supported", and again one deallocated', async () => {
    await client.exec(`create sequence notes_calls;
      create function notes_unsupported() returns bigint language plpgsql as $$
      begin perform nextval('notes_calls'); raise exception 'not here' using errcode = '0A000'; end $$`);
    await expect(
      embedded.named('notes_unsupported')('select notes_unsupported()', []),
    ).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query('select last_value from notes_calls')).rows).toEqual([
      { last_value: 1 },
    ]);

    const one = embedded.named('notes_count');
    const text = 'select count(*)::int as count from notes where id = $1';
    expect((await one(text, [1])).rows).toEqual([{ count: 1 }]);
    await client.exec('deallocate all');
    expect((await one(text, [1])).rows).toEqual([{ count: 1 }]);
    expect(await preparedNames(client)).toEqual(['notes_count']);
  });
});
