import { ORDER_STATUSES, PAYMENT_PROVIDERS } from '@bbt/domain';
import { sql, type SQL } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { databasesAtMigration } from '../../test/database-at-migration';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

type Totals = {
  day: string;
  status: string;
  demo: boolean;
  orders: number;
  takings: number;
  credits: number;
};

/** What a statement written in SQL returned, as both drivers give it. */
async function rawRows(db: Database, query: SQL): Promise<Array<Record<string, unknown>>> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** The day totals as the orders and their commissions add up, the oracle the kept ones must equal. */
async function summedFromOrders(db: Database): Promise<Totals[]> {
  return numbers(
    await rawRows(
      db,
      sql`select to_char((o.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
            o.status, o.provider = 'demo' as demo, count(*)::int as orders,
            sum(o.amount - o.refunded_amount)::text as takings,
            coalesce(sum(c.credits), 0)::text as credits
          from orders o left join commissions c on c.order_id = o.id
          group by 1, 2, 3 order by 1, 2, 3`,
    ),
  );
}

/** The rows the triggers keep, less those every order has left (a row is never deleted). */
async function keptByTriggers(db: Database): Promise<Totals[]> {
  return numbers(
    await rawRows(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, status, demo, orders,
            takings::text as takings, credits::text as credits
          from order_day_totals where orders <> 0 or takings <> 0 or credits <> 0
          order by 1, 2, 3`,
    ),
  );
}

function numbers(rows: Array<Record<string, unknown>>): Totals[] {
  return rows.map((row) => ({
    day: String(row.day),
    status: String(row.status),
    demo: Boolean(row.demo),
    orders: Number(row.orders),
    takings: Number(row.takings),
    credits: Number(row.credits),
  }));
}

async function addMembers(db: Database) {
  await db.execute(sql`insert into users (id, name, email) values
    ('buyer', 'Buyer', 'buyer@example.com'), ('inviter', 'Inviter', 'inviter@example.com')`);
}

// Two days around a midnight (UTC), so a moved order can change day.
const DAY = Date.parse('2026-03-10T00:00:00Z');
const atMinute = (minute: number) => new Date(DAY - 60_000 * 60 + minute * 60_000).toISOString();

const orderId = fc.integer({ min: 1, max: 12 }).map((n) => `order-${n}`);
const write = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    id: orderId,
    minute: fc.integer({ min: 0, max: 119 }),
    status: fc.constantFrom(...ORDER_STATUSES),
    provider: fc.constantFrom(...PAYMENT_PROVIDERS),
    cents: fc.integer({ min: 1, max: 99_999 }),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    id: orderId,
    status: fc.constantFrom(...ORDER_STATUSES),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    id: orderId,
    percent: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    id: orderId,
    minute: fc.integer({ min: 0, max: 119 }),
  }),
  fc.record({
    kind: fc.constant('provider' as const),
    id: orderId,
    provider: fc.constantFrom(...PAYMENT_PROVIDERS),
  }),
  fc.record({
    kind: fc.constant('commission' as const),
    id: orderId,
    credits: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({ kind: fc.constant('uncommission' as const), id: orderId }),
  fc.record({ kind: fc.constant('delete' as const), id: orderId }),
  fc.record({ kind: fc.constant('expire-all' as const) }),
  fc.record({ kind: fc.constant('capture-id' as const), id: orderId }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

/** One write of the kind the app, the sweep or SQL by hand makes; a write that does not apply does nothing. */
async function apply(db: Database, w: Write): Promise<void> {
  switch (w.kind) {
    case 'insert':
      await db.execute(sql`insert into orders (id, user_id, provider, provider_order_id, status, amount, currency, created_at)
        values (${w.id}, 'buyer', ${w.provider}, ${`pp-${w.id}`}, ${w.status}, ${w.cents / 100}, 'USD', ${atMinute(w.minute)})
        on conflict do nothing`);
      return;
    case 'status':
      await db.execute(sql`update orders set status = ${w.status} where id = ${w.id}`);
      return;
    case 'refund':
      await db.execute(
        sql`update orders set refunded_amount = round(amount * ${w.percent} / 100, 2) where id = ${w.id}`,
      );
      return;
    case 'move':
      await db.execute(
        sql`update orders set created_at = ${atMinute(w.minute)} where id = ${w.id}`,
      );
      return;
    case 'provider':
      await db.execute(sql`update orders set provider = ${w.provider} where id = ${w.id}`);
      return;
    case 'commission':
      await db.execute(sql`insert into commissions (order_id, inviter_id, invitee_id, credits)
        select id, 'inviter', 'buyer', ${w.credits / 10_000} from orders where id = ${w.id}
        on conflict (order_id) do update set credits = excluded.credits`);
      return;
    case 'uncommission':
      await db.execute(sql`delete from commissions where order_id = ${w.id}`);
      return;
    case 'delete':
      await db.execute(sql`delete from orders where id = ${w.id}`);
      return;
    case 'expire-all':
      await db.execute(
        sql`update orders set status = 'expired' where status in ('created', 'pending')`,
      );
      return;
    case 'capture-id':
      await db.execute(sql`update orders set capture_id = ${`capture-${w.id}`} where id = ${w.id}`);
      return;
  }
}

describe('the orders kept per day (order_day_totals, decision 0090)', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    db = database.handle.db;
    await addMembers(db);
  });
  afterAll(() => database.drop());

  it('equal the orders and their commissions summed, after any sequence of inserts, status changes, refunds, moves, commissions and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 40 }), async (writes) => {
        for (const w of writes) await apply(db, w);
        expect(await keptByTriggers(db)).toEqual(await summedFromOrders(db));
      }),
      { numRuns: 60, seed: 20261130 },
    );
    // The runs left orders behind: the property held over totals that were not all empty.
    expect((await summedFromOrders(db)).length).toBeGreaterThan(0);
  });

  /** No orders and no totals: each test below starts exact whatever the one before left. */
  async function startEmpty() {
    await db.execute(sql`delete from orders`);
    await db.execute(sql`delete from order_day_totals`);
  }

  it('stay exact when orders of one day are written and changed at the same time', async () => {
    await startEmpty();
    const ids = Array.from({ length: 24 }, (_, n) => `together-${n}`);
    await Promise.all(
      ids.map((id, n) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into orders (id, user_id, provider, provider_order_id, status, amount, currency, created_at)
            values (${id}, 'buyer', 'paypal', ${`pp-${id}`}, 'created', 10, 'USD', ${atMinute(70)})`);
          await tx.execute(
            sql`update orders set status = ${n % 2 ? 'completed' : 'refunded'} where id = ${id}`,
          );
        }),
      ),
    );
    // Then both ways between the same two rows at once: completed to refunded and back.
    await Promise.all(
      ids.map((id, n) =>
        db.execute(
          n % 2
            ? sql`update orders set status = 'refunded' where id = ${id}`
            : sql`update orders set status = 'completed' where id = ${id}`,
        ),
      ),
    );
    const kept = await keptByTriggers(db);
    expect(kept).toEqual(await summedFromOrders(db));
    expect(kept.map(({ status, orders }) => [status, orders])).toEqual([
      ['completed', 12],
      ['refunded', 12],
    ]);
  });

  /**
   * Runs `holder` in a transaction kept open a moment after it wrote, and `other` meanwhile: on
   * PostgreSQL `other` meets the holder's locks, as a write of another request would; the
   * embedded database runs them one after the other.
   */
  async function whileHeld(
    holder: (tx: Database) => Promise<unknown>,
    other: (tx: Database) => Promise<unknown>,
  ) {
    let wrote: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const held = db.transaction(async (tx) => {
      await holder(tx as unknown as Database);
      wrote();
      await sleep(300);
    });
    await written;
    await Promise.all([held, db.transaction((tx) => other(tx as unknown as Database))]);
  }

  const insertOrder = (id: string, status: string) =>
    db.execute(sql`insert into orders (id, user_id, provider, provider_order_id, status, amount, currency, created_at)
      values (${id}, 'buyer', 'paypal', ${`pp-${id}`}, ${status}, 10, 'USD', ${atMinute(70)})`);

  it("move a commission's credits with its order when the commission and the order's status change at once", async () => {
    const refundAsked = (tx: Database) =>
      tx.execute(sql`update orders set status = 'refund_pending' where id = 'raced'`);
    const credited = (tx: Database) =>
      tx.execute(
        sql`insert into commissions (order_id, inviter_id, invitee_id, credits) values ('raced', 'inviter', 'buyer', 5)`,
      );
    for (const [holder, other] of [
      [refundAsked, credited],
      [credited, refundAsked],
    ]) {
      await startEmpty();
      await insertOrder('raced', 'completed');
      await whileHeld(holder!, other!);
      expect(await keptByTriggers(db)).toEqual(await summedFromOrders(db));
      expect(await keptByTriggers(db)).toEqual([
        expect.objectContaining({ status: 'refund_pending', orders: 1, credits: 5 }),
      ]);
    }
  });

  it("let the sweep expire a day's created and failed orders while another order of that day is cancelled and one declined", async () => {
    await startEmpty();
    // Written in this order, the sweep's scan meets the failed order before the created one.
    await insertOrder('swept-failed', 'failed');
    await insertOrder('swept-created', 'created');
    await insertOrder('cancelled', 'created');
    await insertOrder('declined', 'created');
    let sweep: Promise<unknown> | undefined;
    await whileHeld(
      async (tx) => {
        await tx.execute(sql`update orders set status = 'cancelled' where id = 'cancelled'`);
        // Scanned in the table's order, as PostgreSQL plans it once most orders match: the failed
        // order's rows are then written before the created one's.
        sweep = db.transaction(async (sweeper) => {
          await sweeper.execute(sql`set local enable_indexscan = off`);
          await sweeper.execute(sql`set local enable_bitmapscan = off`);
          await sweeper.execute(
            sql`update orders set status = 'expired' where status in ('created', 'failed') and id like 'swept-%'`,
          );
        });
        await sleep(100);
        await tx.execute(sql`update orders set status = 'failed' where id = 'declined'`);
      },
      async () => undefined,
    );
    await sweep;
    expect(await keptByTriggers(db)).toEqual(await summedFromOrders(db));
    expect((await keptByTriggers(db)).map(({ status, orders }) => [status, orders])).toEqual([
      ['cancelled', 1],
      ['expired', 2],
      ['failed', 1],
    ]);
  });
});

