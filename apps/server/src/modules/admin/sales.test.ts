import type { BadgeTier, OrderStatus } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissions, mailingList, orderLines, orders, products } from '../../db/schema';
import { createMember } from '../../test/factories';
import { signInAs, type TestApp } from '../../test/test-app';
import { createAdminTestApp, expectError } from './test-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await signInAs(t.app, 'admin');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
const ok = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

describe('mailing list', () => {
  const base = Date.parse('2024-05-01T09:00:00Z');
  const READERS = Array.from({ length: 57 }, (_, i) => ({
    email: `reader-${String(i + 1).padStart(2, '0')}@example.com`,
    createdAt: new Date(base + (i + 1) * 60_000),
  }));
  const EDGES = [
    'a"b@example.com',
    '=cmd@example.com',
    '+plus@example.com',
    '-minus@example.com',
    '@at@example.com',
    'élodie@exämple.com',
  ].map((email, i) => ({ email, createdAt: new Date(base - (i + 1) * 60_000) }));
  const TOTAL = READERS.length + EDGES.length;
  type Entry = { id: number; email: string; createdAt: string };

  beforeAll(async () => {
    await t.db.insert(mailingList).values([...READERS, ...EDGES]);
  });

  it('lists newest first, 50 by default, with the total', async () => {
    const body = await ok('/api/admin/mailing-list');
    expect(body.total).toBe(TOTAL);
    expect(body.entries).toHaveLength(50);
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      email: 'reader-57@example.com',
      createdAt: READERS[56]!.createdAt.toISOString(),
    });
    const times = body.entries.map((e: Entry) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages through every entry exactly once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < TOTAL + 20; offset += 20) {
      const body = await ok(`/api/admin/mailing-list?offset=${offset}&limit=20`);
      expect(body.total).toBe(TOTAL);
      expect(body.entries.length).toBe(Math.max(0, Math.min(20, TOTAL - offset)));
      seen.push(...body.entries.map((e: Entry) => e.email));
    }
    const all = (await ok('/api/admin/mailing-list?limit=100')).entries.map((e: Entry) => e.email);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(TOTAL);
  });

  it('searches part of the email, case-insensitively, with the matching total', async () => {
    const body = await ok('/api/admin/mailing-list?search=READER-0&limit=5');
    expect(body.total).toBe(9);
    expect(body.entries.map((e: Entry) => e.email)).toEqual([
      'reader-09@example.com',
      'reader-08@example.com',
      'reader-07@example.com',
      'reader-06@example.com',
      'reader-05@example.com',
    ]);
    const accented = await ok(`/api/admin/mailing-list?search=${encodeURIComponent('exämple')}`);
    expect(accented.entries.map((e: Entry) => e.email)).toEqual(['élodie@exämple.com']);
    expect((await ok('/api/admin/mailing-list?search=nobody-here')).total).toBe(0);
    // Wildcards of SQL LIKE are plain characters in a search.
    expect((await ok('/api/admin/mailing-list?search=%25')).total).toBe(0);
    expect((await ok('/api/admin/mailing-list?search=_')).total).toBe(0);
  });

  it.each(['limit=0', 'limit=101', 'offset=-1', 'limit=ten'])('refuses %s with 400', async (q) => {
    expectError(await get(`/api/admin/mailing-list?${q}`), 400);
  });

  it('exports a spreadsheet-safe UTF-8 CSV', async () => {
    const response = await get('/api/admin/mailing-list/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; ?charset=utf-8$/i);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mailing-list-${today}.csv"`,
    );
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n$/, '').split('\r\n');
    expect(lines[0]).toBe('"email","subscribed_at"');
    expect(lines).toHaveLength(TOTAL + 1);
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*","(?:[^"]|"")*"$/);
    expect(lines).toContain(`"reader-01@example.com","${READERS[0]!.createdAt.toISOString()}"`);
    const emails = lines.slice(1).map((line) => line.slice(0, line.indexOf('","') + 1));
    expect(emails).toEqual(
      expect.arrayContaining([
        '"a""b@example.com"',
        `"'=cmd@example.com"`,
        `"'+plus@example.com"`,
        `"'-minus@example.com"`,
        `"'@at@example.com"`,
        '"élodie@exämple.com"',
      ]),
    );
  });

  it('exports only what the search matches', async () => {
    const response = await get('/api/admin/mailing-list/export.csv?search=LODIE');
    const lines = response.rawPayload
      .subarray(3)
      .toString('utf8')
      .replace(/\r\n$/, '')
      .split('\r\n');
    expect(lines).toEqual([
      '"email","subscribed_at"',
      `"élodie@exämple.com","${EDGES[5]!.createdAt.toISOString()}"`,
    ]);
  });
});

