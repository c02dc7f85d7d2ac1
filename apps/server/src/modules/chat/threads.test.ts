import { randomUUID } from 'node:crypto';
import type { ChatMessage, SendMessageInput } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from './schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  collect,
  connectAs,
  connectWithCookie,
  createSocketTestApp,
  eventually,
  type TestSocket,
} from '../../test/test-sockets';

let t: TestApp;
let url: string;
let sockets: TestSocket[];
let founder: TestSocket;
let founderCookie: string;
let free: TestSocket;
let freeCookie: string;
let premium: TestSocket;

beforeAll(async () => {
  const started = await createSocketTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' }, [
    'founder',
    'free',
    'premium',
  ]);
  ({ t, url, sockets } = started);
  ({ socket: founder, cookie: founderCookie } = started.personas.founder);
  ({ socket: free, cookie: freeCookie } = started.personas.free);
  premium = started.personas.premium.socket;
});
afterAll(() => t.close());

type Send = Partial<SendMessageInput> & { channel: string };
const send = (socket: TestSocket, input: Send) =>
  socket
    .timeout(5_000)
    .emitWithAck('message:send', { clientId: randomUUID(), text: 'hello', ...input });
async function sent(socket: TestSocket, input: Send): Promise<ChatMessage> {
  const ack = await send(socket, input);
  if (!ack.ok) throw new Error(`send refused: ${ack.error.message}`);
  return ack.data;
}
const get = (cookie: string, path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { cookie } });
const rootRow = async (id: number) =>
  (await t.db.select().from(messages).where(eq(messages.id, id)))[0];

