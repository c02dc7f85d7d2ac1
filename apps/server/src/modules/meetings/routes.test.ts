import { COPY, DEV_PERSONAS } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetings } from './schema';
import { personaApp } from '../../test/persona-app';

const personas = personaApp();
const { call } = personas;
const meeting = {
  title: 'Risk management live',
  provider: 'Zoom',
  link: 'https://meet.example/abc',
  startsAt: '2026-12-01T18:00:00.000Z',
};

describe('learn meetings', () => {
  it('lets only founder and admin create, start, end and delete', async () => {
    for (const persona of DEV_PERSONAS) {
      const created = await call(persona, 'POST', '/api/meetings', meeting);
      expect(created.statusCode, persona).toBe(
        persona === 'founder' || persona === 'admin' ? 201 : 403,
      );
    }
    const [row] = await personas.t.db
      .insert(meetings)
      .values({ ...meeting, startsAt: new Date(meeting.startsAt) })
      .returning();
    for (const persona of ['analyst', 'support', 'premium', 'free'] as const) {
      for (const action of ['start', 'end'])
        expect((await call(persona, 'POST', `/api/meetings/${row!.id}/${action}`)).statusCode).toBe(
          403,
        );
      expect((await call(persona, 'DELETE', `/api/meetings/${row!.id}`)).statusCode).toBe(403);
    }
    const [unchanged] = await personas.t.db.select().from(meetings).where(eq(meetings.id, row!.id));
    expect(unchanged).toMatchObject({ status: 'scheduled', deletedAt: null });
  });

  it('defaults to exclusive and gives an exclusive live link only to badge tiers 2 and 3, admin and founder', async () => {
    const { id } = (await call('founder', 'POST', '/api/meetings', meeting)).json();
    const listed = (await call('free', 'GET', '/api/meetings'))
      .json()
      .meetings.find((m: { id: number }) => m.id === id);
    expect(listed).toEqual({
      id,
      title: meeting.title,
      provider: 'Zoom',
      exclusive: true,
      status: 'scheduled',
      canJoin: false,
      startsAt: '2026-12-01T18:00:00.000Z',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify((await call('free', 'GET', '/api/meetings')).json())).not.toContain(
      meeting.link,
    );
    expect((await call('premium', 'POST', `/api/meetings/${id}/join`)).statusCode).toBe(409);

    expect((await call('admin', 'POST', `/api/meetings/${id}/start`)).json()).toEqual({
      status: 'live',
    });
    const refused = await call('free', 'POST', `/api/meetings/${id}/join`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'blue_badge_required', message: COPY.meetings.needBadge },
    });
    expect(refused.body).not.toContain(meeting.link);
    for (const persona of ['premium', 'admin', 'founder'] as const) {
      expect((await call(persona, 'POST', `/api/meetings/${id}/join`)).json()).toEqual({
        link: meeting.link,
      });
    }
    expect((await call('founder', 'POST', `/api/meetings/${id}/start`)).statusCode).toBe(409);
    expect((await call('founder', 'POST', `/api/meetings/${id}/end`)).json()).toEqual({
      status: 'ended',
    });
    expect((await call('premium', 'POST', `/api/meetings/${id}/join`)).statusCode).toBe(409);
  });

  it('lets anyone join a free meeting once live', async () => {
    const { id } = (
      await call('admin', 'POST', '/api/meetings', { ...meeting, exclusive: false })
    ).json();
    await call('admin', 'POST', `/api/meetings/${id}/start`);
    expect((await call('free', 'POST', `/api/meetings/${id}/join`)).json()).toEqual({
      link: meeting.link,
    });
  });

  it.each([
    ['a missing title', { provider: 'Zoom', link: 'https://x.example' }],
    ['an empty provider', { title: 't', provider: ' ', link: 'https://x.example' }],
    ['a non-http link', { title: 't', provider: 'Zoom', link: 'javascript:alert(1)' }],
    ['a text exclusive', { ...meeting, exclusive: 'yes' }],
  ])('refuses %s and stores nothing', async (_name, body) => {
    const before = (await personas.t.db.select().from(meetings)).length;
    expect((await call('founder', 'POST', '/api/meetings', body)).statusCode).toBe(400);
    expect((await personas.t.db.select().from(meetings)).length).toBe(before);
  });

  describe('start time', () => {
    it('keeps the moment sent with its offset and answers it in UTC', async () => {
      const { id } = (
        await call('founder', 'POST', '/api/meetings', {
          ...meeting,
          startsAt: '2026-12-01T19:30:00+01:00',
        })
      ).json();
      const [row] = await personas.t.db.select().from(meetings).where(eq(meetings.id, id));
      expect(row!.startsAt?.toISOString()).toBe('2026-12-01T18:30:00.000Z');
      const listed = (await call('free', 'GET', '/api/meetings'))
        .json()
        .meetings.find((m: { id: number }) => m.id === id);
      expect(listed.startsAt).toBe('2026-12-01T18:30:00.000Z');
    });

    it.each([
      ['missing', undefined, 'Start time is required'],
      ['a date without a time', '2026-12-01', 'Start time must be a date and time'],
      ['a local time without an offset', '2026-12-01T18:00', 'Start time must be a date and time'],
      ['not a date', 'tomorrow evening', 'Start time must be a date and time'],
      ['an impossible day', '2026-02-30T18:00:00Z', 'Start time must be a date and time'],
      ['a number', 1796320800000, 'Start time must be a date and time'],
    ])(
      'refuses a start time that is %s with a readable 400, storing nothing',
      async (_n, startsAt, message) => {
        const before = (await personas.t.db.select().from(meetings)).length;
        const response = await call('founder', 'POST', '/api/meetings', { ...meeting, startsAt });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'validation_failed',
          message: expect.stringContaining(`startsAt: ${message}`),
        });
        expect((await personas.t.db.select().from(meetings)).length).toBe(before);
      },
    );

    it('lists live, then upcoming soonest first, then ended latest first; meetings without one after', async () => {
      await personas.t.db.update(meetings).set({ deletedAt: new Date() });
      const create = async (title: string, startsAt: string) =>
        (await call('founder', 'POST', '/api/meetings', { ...meeting, title, startsAt })).json()
          .id as number;
      await create('later', '2027-02-01T10:00:00Z');
      await create('sooner', '2027-01-01T10:00:00Z');
      const live = await create('live', '2027-03-01T10:00:00Z');
      await call('founder', 'POST', `/api/meetings/${live}/start`);
      const endedEarly = await create('ended early', '2026-01-01T10:00:00Z');
      const endedLate = await create('ended late', '2026-06-01T10:00:00Z');
      for (const id of [endedEarly, endedLate])
        await call('founder', 'POST', `/api/meetings/${id}/end`);
      await personas.t.db
        .insert(meetings)
        .values({ title: 'made before start times', provider: 'Zoom', link: meeting.link });
      const titles = (await call('free', 'GET', '/api/meetings'))
        .json()
        .meetings.map((m: { title: string; startsAt: string | null }) => [m.title, m.startsAt]);
      expect(titles).toEqual([
        ['live', '2027-03-01T10:00:00.000Z'],
        ['sooner', '2027-01-01T10:00:00.000Z'],
        ['later', '2027-02-01T10:00:00.000Z'],
        ['made before start times', null],
        ['ended late', '2026-06-01T10:00:00.000Z'],
        ['ended early', '2026-01-01T10:00:00.000Z'],
      ]);
    });
  });
});