describe('migration 0055: the orders a server already has are counted', () => {
  const databases = databasesAtMigration();
  afterAll(() => databases.close());

  it('fills the day totals from the orders and commissions there, then keeps them', async () => {
    const handle = await databases.upTo('0054_message_mentions_members_flag');
    const { db } = handle;
    await addMembers(db);
    await db.execute(sql`insert into orders (id, user_id, provider, provider_order_id, status, amount, refunded_amount, currency, created_at) values
      ('a', 'buyer', 'paypal', 'pp-a', 'completed', 49.99, 10, 'USD', '2026-03-09T23:59:59Z'),
      ('b', 'buyer', 'paypal', 'pp-b', 'completed', 20, 0, 'USD', '2026-03-10T00:00:00Z'),
      ('c', 'buyer', 'demo', 'pp-c', 'completed', 20, 0, 'USD', '2026-03-10T08:00:00Z'),
      ('d', 'buyer', 'paypal', 'pp-d', 'expired', 5, 0, 'USD', '2026-03-10T09:00:00Z')`);
    await db.execute(sql`insert into commissions (order_id, inviter_id, invitee_id, credits) values
      ('a', 'inviter', 'buyer', 2.4995), ('c', 'inviter', 'buyer', 1)`);

    await handle.migrate();
    expect(await keptByTriggers(db)).toEqual([
      {
        day: '2026-03-09',
        status: 'completed',
        demo: false,
        orders: 1,
        takings: 39.99,
        credits: 2.4995,
      },
      { day: '2026-03-10', status: 'completed', demo: false, orders: 1, takings: 20, credits: 0 },
      { day: '2026-03-10', status: 'completed', demo: true, orders: 1, takings: 20, credits: 1 },
      { day: '2026-03-10', status: 'expired', demo: false, orders: 1, takings: 5, credits: 0 },
    ]);

    await db.execute(
      sql`update orders set status = 'refunded', refunded_amount = 20 where id = 'b'`,
    );
    expect(await keptByTriggers(db)).toEqual(await summedFromOrders(db));
  });
});
