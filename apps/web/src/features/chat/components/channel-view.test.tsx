// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COPY, withRoles } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverMessage, viewer } from '../test/chat-data';
import { renderChannelView } from '../test/render-channel-view';
import type { ChannelSummary, ChatViewer } from '../types';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketModule,
);

const summary = (slug: string, label: string, unread = 0): ChannelSummary => ({
  slug,
  label,
  group: 'text',
  topic: 'A topic.',
  read: true,
  write: true,
  reason: 'ok',
  unread,
  mentions: 0,
  notify: 'mentions',
});

/** Opens `slug` as the workspace does, its history (`messages`) answered by the fake server. */
function openChannel(
  slug: string,
  {
    messages = [],
    channel,
    who = viewer,
  }: { messages?: ChatMessage[]; channel?: ChannelSummary | undefined; who?: ChatViewer } = {},
) {
  return renderChannelView(slug, {
    history: () => ({ body: { messages, hasMore: false } }),
    channel,
    who,
  });
}

describe('ChannelView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the channel as the sidebar does in its heading, intro and tab title', async () => {
    openChannel('begginer', { channel: summary('begginer', "beginner's chat") });
    expect(screen.getByRole('heading', { level: 1, name: /^# ?beginner's chat$/ })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: "Welcome to #beginner's chat" }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("#beginner's chat · Blue Badge"));
    expect(document.body.textContent).not.toContain('begginer');
  });

  it("offers a direct message on another member's card, not on one's own or the bot's", async () => {
    const bot = { id: 'bot', name: 'Blue Bot', image: null, priority: 7 as const, isBot: true };
    const own = {
      id: viewer.id,
      name: viewer.name,
      image: null,
      priority: 1 as const,
      isBot: false,
    };
    const { api } = openChannel('general', {
      channel: summary('general', 'General chat'),
      messages: [
        serverMessage(1),
        serverMessage(2, { author: own }),
        serverMessage(3, { author: bot }),
      ],
    });
    api.on('POST', '/api/conversations', () => ({
      status: 201,
      body: { conversation: { name: 'dm-u-ada-u-bob', created: true } },
    }));
    // The bot's card names it with its BOT tag.
    const cardOf = async (name: string, title = name) => {
      fireEvent.click(await screen.findByRole('button', { name }));
      return screen.getByRole('dialog', { name: title });
    };

    expect(within(await cardOf('Ada')).queryByRole('button', { name: 'Message' })).toBeNull();
    expect(
      within(await cardOf('Blue Bot', 'Blue Bot BOT')).queryByRole('button', { name: 'Message' }),
    ).toBeNull();
    fireEvent.click(within(await cardOf('Bob')).getByRole('button', { name: 'Message' }));
    await waitFor(() => expect(api.calls('POST', '/api/conversations')).toHaveLength(1));
    expect(api.calls('POST', '/api/conversations')[0]!.body).toEqual({
      memberIds: ['u-bob'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bob' })).toBeNull());
  });

  it("leaves a closed ticket's transcript as said for its opener; ticket staff may still delete", async () => {
    const closed: ChannelSummary = {
      ...summary('ticket03', 'ticket03'),
      group: 'tickets',
      write: false,
      reason: 'closed',
    };
    const own = {
      id: viewer.id,
      name: viewer.name,
      image: null,
      priority: 7 as const,
      isBot: false,
    };
    const transcript = [serverMessage(1, { channel: 'ticket03', author: own })];
    const { unmount } = openChannel('ticket03', { channel: closed, messages: transcript });
    await screen.findByText('message 1');
    expect(screen.queryByRole('button', { name: COPY.chat.actions.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: 'React' })).toBeNull();
    unmount();

    openChannel('ticket03', {
      channel: closed,
      messages: transcript,
      who: { ...viewer, id: 'u-fay', roles: withRoles('founder') },
    });
    await screen.findByText('message 1');
    expect(screen.getByRole('button', { name: COPY.chat.actions.delete })).toBeTruthy();
  });

  it('names a channel from the catalogue before the channel list has answered', async () => {
    openChannel('crypto_channel', { who: { ...viewer, roles: withRoles('crypto') } });
    expect(screen.getByRole('heading', { level: 1, name: /^# ?crypto$/ })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome to #crypto' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('#crypto · Blue Badge'));
  });

  it('shows a group of one author’s messages under one name, keeping the name for screen readers', async () => {
    const today = (hours: number, minutes: number) => {
      const date = new Date();
      date.setHours(hours, minutes, 0, 0);
      return date.toISOString();
    };
    const bob = { id: 'u-bob', name: 'Bob', image: null, priority: 7 as const, isBot: false };
    const bot = { id: 'u-bot', name: 'Bot', image: null, priority: 7 as const, isBot: true };
    const now = new Date();
    // From calendar fields, so a day that DST makes 23 or 25 hours long changes nothing.
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 23, 0);
    openChannel('general', {
      channel: summary('general', 'General chat'),
      messages: [
        serverMessage(1, { author: bob, createdAt: yesterday.toISOString() }),
        serverMessage(2, { author: bob, createdAt: today(0, 0) }),
        serverMessage(3, { author: bob, createdAt: today(0, 1) }),
        serverMessage(4, {
          author: bob,
          createdAt: today(0, 2),
          replyTo: { id: 2, authorId: 'u2', authorName: 'Ada', text: 'message 2', deleted: false },
        }),
        serverMessage(5, { author: bot, createdAt: today(0, 2) }),
        serverMessage(6, { author: bot, createdAt: today(0, 2) }),
      ],
    });
    const list = (await screen.findByText('message 6')).closest('ol')!;
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.id.startsWith('message-'));
    // Every message still says who wrote it.
    expect(items.map((item) => within(item).getByText(/^(Bob|Bot)$/).textContent)).toEqual([
      'Bob',
      'Bob',
      'Bob',
      'Bob',
      'Bot',
      'Bot',
    ]);
    const nameShown = items.map(
      (item) =>
        !within(item)
          .getByText(/^(Bob|Bot)$/)
          .classList.contains('visually-hidden'),
    );
    expect(nameShown).toEqual([true, true, false, true, true, true]);
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Yesterday', 'Today']);
  });

  it('marks the first message the member had not read with a New divider', async () => {
    const bob = { id: 'u-bob', name: 'Bob', image: null, priority: 7 as const, isBot: false };
    openChannel('general', {
      channel: summary('general', 'General chat', 2),
      messages: [1, 2, 3, 4].map((id) => serverMessage(id, { author: bob })),
    });
    const divider = await screen.findByText('New');
    const item = divider.closest('li')!;
    expect(item.textContent).toBe('New messages');
    expect(item.nextElementSibling?.id).toBe('message-3');
    expect(screen.getAllByText('New')).toHaveLength(1);
  });

  it('gates the open channel at once when the viewer loses the role that opened it', async () => {
    const crypto = { ...viewer, roles: withRoles('crypto') };
    const { api, update, queryClient } = openChannel('crypto_channel', {
      who: crypto,
      channel: summary('crypto_channel', 'crypto'),
      messages: [serverMessage(1, { channel: 'crypto_channel', text: 'a crypto setup' })],
    });
    expect(await screen.findByText('a crypto setup')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message #crypto' })).toBeTruthy();
    const history = () => api.calls('GET', '/api/channels/crypto_channel/messages').length;
    const fetched = history();

    // member:changed refetched the viewer; the channel list has not answered yet.
    update(viewer, undefined);
    expect(screen.getByText(COPY.chat.noPermission)).toBeTruthy();
    expect(screen.queryByText('a crypto setup')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    // The history is dropped, not fetched again for a channel the member may not read: a fetch
    // the update started would have begun in its effects, so none running means none was.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(history()).toBe(fetched);
    expect(screen.queryByText('a crypto setup')).toBeNull();
  });

  it('attaches an image dropped on the conversation to the composer', async () => {
    const { api } = openChannel('general', {
      channel: summary('general', 'General chat'),
      messages: [serverMessage(1, { text: 'look at this' })],
    });
    const stored = { id: 'up-3', url: '/uploads/up-3.png', width: 4, height: 3 };
    api.on('POST', '/api/uploads', () => ({ body: { upload: stored } }));
    const history = (await screen.findByText('look at this')).closest('ol')!;

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'drop.png', { type: 'image/png' });
    const dataTransfer = { files: [file], types: ['Files'] };
    fireEvent.dragOver(history, { dataTransfer });
    fireEvent.drop(history, { dataTransfer });

    expect(screen.getByRole('button', { name: 'Remove drop.png' })).toBeTruthy();
    await waitFor(() => expect(api.calls('POST', '/api/uploads')).toHaveLength(1));
  });

  it("shows a thread's root in its panel without the channel's message id, so jumps find the channel's copy", async () => {
    const thread = { replyCount: 1, lastReplyAt: '2026-01-01T13:00:00.000Z' };
    const root = serverMessage(5, { text: 'the root', thread });
    const { api } = openChannel('general', { messages: [serverMessage(4), root] });
    api.on('GET', '/api/threads/5', () => ({
      body: {
        root,
        replies: [serverMessage(9, { text: 'a reply' })],
        hasMore: false,
        lastReadId: 9,
      },
    }));

    fireEvent.click(await screen.findByRole('button', { name: /1 reply/ }));
    const panel = await screen.findByRole('list', { name: 'Thread' });
    await within(panel).findByText('a reply');
    expect(within(panel).getByText('the root')).toBeTruthy();
    const anchors = document.querySelectorAll('[id="message-5"]');
    expect(anchors).toHaveLength(1);
    expect(panel.contains(anchors[0]!)).toBe(false);
    expect(anchors[0]!.textContent).toContain('the root');
    // A reply lives only in the panel: it keeps its id there.
    expect(panel.querySelector('#message-9')).not.toBeNull();
  });
});
