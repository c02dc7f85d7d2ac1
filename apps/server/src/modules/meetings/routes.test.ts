import { COPY, DEV_PERSONAS } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetings } from '../../db/schema';
import { personaApp } from '../../test/persona-app';

const personas = personaApp();
const { call } = personas;
const meeting = {
  title: 'Risk management live',
  provider: 'Zoom',
  link: 'https://meet.example/abc',
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
      .values({ ...meeting })
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

  it('defaults to exclusive and gives an exclusive live link only to the blue badge, admin and founder', async () => {
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
});
