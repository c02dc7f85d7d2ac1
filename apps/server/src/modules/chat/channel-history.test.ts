import { COPY, type ChatMessage } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { personaChat } from '../../test/persona-chat';

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

  it('needs a session (401)', async () => {
    expect((await api('GET', '/api/channels/general/messages')).statusCode).toBe(401);
  });
});
