import { COPY, type ChatMessage } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { personaChat } from '../../test/persona-chat';
import { demoPersona } from '../../test/test-app';

const chat = personaChat();
const { api, history, send, cookies } = chat;

describe('GET /api/channels/:slug/messages', () => {
  it('answers an unknown channel with 404 Channel Not Found', async () => {
    const response = await api('GET', '/api/channels/no_such_room/messages', cookies.free);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: COPY.chat.channelNotFound },
    });
    expect(COPY.chat.channelNotFound).toBe('Channel Not Found');
  });

  it('refuses channels the member may not read with no_permission', async () => {
    for (const slug of ['premium', 'staff', 'crypto_channel', 'marketing_chat']) {
      const response = await api('GET', `/api/channels/${slug}/messages`, cookies.free);
      expect(response.statusCode, slug).toBe(403);
      expect(response.json(), slug).toEqual({
        error: { code: 'no_permission', message: COPY.chat.noPermission },
      });
    }
    expect((await api('GET', '/api/channels/premium/messages', cookies.premium)).statusCode).toBe(
      200,
    );
    expect((await api('GET', '/api/channels/staff/messages', cookies.support)).statusCode).toBe(
      200,
    );
  });

  it('serves announcements under the misspelt slug annoucements', async () => {
    const posted = await send(chat.founder, 'announcements', 'new tier launched');
    const response = await api('GET', '/api/channels/annoucements/messages', cookies.free);
    expect(response.statusCode).toBe(200);
    const list: ChatMessage[] = response.json().messages;
    expect(list.map((m) => m.id)).toContain(posted.id);
    expect(list.every((m) => m.channel === 'announcements')).toBe(true);
    expect(list).toEqual(await history('free', 'announcements'));
  });

  it('validates paging', async () => {
    // Two messages, so a page of one has more behind it.
    await send(chat.founder, 'general', 'older');
    await send(chat.founder, 'general', 'newer');
    const page = (query: string) =>
      api('GET', `/api/channels/general/messages?${query}`, cookies.free);
    for (const query of ['before=10&after=2', 'limit=0', 'limit=101', 'limit=abc', 'before=0']) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('validation_failed');
    }
    const newestOnly = await page('limit=1');
    expect(newestOnly.statusCode).toBe(200);
    expect(newestOnly.json().messages).toHaveLength(1);
    expect(newestOnly.json().hasMore).toBe(true);
    expect(newestOnly.json().messages[0].id).toBe((await history('free', 'general')).at(-1)?.id);
  });

  it('presents pages of one author and of several alike, with their mentions', async () => {
    // On PostgreSQL each relation is one named statement whatever the number of ids: a page of
    // one author, then of three, reuse it on the same connection (decision 0064).
    const analyst = await chat.connect('analyst');
    const free = demoPersona('free');
    const page = async (after: number): Promise<ChatMessage[]> => {
      const response = await api(
        'GET',
        `/api/channels/general/messages?after=${after}`,
        cookies.free,
      );
      expect(response.statusCode).toBe(200);
      return response.json().messages;
    };
    const first = await send(chat.founder, 'general', 'a page of one author');
    expect((await page(first.id - 1)).map((m) => m.author.id)).toEqual([demoPersona('founder').id]);
    const named = await send(analyst, 'general', `@${free.name.replace(/\s+/g, '')} have a look`);
    await send(chat.free, 'general', 'looking');
    const three = await page(first.id - 1);
    expect(three.map((m) => m.author.id)).toEqual(
      (['founder', 'analyst', 'free'] as const).map((as) => demoPersona(as).id),
    );
    // Each author's place in the member list, from their role flags as the page read them.
    expect(three.map((m) => m.author.priority)).toEqual([1, 3, 7]);
    expect(three.find((m) => m.id === named.id)?.mentions.userIds).toEqual([free.id]);
    expect(three.filter((m) => m.mentions.userIds.length > 0)).toHaveLength(1);
  });

  it('needs a session (401)', async () => {
    expect((await api('GET', '/api/channels/general/messages')).statusCode).toBe(401);
  });
});
