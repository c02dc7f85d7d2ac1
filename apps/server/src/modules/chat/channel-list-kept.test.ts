import { randomUUID } from 'node:crypto';
import { mentionKey, type Ack, type ChatMessage } from '@bbt/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personaChat } from '../../test/persona-chat';
import { demoPersona, updateMemberRow } from '../../test/test-app';

/**
 * The sidebar is kept per member until something it was read from is written (decision 0079).
 * Each test reads it first, so the answer it checks after a change is the kept one unless that
 * change outdated it: a write that stopped telling would fail here.
 */
const chat = personaChat();
const { api, channelsOf, countsOf, catchUp, connect, send, cookies } = chat;
const free = demoPersona('free');

const slugsOf = async (as: Parameters<typeof channelsOf>[0]) =>
  (await channelsOf(as)).map((c) => c.slug);

afterEach(() => {
  vi.useRealTimers();
});

describe('the kept sidebar', () => {
  it("counts another member's new message, a mention, and forgets a deleted one", async () => {
    await catchUp('free', 'general');
    expect(await countsOf('free', 'general')).toEqual({ unread: 0, mentions: 0 });
    await send(chat.founder, 'general', 'morning');
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 0 });
    const mention = await send(chat.founder, 'general', `hi @${mentionKey(free.name)}`);
    expect(await countsOf('free', 'general')).toEqual({ unread: 2, mentions: 1 });
    const deleted = (await chat.founder
      .timeout(5_000)
      .emitWithAck('message:delete', { id: mention.id })) as Ack<ChatMessage>;
    expect(deleted.ok).toBe(true);
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 0 });
  });

  it('clears on a read mark made from another tab', async () => {
    await catchUp('free', 'general');
    const message = await send(chat.founder, 'general', 'read me');
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 0 });
    // Another tab of the same member: the same session, another request.
    const read = await api('POST', '/api/channels/general/read', cookies.free, {
      lastId: message.id,
    });
    expect(read.statusCode).toBe(200);
    expect(await countsOf('free', 'general')).toEqual({ unread: 0, mentions: 0 });
  });

  it('shows a notification level changed', async () => {
    const before = (await channelsOf('free')).find((c) => c.slug === 'general');
    expect(before).toMatchObject({ notify: 'mentions' });
    const changed = await api('PUT', '/api/channels/general/notifications', cookies.free, {
      level: 'all',
    });
    expect(changed.statusCode).toBe(200);
    expect((await channelsOf('free')).find((c) => c.slug === 'general')).toMatchObject({
      notify: 'all',
    });
  });

  it('shows a ticket opened to its opener and the staff, and drops it once closed', async () => {
    const freeBefore = await slugsOf('free');
    const founderBefore = await slugsOf('founder');
    const opened = await api('POST', '/api/tickets', cookies.free);
    expect(opened.statusCode).toBe(201);
    const ticket = opened.json().ticket.name as string;
    expect(await slugsOf('free')).toEqual([...freeBefore, ticket]);
    expect(await slugsOf('founder')).toEqual([...founderBefore, ticket]);
    const closed = (await chat.founder
      .timeout(5_000)
      .emitWithAck('command:run', { channel: ticket, text: '/close' })) as Ack<unknown>;
    expect(closed.ok).toBe(true);
    expect(await slugsOf('free')).toEqual(freeBefore);
    expect(await slugsOf('founder')).toEqual(founderBefore);
  });

  it('shows a conversation started to both its members, and a block to both', async () => {
    const premium = demoPersona('premium');
    await slugsOf('free');
    await slugsOf('premium');
    const started = await api('POST', '/api/conversations', cookies.free, {
      memberIds: [premium.id],
    });
    expect(started.statusCode).toBe(201);
    const name = started.json().conversation.name as string;
    const inSidebar = async (as: 'free' | 'premium') =>
      (await channelsOf(as)).find((c) => c.slug === name);
    expect(await inSidebar('free')).toMatchObject({ label: premium.name, write: true });
    expect(await inSidebar('premium')).toMatchObject({ label: free.name, write: true });
    const blocked = await api('PUT', `/api/direct-messages/blocks/${premium.id}`, cookies.free);
    expect(blocked.statusCode).toBe(200);
    expect(await inSidebar('free')).toMatchObject({ write: false });
    expect(await inSidebar('premium')).toMatchObject({ write: false });
  });

  it("shows a conversation partner's new name", async () => {
    const admin = demoPersona('admin');
    const started = await api('POST', '/api/conversations', cookies.free, {
      memberIds: [admin.id],
    });
    const name = started.json().conversation.name as string;
    const label = async () => (await channelsOf('free')).find((c) => c.slug === name)?.label;
    expect(await label()).toBe(admin.name);
    await updateMemberRow(chat.t, admin.id, { name: 'Renamed Admin' });
    expect(await label()).toBe('Renamed Admin');
    await updateMemberRow(chat.t, admin.id, { name: admin.name });
  });

  it('follows a role claimed and removed', async () => {
    expect(await slugsOf('free')).not.toContain('crypto_channel');
    const claim = (claimed: boolean) =>
      api('POST', '/api/me/roles', cookies.free, { role: 'crypto', claimed });
    expect((await claim(true)).statusCode).toBe(200);
    expect(await slugsOf('free')).toContain('crypto_channel');
    expect((await claim(false)).statusCode).toBe(200);
    expect(await slugsOf('free')).not.toContain('crypto_channel');
  });

  it('drops the tier channels the second a badge tier membership ends, with no write', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await updateMemberRow(chat.t, free.id, {
      blueBadgeTrader: true,
      badgeTier: 2,
      badgeMembershipTier: 2,
      badgeMembershipUntil: new Date(Date.now() + 5_000),
    });
    expect(await slugsOf('free')).toEqual(expect.arrayContaining(['tier_1', 'tier_2']));
    // Past the membership's end, well within the time a sidebar is kept.
    vi.setSystemTime(Date.now() + 10_000);
    const after = await slugsOf('free');
    expect(after).not.toContain('tier_1');
    expect(after).not.toContain('tier_2');
    await updateMemberRow(chat.t, free.id, {
      blueBadgeTrader: false,
      badgeTier: null,
      badgeMembershipTier: null,
      badgeMembershipUntil: null,
    });
  });

  it('empties for a ban, and comes back when it is lifted', async () => {
    const socket = await connect('premium');
    await send(socket, 'general', `still here ${randomUUID()}`);
    expect((await slugsOf('premium')).length).toBeGreaterThan(0);
    await chat.setDiscipline('premium', { banUntil: new Date(Date.now() + 3_600_000) });
    expect(await channelsOf('premium')).toEqual([]);
    await chat.setDiscipline('premium', { banUntil: new Date(0) });
    expect((await slugsOf('premium')).length).toBeGreaterThan(0);
  });
});