describe('orders', () => {
  type Line = { key: 'indicator' | 'badge' | 'signals'; tier?: BadgeTier; price: number };
  const ids: Record<string, string> = {};
  let olga: { id: string; name: string; email: string };
  let pavel: { id: string; name: string; email: string };
  let inviter: { id: string; name: string };
  const INDICATOR: Line = { key: 'indicator', price: 34.99 };
  const SIGNALS: Line = { key: 'signals', price: 19.99 };
  const badge = (tier: BadgeTier, price: number): Line => ({ key: 'badge', tier, price });
  let productRows: Array<typeof products.$inferSelect> = [];
  const product = (key: string) => productRows.find((p) => p.key === key)!;

  const add = async (
    name: string,
    buyer: string,
    at: string,
    status: OrderStatus,
    lines: Line[],
    provider: 'paypal' | 'demo' = 'paypal',
  ) => {
    const id = `order-${name}`;
    ids[name] = id;
    const amount = lines.reduce((sum, l) => sum + Math.round(l.price * 100), 0) / 100;
    await t.db.insert(orders).values({
      id,
      userId: buyer,
      provider,
      providerOrderId: `${provider}-${name}`,
      status,
      amount,
      currency: 'USD',
      captureId: status === 'completed' ? `CAP-${name}` : null,
      failureReason: status === 'failed' ? 'declined by the bank' : null,
      createdAt: new Date(at),
      completedAt: status === 'completed' ? new Date(Date.parse(at) + 60_000) : null,
    });
    await t.db.insert(orderLines).values(
      lines.map((l) => ({
        orderId: id,
        productId: product(l.key).id,
        productKey: l.key,
        title: product(l.key).title,
        tier: l.tier ?? null,
        unitPrice: l.price,
      })),
    );
  };

  beforeAll(async () => {
    olga = await createMember(t.db, { name: 'Olga Buyer' });
    pavel = await createMember(t.db, { name: 'Pavel Buyer' });
    inviter = await createMember(t.db, {
      name: 'Ines Inviter',
      roles: ['marketing', 'free_member'],
    });
    productRows = await t.db.select().from(products);
    await add('o7', pavel.id, '2024-03-03T23:59:59Z', 'completed', [INDICATOR]);
    await add('o1', olga.id, '2024-03-04T10:00:00Z', 'completed', [INDICATOR]);
    await add('o3', pavel.id, '2024-03-05T00:00:00Z', 'completed', [SIGNALS, badge(1, 7.99)]);
    await add('o2', olga.id, '2024-03-05T23:59:59Z', 'failed', [badge(2, 12.99)]);
    await add('o4', pavel.id, '2024-03-07T12:00:00Z', 'pending', [INDICATOR]);
    await add('o5', olga.id, '2024-03-12T08:00:00Z', 'completed', [badge(3, 14.99)]);
    await add('o6', pavel.id, '2024-03-20T18:00:00Z', 'completed', [SIGNALS]);
    await add('o8', olga.id, '2024-04-02T09:30:00Z', 'expired', [badge(1, 7.99)]);
    await t.db.insert(commissions).values({
      orderId: ids.o3!,
      inviterId: inviter.id,
      inviteeId: pavel.id,
      credits: 11.19,
      createdAt: new Date('2024-03-05T00:05:00Z'),
    });
  });

  const listed = async (query: string) => {
    const body = await ok(`/api/admin/orders?${query}`);
    return {
      names: body.orders.map((o: { id: string }) => o.id.replace('order-', '')),
      total: body.total,
    };
  };

  it.each([
    ['', ['o8', 'o6', 'o5', 'o4', 'o2', 'o3', 'o1', 'o7']],
    ['from=2024-03-04&to=2024-03-05', ['o2', 'o3', 'o1']],
    ['from=2024-03-05&to=2024-03-05', ['o2', 'o3']],
    ['from=2024-03-04', ['o8', 'o6', 'o5', 'o4', 'o2', 'o3', 'o1']],
    ['to=2024-03-04', ['o1', 'o7']],
    ['product=badge', ['o8', 'o5', 'o2', 'o3']],
    ['status=completed', ['o6', 'o5', 'o3', 'o1', 'o7']],
    ['status=expired', ['o8']],
    ['status=created', []],
    ['status=pending', ['o4']],
    ['status=failed&product=badge', ['o2']],
    ['product=signals&status=completed&from=2024-03-05&to=2024-03-31', ['o6', 'o3']],
    ['from=2024-06-01', []],
    // The search: part of the buyer's name, any case; ids exactly; with the other filters.
    ['q=olga', ['o8', 'o5', 'o2', 'o1']],
    ['q=%20%20oLGA%20bUY%20', ['o8', 'o5', 'o2', 'o1']],
    ['q=olga&status=completed&from=2024-03-05', ['o5']],
    ['q=order-o3', ['o3']],
    ['q=paypal-o4', ['o4']],
    ['q=CAP-o5', ['o5']],
    ['q=o3', []],
    ['q=Buyer&product=signals', ['o6', 'o3']],
    // LIKE's wildcards are searched as themselves.
    ['q=%25', []],
    ['q=_', []],
    ['q=', ['o8', 'o6', 'o5', 'o4', 'o2', 'o3', 'o1', 'o7']],
  ])('filters ?%s', async (query, expected) => {
    expect(await listed(query)).toEqual({ names: expected, total: expected.length });
  });

  it("finds a buyer's orders by part of their email, and refuses a search too long", async () => {
    const part = pavel.email.slice(0, pavel.email.indexOf('@')).toUpperCase();
    expect(await listed(`q=${encodeURIComponent(part)}`)).toEqual({
      names: ['o6', 'o4', 'o3', 'o7'],
      total: 4,
    });
    expectError(await get(`/api/admin/orders?q=${'x'.repeat(201)}`), 400);
    const report = await ok('/api/admin/orders/report?from=2024-03-01&to=2024-03-31&q=olga');
    expect(report.totals).toMatchObject({ completed: 2, revenue: 49.98 });
  });

  it('pages newest first with the total of the filter', async () => {
    const pages = [];
    for (const offset of [0, 3, 6]) pages.push(await listed(`limit=3&offset=${offset}`));
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages.map((p) => p.names)).toEqual([
      ['o8', 'o6', 'o5'],
      ['o4', 'o2', 'o3'],
      ['o1', 'o7'],
    ]);
  });

  it('presents an order with its buyer and lines', async () => {
    const body = await ok('/api/admin/orders?from=2024-03-05&to=2024-03-05&status=completed');
    expect(body.orders).toEqual([
      {
        id: ids.o3,
        createdAt: '2024-03-05T00:00:00.000Z',
        completedAt: '2024-03-05T00:01:00.000Z',
        status: 'completed',
        provider: 'paypal',
        amount: 27.98,
        refundedAmount: 0,
        currency: 'USD',
        buyer: { id: pavel.id, name: 'Pavel Buyer', email: pavel.email },
        lines: expect.arrayContaining([
          { productKey: 'signals', title: 'Premium Signals', tier: null, unitPrice: 19.99 },
          { productKey: 'badge', title: 'Blue Badge Trader', tier: 1, unitPrice: 7.99 },
        ]),
      },
    ]);
    expect(body.orders[0].lines).toHaveLength(2);
  });

  const report = async (query: string) => ok(`/api/admin/orders/report?${query}`);
  const bucket = (start: string, orders = 0, completed = 0, revenue = 0) => ({
    start,
    orders,
    completed,
    revenue,
  });

  it('reports per day: consecutive days, empty ones included, revenue of completed orders only', async () => {
    const body = await report('from=2024-03-04&to=2024-03-10&interval=day');
    expect(body.interval).toBe('day');
    expect(body.buckets).toEqual([
      bucket('2024-03-04', 1, 1, 34.99),
      bucket('2024-03-05', 2, 1, 27.98),
      bucket('2024-03-06'),
      bucket('2024-03-07', 1, 0, 0),
      bucket('2024-03-08'),
      bucket('2024-03-09'),
      bucket('2024-03-10'),
    ]);
    expect(body.totals).toMatchObject({ orders: 4, completed: 2 });
    expect(body.totals.revenue).toBeCloseTo(62.97, 2);
    expect(body.totals.commissions).toBeCloseTo(11.19, 4);
    expect((await report('from=2024-03-04&to=2024-03-05')).interval).toBe('day');
  });

  it('reports per week from Monday, empty weeks included', async () => {
    const body = await report('from=2024-03-04&to=2024-04-02&interval=week');
    expect(body.buckets).toEqual([
      bucket('2024-03-04', 4, 2, 62.97),
      bucket('2024-03-11', 1, 1, 14.99),
      bucket('2024-03-18', 1, 1, 19.99),
      bucket('2024-03-25'),
      // o8 expired unpaid: abandoned orders are not counted.
      bucket('2024-04-01', 0, 0, 0),
    ]);
    expect(body.totals).toMatchObject({ orders: 6, completed: 4, demo: 0 });
    expect(body.totals.revenue).toBeCloseTo(97.95, 2);
    expect(body.totals.commissions).toBeCloseTo(11.19, 4);

    const midWeek = await report('from=2024-03-06&to=2024-03-20&interval=week');
    expect(midWeek.buckets).toEqual([
      bucket('2024-03-04', 1, 0, 0),
      bucket('2024-03-11', 1, 1, 14.99),
      bucket('2024-03-18', 1, 1, 19.99),
    ]);
    expect(midWeek.totals.commissions).toBe(0);
  });

  it('applies the filters to the report', async () => {
    const body = await report('from=2024-03-04&to=2024-03-06&status=completed');
    expect(body.buckets).toEqual([
      bucket('2024-03-04', 1, 1, 34.99),
      bucket('2024-03-05', 1, 1, 27.98),
      bucket('2024-03-06'),
    ]);
    const badge = await report('from=2024-03-04&to=2024-03-06&product=badge');
    expect(badge.buckets.map((b: { orders: number }) => b.orders)).toEqual([0, 2, 0]);
  });

  it('reports the last 30 days by default', async () => {
    const body = await report('');
    const today = new Date().toISOString().slice(0, 10);
    const first = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000);
    expect(body.buckets).toHaveLength(30);
    expect(body.buckets[0].start).toBe(first.toISOString().slice(0, 10));
    expect(body.buckets.at(-1).start).toBe(today);
    expect(body.totals).toEqual({ orders: 0, completed: 0, revenue: 0, commissions: 0, demo: 0 });
  });

  it('shows one order with its payment details and commission', async () => {
    const { order } = await ok(`/api/admin/orders/${ids.o3}`);
    expect(order).toMatchObject({
      id: ids.o3,
      status: 'completed',
      amount: 27.98,
      providerOrderId: 'paypal-o3',
      captureId: 'CAP-o3',
      failureReason: null,
      buyer: { id: pavel.id, name: 'Pavel Buyer' },
      commission: {
        inviter: { id: inviter.id, name: 'Ines Inviter' },
        credits: 11.19,
        createdAt: '2024-03-05T00:05:00.000Z',
      },
    });
    expect(order.lines).toHaveLength(2);

    const failed = (await ok(`/api/admin/orders/${ids.o2}`)).order;
    expect(failed).toMatchObject({
      status: 'failed',
      completedAt: null,
      captureId: null,
      failureReason: 'declined by the bank',
      commission: null,
      lines: [{ productKey: 'badge', tier: 2, unitPrice: 12.99 }],
    });
    expectError(await get('/api/admin/orders/order-does-not-exist'), 404);
  });

  it('lists commissions paid in a date range', async () => {
    const body = await ok('/api/admin/commissions?from=2024-03-01&to=2024-03-31');
    expect(body).toEqual({
      total: 1,
      commissions: [
        {
          orderId: ids.o3,
          inviter: { id: inviter.id, name: 'Ines Inviter' },
          invitee: { id: pavel.id, name: 'Pavel Buyer' },
          credits: 11.19,
          createdAt: '2024-03-05T00:05:00.000Z',
        },
      ],
    });
    expect(await ok('/api/admin/commissions?from=2024-03-06')).toEqual({
      total: 0,
      commissions: [],
    });
  });

  it.each([
    '/api/admin/orders?from=2024-03-10&to=2024-03-01',
    '/api/admin/orders?from=2024-3-1',
    '/api/admin/orders?from=2024-02-30',
    '/api/admin/orders?to=yesterday',
    '/api/admin/orders?status=paid',
    '/api/admin/orders?limit=0',
    '/api/admin/orders?limit=1000',
    '/api/admin/orders?offset=-1',
    '/api/admin/orders/report?interval=month',
    '/api/admin/orders/report?from=2024-03-10&to=2024-03-01',
    '/api/admin/orders/report?from=2024-13-01',
    '/api/admin/orders/report?status=paid',
    '/api/admin/commissions?from=2024-03-10&to=2024-03-01',
    '/api/admin/commissions?from=03/01/2024',
    '/api/admin/commissions?limit=0',
    '/api/admin/commissions?limit=1000',
  ])('refuses %s with 400', async (url) => {
    expectError(await get(url), 400);
  });

  it('reports at most 3660 days, both ends counted (the console checks the same rule)', async () => {
    const longest = await get('/api/admin/orders/report?from=2016-01-01&to=2026-01-07');
    expect(longest.statusCode, longest.body).toBe(200);
    const tooLong = await get('/api/admin/orders/report?from=2016-01-01&to=2026-01-08');
    expectError(tooLong, 400);
    expect(tooLong.json().error.code).toBe('range_too_long');
  });

  // Runs last: its orders are in a year of their own, away from the lists above.
  it('counts neither demo payments as revenue nor abandoned orders as orders', async () => {
    await add('p1', olga.id, '2025-01-06T09:00:00Z', 'completed', [INDICATOR]);
    await add('p2', pavel.id, '2025-01-06T10:00:00Z', 'completed', [SIGNALS], 'demo');
    await add('p3', pavel.id, '2025-01-06T11:00:00Z', 'cancelled', [badge(1, 7.99)]);
    await add('p4', olga.id, '2025-01-06T12:00:00Z', 'expired', [badge(2, 12.99)]);
    await add('p5', olga.id, '2025-01-06T13:00:00Z', 'refunded', [SIGNALS]);

    const body = await report('from=2025-01-06&to=2025-01-06');
    expect(body.buckets).toEqual([bucket('2025-01-06', 2, 1, 34.99)]);
    expect(body.totals).toMatchObject({ orders: 2, completed: 1, revenue: 34.99, demo: 1 });
    const { order } = await ok(`/api/admin/orders/${ids.p2}`);
    expect(order).toMatchObject({ provider: 'demo', status: 'completed' });

    // A paid order partly refunded counts what was kept of it (decision 0058).
    await t.db
      .update(orders)
      .set({ refundedAmount: 10 })
      .where(eq(orders.id, ids.p1 ?? ''));
    const net = await report('from=2025-01-06&to=2025-01-06');
    expect(net.buckets).toEqual([bucket('2025-01-06', 2, 1, 24.99)]);
    expect(net.totals).toMatchObject({ completed: 1, revenue: 24.99 });
  });

  // Runs after the lists: its orders are in a year of their own.
  it('exports the orders the filters select as a spreadsheet-safe CSV', async () => {
    const mallory = await createMember(t.db, { name: '=HYPERLINK("http://evil","Mallory")' });
    await add('x1', mallory.id, '2023-05-01T10:00:00Z', 'completed', [badge(2, 12.99), SIGNALS]);
    await add('x2', olga.id, '2023-05-02T10:00:00Z', 'failed', [INDICATOR]);
    await add('x3', olga.id, '2023-05-03T10:00:00Z', 'completed', [INDICATOR]);

    const csv = async (query: string) => {
      const response = await get(`/api/admin/orders/export.csv?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv; ?charset=utf-8$/i);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      return response.rawPayload.subarray(3).toString('utf8').replace(/\r\n$/, '').split('\r\n');
    };
    const lines = await csv('from=2023-05-01&to=2023-05-31');
    expect(lines[0]).toBe(
      '"order_id","created_at","paid_at","status","provider","amount","refunded_amount","currency","buyer_name","buyer_email","items","provider_order_id","capture_id","refund_id","refunded_at"',
    );
    expect(lines.slice(1).map((line) => line.slice(1, line.indexOf('"', 1)))).toEqual([
      ids.x3,
      ids.x2,
      ids.x1,
    ]);
    expect(lines[3]).toBe(
      `"${ids.x1}","2023-05-01T10:00:00.000Z","2023-05-01T10:01:00.000Z","completed","paypal","32.98","0.00","USD",` +
        `"'=HYPERLINK(""http://evil"",""Mallory"")","${mallory.email}","Blue Badge Trader (tier 2); Premium Signals","paypal-x1","CAP-x1","",""`,
    );
    // The list's filters, search included, select the rows.
    expect(await csv('from=2023-05-01&to=2023-05-31&q=olga&status=completed')).toEqual([
      lines[0],
      lines[1],
    ]);
    expectError(await get('/api/admin/orders/export.csv?from=2023-06-01&to=2023-05-01'), 400);
    expectError(await get('/api/admin/orders/export.csv?status=paid'), 400);
  });

  // Runs last, over every order above: demo payments, a partial refund, a commission, orders on
  // each side of midnight. Dates and a status are answered from the totals kept per day
  // (decision 0090); a search makes the same figures be summed from the orders themselves, and
  // a search every buyer's email matches ("@") selects the same orders.
  it('answers from the totals kept per day as from the orders summed', async () => {
    const ranges = [
      '',
      'from=2023-05-01&to=2025-01-31',
      'from=2024-03-04&to=2024-03-05',
      'from=2024-03-05&to=2024-03-05',
      'from=2025-01-06&to=2025-01-06',
      'from=2024-03-06&to=2024-04-02',
    ];
    const statuses = ['', 'status=completed', 'status=expired', 'status=failed'];
    let compared = 0;
    for (const range of ranges) {
      for (const status of statuses) {
        const query = [range, status].filter(Boolean).join('&');
        const summed = [query, 'q=%40'].filter(Boolean).join('&');
        expect((await listed(summed)).total, summed).toBe((await listed(query)).total);
        if (!range) continue;
        for (const interval of ['day', 'week']) {
          const kept = await report(`${query}&interval=${interval}`);
          expect(await report(`${summed}&interval=${interval}`), summed).toEqual(kept);
          compared += kept.totals.orders + kept.totals.demo;
        }
      }
    }
    // The comparison saw orders, not only empty ranges.
    expect(compared).toBeGreaterThan(20);
  });
});