describe('replying in a thread', () => {
  it('stores the reply on its root, delivers both live, and keeps it off the main history', async () => {
    const root = await sent(free, { channel: 'general', text: 'BTC breaking out?' });
    const news = collect(free, 'message:new');
    const updates = collect(free, 'message:updated');
    const reply = await sent(founder, {
      channel: 'general',
      text: 'Watch the retest first',
      threadRootId: root.id,
    });
    expect(reply).toMatchObject({ threadRootId: root.id, channel: 'general' });
    await eventually(() => expect(news.map((m) => m.id)).toContain(reply.id));
    await eventually(() =>
      expect(updates.find((m) => m.id === root.id)?.thread).toEqual({
        replyCount: 1,
        lastReplyAt: reply.createdAt,
      }),
    );
    expect(await rootRow(root.id)).toMatchObject({ threadReplyCount: 1 });

    const thread = await get(freeCookie, `/api/threads/${root.id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      root: { id: root.id, thread: { replyCount: 1 } },
      replies: [{ id: reply.id, text: 'Watch the retest first' }],
      hasMore: false,
      lastReadId: 0,
    });

    const page = (await get(freeCookie, '/api/channels/general/messages')).json<{
      messages: ChatMessage[];
    }>();
    expect(page.messages.map((m) => m.id)).toContain(root.id);
    expect(page.messages.map((m) => m.id)).not.toContain(reply.id);
    // A catch-up holds every id of the channel after the point, thread replies included.
    const after = (await get(freeCookie, `/api/channels/general/messages?after=${root.id}`)).json<{
      messages: ChatMessage[];
    }>();
    expect(after.messages.map((m) => m.id)).toContain(reply.id);
  });

  it('stores a retried reply once and counts it once', async () => {
    const root = await sent(free, { channel: 'general', text: 'Retry root' });
    const clientId = randomUUID();
    const first = await sent(founder, { channel: 'general', clientId, threadRootId: root.id });
    const again = await send(founder, { channel: 'general', clientId, threadRootId: root.id });
    expect(again).toMatchObject({ ok: true, data: { id: first.id } });
    const rows = await t.db.select().from(messages).where(eq(messages.threadRootId, root.id));
    expect(rows).toHaveLength(1);
    expect(await rootRow(root.id)).toMatchObject({ threadReplyCount: 1 });
  });

  it('shows a deleted root as a tombstone, without its thread summary', async () => {
    const root = await sent(free, { channel: 'general', text: 'Soon a tombstone' });
    await sent(founder, { channel: 'general', threadRootId: root.id });
    const updates = collect(free, 'message:updated');
    expect((await free.timeout(5_000).emitWithAck('message:delete', { id: root.id })).ok).toBe(
      true,
    );
    await eventually(() =>
      // The last update of the root: the reply's count update may come in after collecting began.
      expect(updates.filter((m) => m.id === root.id).at(-1)).toMatchObject({
        deleted: true,
        thread: null,
      }),
    );
    const page = (await get(freeCookie, '/api/channels/general/messages')).json<{
      messages: ChatMessage[];
    }>();
    expect(page.messages.find((m) => m.id === root.id)).toMatchObject({
      deleted: true,
      thread: null,
      pinned: null,
    });
  });

  it('refuses a root in another channel, a reply to a reply, a deleted or missing root', async () => {
    const root = await sent(free, { channel: 'general', text: 'Root' });
    const elsewhere = await send(free, { channel: 'begginer', threadRootId: root.id });
    expect(elsewhere).toMatchObject({ ok: false, error: { code: 'thread_root_other_channel' } });

    const reply = await sent(free, { channel: 'general', threadRootId: root.id });
    expect(await send(free, { channel: 'general', threadRootId: reply.id })).toMatchObject({
      ok: false,
      error: { code: 'thread_root_is_reply' },
    });
    expect((await get(freeCookie, `/api/threads/${reply.id}`)).statusCode).toBe(400);

    const gone = await sent(free, { channel: 'general', text: 'Gone soon' });
    expect((await free.timeout(5_000).emitWithAck('message:delete', { id: gone.id })).ok).toBe(
      true,
    );
    expect(await send(free, { channel: 'general', threadRootId: gone.id })).toMatchObject({
      ok: false,
      error: { code: 'thread_root_deleted' },
    });
    expect(await send(free, { channel: 'general', threadRootId: 999_999_999 })).toMatchObject({
      ok: false,
      error: { code: 'thread_root_not_found' },
    });
    expect(await send(free, { channel: 'general', threadRootId: -1 })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
    expect(await rootRow(root.id)).toMatchObject({ threadReplyCount: 1 });
    expect((await get(freeCookie, '/api/threads/abc')).statusCode).toBe(400);
    expect((await get(freeCookie, '/api/threads/999999999')).statusCode).toBe(404);
  });

  it("follows the channel's access: readers see it, writers reply, a mute only reads", async () => {
    const root = await sent(premium, { channel: 'premium', text: 'Premium call' });
    expect(await send(free, { channel: 'premium', threadRootId: root.id })).toMatchObject({
      ok: false,
      error: { code: 'no_permission' },
    });
    expect((await get(freeCookie, `/api/threads/${root.id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/threads/${root.id}` })).statusCode).toBe(
      401,
    );

    const mutedRow = await createMember(t.db, {
      name: 'MutedReader',
      muteUntil: new Date(Date.now() + 3_600_000),
    });
    const mutedCookie = await sessionCookieFor(t.db, t.config.sessionSecret, mutedRow.id);
    const muted = await connectWithCookie(url, mutedCookie);
    sockets.push(muted);
    const open = await sent(free, { channel: 'general', text: 'Open root' });
    expect((await get(mutedCookie, `/api/threads/${open.id}`)).statusCode).toBe(200);
    expect(await send(muted, { channel: 'general', threadRootId: open.id })).toMatchObject({
      ok: false,
      error: { code: 'muted' },
    });
  });
});

describe('thread unread state', () => {
  it("keeps thread replies off the channel's unread count unless they mention the member", async () => {
    const member = await createMember(t.db, { name: 'Quietreader' });
    const cookie = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
    const root = await sent(free, { channel: 'begginer', text: 'Quiet root' });
    const counts = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/channels/begginer/read',
        headers: { cookie },
        payload: { lastId: 0 },
      });
      return response.json<{ counts: { unread: number; mentions: number } }>().counts;
    };
    const before = await counts();
    await sent(founder, { channel: 'begginer', text: 'no mention', threadRootId: root.id });
    expect(await counts()).toEqual(before);
    await sent(founder, { channel: 'begginer', text: 'ping @quietreader', threadRootId: root.id });
    expect(await counts()).toEqual({
      ...before,
      unread: before.unread + 1,
      mentions: before.mentions + 1,
    });
  });

  it('lists the threads the member takes part in with their unread replies, until read', async () => {
    const root = await sent(free, { channel: 'general', text: 'Followed root' });
    const followed = async (cookie: string) =>
      (await get(cookie, '/api/channels/general/threads')).json<{
        threads: { rootId: number; unread: number }[];
      }>().threads;
    const r1 = await sent(founder, { channel: 'general', threadRootId: root.id });
    await sent(founder, { channel: 'general', threadRootId: root.id });
    expect((await followed(freeCookie)).find((x) => x.rootId === root.id)).toEqual({
      rootId: root.id,
      unread: 2,
    });
    // The founder replied: they follow it, with nothing unread of their own.
    expect((await followed(founderCookie)).find((x) => x.rootId === root.id)?.unread).toBe(0);

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/threads/${root.id}/read`,
      headers: { cookie: freeCookie },
      payload: { lastId: r1.id },
    });
    expect(read.json()).toEqual({ rootId: root.id, lastReadId: r1.id });
    expect((await followed(freeCookie)).find((x) => x.rootId === root.id)?.unread).toBe(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/threads/${root.id}/read`,
      headers: { cookie: freeCookie },
      payload: { lastId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    // A member who never took part follows nothing.
    const premiumCookie = (await connectAs(t.app, url, 'premium')).cookie;
    expect((await followed(premiumCookie)).map((x) => x.rootId)).not.toContain(root.id);
  });
});
