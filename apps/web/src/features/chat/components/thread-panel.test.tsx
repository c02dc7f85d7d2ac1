// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { FakeServerSocket, fakeSocket } from '../../../test/fake-socket';
import { appProviders, testQueryClient } from '../../../test/render';
import { ChatSocketProvider } from '../realtime/socket-context';
import { serverMessage, viewer } from '../test/chat-data';
import { ChannelView } from './channel-view';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketModule,
);

describe('ThreadPanel', () => {
  it("shows the root without the channel's message id, so jumps find the channel's copy", async () => {
    fakeSocket.current = new FakeServerSocket();
    const api = installFakeFetch();
    const thread = { replyCount: 1, lastReplyAt: '2026-01-01T13:00:00.000Z' };
    const root = serverMessage(5, { text: 'the root', thread });
    const reply = serverMessage(9, { text: 'a reply' });
    api.on('GET', '/api/channels/general/messages', () => ({
      body: { messages: [serverMessage(4), root], hasMore: false },
    }));
    api.on('POST', '/api/channels/general/read', () => ({
      body: { counts: { channel: 'general', unread: 0, mentions: 0 } },
    }));
    api.on('GET', '/api/threads/5', () => ({
      body: { root, replies: [reply], hasMore: false, lastReadId: 9 },
    }));
    const Providers = appProviders(testQueryClient());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/app/general']}>
        <Providers>
          <ChatSocketProvider>{children}</ChatSocketProvider>
        </Providers>
      </MemoryRouter>
    );
    render(
      <ChannelView
        slug="general"
        viewer={viewer}
        summary={undefined}
        channels={undefined}
        members={[]}
        sidebarOpen
        membersOpen={false}
        onToggleSidebar={() => {}}
        onToggleMembers={() => {}}
        emojiTarget={null}
        setEmojiTarget={() => {}}
        onBanned={() => {}}
        onViewerChanged={() => {}}
      />,
      { wrapper },
    );

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
