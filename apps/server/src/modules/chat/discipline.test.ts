import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from './schema';
import { LOCKED_FOR_MEMBERS, personaChat, sidebar } from '../../test/persona-chat';

const chat = personaChat();
const { api, channelsOf, sendRaw, setDiscipline, cookies } = chat;

describe('discipline', () => {
  const storedWithClientId = async (clientId: string) =>
    (
      await chat.t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.clientId, clientId))
    )[0]?.n ?? 0;

  it("shows a banned member 'You don't have access' with the end date and nothing else", async () => {
    const banUntil = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await setDiscipline('free', { banUntil });
    try {
      const response = await api('GET', '/api/channels/general/messages', cookies.free);
      expect(response.statusCode).toBe(403);
      const { error } = response.json();
      expect(error.code).toBe('banned');
      expect(error.message).toContain("You don't have access");
      expect(error.message).toContain(banUntil.toISOString());

      expect(await channelsOf('free')).toEqual([]);

      const clientId = randomUUID();
      const ack = await sendRaw(chat.free, 'general', 'am I banned?', clientId);
      expect(ack).toMatchObject({ ok: false, error: { code: 'banned' } });
      expect(await storedWithClientId(clientId)).toBe(0);
    } finally {
      await setDiscipline('free', { banUntil: new Date(Date.now() - 60_000) });
    }
    expect(await channelsOf('free')).toHaveLength(sidebar().length);
  });

  it('lets a muted member read but not post', async () => {
    const muteUntil = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await setDiscipline('free', { muteUntil });
    try {
      const response = await api('GET', '/api/channels/general/messages', cookies.free);
      expect(response.statusCode).toBe(200);

      const sidebarWhileMuted = await channelsOf('free');
      expect(sidebarWhileMuted.map((c) => c.slug)).toEqual(sidebar());
      expect(sidebarWhileMuted.every((c) => !c.write)).toBe(true);
      expect(
        sidebarWhileMuted.filter((c) => !LOCKED_FOR_MEMBERS.includes(c.slug)).map((c) => c.reason),
      ).toEqual(['muted', 'muted', 'muted']);

      const clientId = randomUUID();
      const ack = await sendRaw(chat.free, 'general', 'can anyone hear me?', clientId);
      expect(ack).toEqual({
        ok: false,
        error: { code: 'muted', message: expect.stringContaining("You don't have access") },
      });
      if (!ack.ok) expect(ack.error.message).toContain(muteUntil.toISOString());
      expect(await storedWithClientId(clientId)).toBe(0);
    } finally {
      await setDiscipline('free', { muteUntil: new Date(Date.now() - 60_000) });
    }
    const ack = await sendRaw(chat.free, 'general', 'back again');
    expect(ack.ok).toBe(true);
  });
});
