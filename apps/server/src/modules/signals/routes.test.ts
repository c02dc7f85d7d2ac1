import { DEV_PERSONAS } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signals } from './schema';
import { personaApp } from '../../test/persona-app';
import { updateMemberRow, type Persona } from '../../test/test-app';
import { collect, connectWithCookie, eventually, listen } from '../../test/test-sockets';

const personas = personaApp();
const { call, cookies } = personas;
const post = (
  persona: Persona,
  body: object = { name: 'EURUSD long', entry: 1.08, exit: 1.1, profit: '+1.8%' },
) => call(persona, 'POST', '/api/signals', body);

describe('signals room', () => {
  it('lets only founder and analyst post, close and delete', async () => {
    for (const persona of DEV_PERSONAS) {
      const created = await post(persona);
      const allowed = persona === 'founder' || persona === 'analyst';
      expect(created.statusCode, persona).toBe(allowed ? 201 : 403);
    }
    const [target] = await personas.t.db
      .insert(signals)
      .values({ name: 'BTC', entry: 60000, exit: 64000, profit: '+6%', analystId: 'demo-analyst' })
      .returning();
    for (const persona of ['admin', 'support', 'premium', 'free'] as const) {
      expect(
        (
          await call(persona, 'POST', `/api/signals/${target!.id}/close`, {
            position: 'long',
            pl: '+3%',
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(persona, 'DELETE', `/api/signals/${target!.id}`)).statusCode).toBe(403);
    }
    const [unchanged] = await personas.t.db
      .select()
      .from(signals)
      .where(eq(signals.id, target!.id));
    expect(unchanged).toMatchObject({ active: true, deletedAt: null });
    expect((await call(null, 'GET', '/api/signals')).statusCode).toBe(401);
  });

  it('shows active signals to premium signals, staff and analysts only; history and figures to all', async () => {
    const readers: Record<string, boolean> = {};
    for (const persona of DEV_PERSONAS) {
      const body = (await call(persona, 'GET', '/api/signals')).json();
      readers[persona] = body.canRead;
      if (!body.canRead) expect(body.active).toEqual([]);
      else expect(body.active.length).toBeGreaterThan(0);
    }
    expect(readers).toEqual({
      founder: true,
      admin: true,
      analyst: true,
      support: false,
      marketing: false,
      premium: true,
      free: false,
    });
    // The premium persona holds Blue Badge tier 3, whose signals have no end (decision 0042).
    await updateMemberRow(personas.t, 'demo-premium', {
      premiumSignals: true,
      signalsUntil: new Date(Date.now() - 1000),
    });
    expect((await call('premium', 'GET', '/api/signals')).json().canRead).toBe(true);
    await updateMemberRow(personas.t, 'demo-premium', { badgeTier: 2 });
    expect((await call('premium', 'GET', '/api/signals')).json()).toMatchObject({
      canRead: false,
      active: [],
    });
    await updateMemberRow(personas.t, 'demo-premium', { badgeTier: 3 });
  });

  it('closes a signal into the history and the analyst figures, once', async () => {
    const { signal } = (
      await post('analyst', { name: 'Gold short', entry: 2400, exit: 2350, profit: '2%' })
    ).json();
    const closed = await call('analyst', 'POST', `/api/signals/${signal.id}/close`, {
      position: 'short',
      pl: '+2.1%',
    });
    expect(closed.json().signal).toMatchObject({ active: false, position: 'short', pl: '+2.1%' });
    expect(
      (
        await call('analyst', 'POST', `/api/signals/${signal.id}/close`, {
          position: 'short',
          pl: '+9%',
        })
      ).statusCode,
    ).toBe(409);
    const body = (await call('free', 'GET', '/api/signals')).json();
    expect(body.history.map((s: { id: number }) => s.id)).toContain(signal.id);
    expect(
      body.analysts.find((a: { analystId: string }) => a.analystId === 'demo-analyst'),
    ).toMatchObject({ trades: expect.any(Number), cumulativePl: expect.any(Number) });
  });

  it.each([
    ['a missing name', { entry: 1, exit: 2, profit: '1%' }],
    ['a text entry', { name: 'x', entry: 'one', exit: 2, profit: '1%' }],
    ['a negative exit', { name: 'x', entry: 1, exit: -2, profit: '1%' }],
    ['an empty profit', { name: 'x', entry: 1, exit: 2, profit: '  ' }],
    ['extra fields', { name: 'x', entry: 1, exit: 2, profit: '1%', analystId: 'demo-founder' }],
  ])('refuses %s and stores nothing', async (_name, body) => {
    const before = (await personas.t.db.select().from(signals)).length;
    const response = await post('analyst', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect((await personas.t.db.select().from(signals)).length).toBe(before);
  });

  describe('entry and exit within the numeric(18,8) column', () => {
    const level = (entry: number) =>
      post('analyst', { name: 'Edge', entry, exit: 1, profit: '1%' });

    it.each([
      ['the smallest level, 0.00000001', 0.00000001],
      ['the largest level below 10^10', 9999999999.999998],
      ['a level with 8 decimals', 1.12345678],
    ])('stores %s exactly', async (_name, entry) => {
      const created = await level(entry);
      expect(created.statusCode).toBe(201);
      const [stored] = await personas.t.db
        .select()
        .from(signals)
        .where(eq(signals.id, created.json().signal.id));
      expect(stored!.entry).toBe(entry);
    });

    it.each([
      ['1e-9, which rounds to 0 at 8 decimals', 1e-9, 'Entry must be at least 0.00000001'],
      ['10^10, one unit past the largest', 1e10, 'Entry must be below 10,000,000,000'],
      ['10^11', 1e11, 'Entry must be below 10,000,000,000'],
      ['9 decimals', 1.123456789, 'Entry has at most 8 decimals'],
    ])('refuses %s with a readable 400, storing nothing', async (_name, entry, message) => {
      const before = (await personas.t.db.select().from(signals)).length;
      const response = await level(entry);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        message: `Invalid request: entry: ${message}`,
      });
      expect((await personas.t.db.select().from(signals)).length).toBe(before);
    });
  });

  describe('levels typed as text', () => {
    it('keep the decimals typed, in the room and in the history', async () => {
      const created = await post('analyst', {
        name: 'EURUSD precise',
        entry: '1.0920',
        exit: ' 64250.50 ',
        profit: '1%',
      });
      expect(created.statusCode).toBe(201);
      const { signal } = created.json();
      expect(signal).toMatchObject({ entry: '1.0920', exit: '64250.50' });
      const [stored] = await personas.t.db.select().from(signals).where(eq(signals.id, signal.id));
      expect(stored).toMatchObject({ entry: 1.092, entryDecimals: 4, exitDecimals: 2 });
      const active = (await call('analyst', 'GET', '/api/signals')).json().active;
      expect(active.find((s: { id: number }) => s.id === signal.id)).toMatchObject({
        entry: '1.0920',
        exit: '64250.50',
      });
      const closed = await call('analyst', 'POST', `/api/signals/${signal.id}/close`, {
        position: 'long',
        pl: '+1%',
      });
      expect(closed.json().signal).toMatchObject({ entry: '1.0920', exit: '64250.50' });
      const history = (await call('free', 'GET', '/api/signals')).json().history;
      expect(history.find((s: { id: number }) => s.id === signal.id)).toMatchObject({
        entry: '1.0920',
        exit: '64250.50',
      });
    });

    it('show a number sent as JSON, or a signal stored before decimals were kept, as before', async () => {
      const created = await post('analyst', { name: 'Plain', entry: 1.5, exit: 2, profit: '1%' });
      expect(created.json().signal).toMatchObject({ entry: '1.5', exit: '2' });
      const [old] = await personas.t.db
        .insert(signals)
        .values({
          name: 'Old',
          entry: 1.092,
          exit: 0.00000001,
          profit: '1%',
          analystId: 'demo-analyst',
        })
        .returning();
      const active = (await call('analyst', 'GET', '/api/signals')).json().active;
      expect(active.find((s: { id: number }) => s.id === old!.id)).toMatchObject({
        entry: '1.092',
        exit: '0.00000001',
      });
    });

    it.each([
      ['an exponent', '1e3', 'Entry must be a number'],
      ['a sign', '-1.5', 'Entry must be a number'],
      ['an empty text', '', 'Entry must be a number'],
      ['9 decimals, the last a zero', '1.123456780', 'Entry has at most 8 decimals'],
      ['zero', '0.0000', 'Entry must be above 0'],
      [
        'more digits than a number holds',
        '1234567890.12345678',
        'Entry has more digits than can be kept exactly',
      ],
    ])('refuse %s with a readable 400, storing nothing', async (_name, entry, message) => {
      const before = (await personas.t.db.select().from(signals)).length;
      const response = await post('analyst', { name: 'Bad', entry, exit: '1', profit: '1%' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        message: `Invalid request: entry: ${message}`,
      });
      expect((await personas.t.db.select().from(signals)).length).toBe(before);
    });
  });

  it('tells connected members to refetch, without sending the signal itself', async () => {
    const url = await listen(personas.t.app);
    const socket = await connectWithCookie(url, cookies.free);
    const changes = collect(socket, 'signals:changed');
    await post('founder');
    await eventually(() => expect(changes).toEqual([undefined]));
    socket.disconnect();
  });
});
