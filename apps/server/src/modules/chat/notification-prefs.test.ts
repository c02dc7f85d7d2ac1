import type { ChannelNotificationLevel } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { freshClientAddress } from '../../test/client-address';
import { personaChat } from '../../test/persona-chat';
import type { Persona } from '../../test/test-app';
import { collect, eventually } from '../../test/test-sockets';

const chat = personaChat();
const { api, cookies, connect } = chat;

const setLevel = (as: Persona | null, slug: string, payload: unknown) =>
  chat.t.app.inject({
    method: 'PUT',
    url: `/api/channels/${slug}/notifications`,
    headers: as ? { cookie: cookies[as] } : {},
    remoteAddress: freshClientAddress(),
    payload: payload as object,
  });

async function levelsOf(as: Persona): Promise<Record<string, string>> {
  const response = await api('GET', '/api/channels', cookies[as]);
  expect(response.statusCode).toBe(200);
  const channels: { slug: string; notify: string }[] = response.json().channels;
  return Object.fromEntries(channels.map((c) => [c.slug, c.notify]));
}

describe('per-channel notification levels (decision 0035)', () => {
  it("lists every channel at 'mentions' until the member changes one", async () => {
    const levels = await levelsOf('premium');
    expect(Object.keys(levels).length).toBeGreaterThan(5);
    expect(new Set(Object.values(levels))).toEqual(new Set(['mentions']));
  });

  it("stores a level per member and channel, and tells the member's other sockets", async () => {
    const mine = collect(await connect('premium'), 'channel:notify');
    const others = collect(await connect('free'), 'channel:notify');

    const muted = await setLevel('premium', 'general', { level: 'muted' });
    expect(muted.statusCode).toBe(200);
    expect(muted.json()).toEqual({ channel: 'general', level: 'muted' });
    const all = await setLevel('premium', 'premium', { level: 'all' });
    expect(all.json()).toEqual({ channel: 'premium', level: 'all' });

    const levels = await levelsOf('premium');
    expect(levels).toMatchObject({ general: 'muted', premium: 'all', faq: 'mentions' });
    // Another member's list is their own.
    expect((await levelsOf('free')).general).toBe('mentions');
    await eventually(() =>
      expect(mine).toEqual<ChannelNotificationLevel[]>([
        { channel: 'general', level: 'muted' },
        { channel: 'premium', level: 'all' },
      ]),
    );
    expect(others).toEqual([]);

    // Changed again: one row, the newest level.
    await setLevel('premium', 'general', { level: 'mentions' });
    expect((await levelsOf('premium')).general).toBe('mentions');
  });

  it('names the channel by its canonical slug (annoucements is announcements)', async () => {
    const response = await setLevel('free', 'annoucements', { level: 'muted' });
    expect(response.json()).toEqual({ channel: 'announcements', level: 'muted' });
    expect((await levelsOf('free')).announcements).toBe('muted');
  });

  it('refuses a level that is not one of the three, with a readable 400', async () => {
    for (const payload of [
      { level: 'loud' },
      { level: 'MUTED' },
      { level: null },
      {},
      { level: 'all', extra: 1 },
    ]) {
      const response = await setLevel('free', 'general', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    expect((await setLevel('free', 'general', { level: 'loud' })).json().error.message).toMatch(
      /all, mentions, muted/,
    );
    expect((await levelsOf('free')).general).toBe('mentions');
  });

  it("refuses a channel the member can't read (403), an unknown one (404), and no session (401)", async () => {
    const refused = await setLevel('free', 'premium', { level: 'all' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('no_permission');
    expect((await setLevel('free', 'no_such_room', { level: 'all' })).statusCode).toBe(404);
    expect((await setLevel(null, 'general', { level: 'all' })).statusCode).toBe(401);
    expect((await levelsOf('free')).premium).toBeUndefined();
  });

  it('keeps a ticket to its own rules: the opener and staff may, another member may not', async () => {
    const opened = await api('POST', '/api/tickets', cookies.free);
    expect(opened.statusCode).toBe(201);
    const ticket: string = opened.json().ticket.name;

    expect((await setLevel('free', ticket, { level: 'all' })).statusCode).toBe(200);
    expect((await setLevel('support', ticket, { level: 'muted' })).statusCode).toBe(200);
    expect((await setLevel('premium', ticket, { level: 'all' })).statusCode).toBe(403);
    expect((await levelsOf('free'))[ticket]).toBe('all');
    expect((await levelsOf('support'))[ticket]).toBe('muted');
  });

  it('lets a muted member choose (they still read) and refuses a banned one', async () => {
    await chat.setDiscipline('free', { muteUntil: new Date(Date.now() + 86_400_000) });
    expect((await setLevel('free', 'general', { level: 'all' })).statusCode).toBe(200);
    await chat.setDiscipline('free', {
      muteUntil: new Date(0),
      banUntil: new Date(Date.now() + 86_400_000),
    });
    const banned = await setLevel('free', 'general', { level: 'muted' });
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error.code).toBe('banned');
    await chat.setDiscipline('free', { banUntil: new Date(0) });
  });
});
