// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import type { ChatMessage } from '@bbt/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { FakeServerSocket, fakeSocket } from '../../../test/fake-socket';
import { appProviders, testQueryClient } from '../../../test/render';
import { ThemeProvider } from '../../../lib/theme';
import { ChatSocketProvider } from '../realtime/socket-context';
import { viewer } from '../test/chat-data';
import type { ChannelSummary } from '../types';
import { ChannelView } from './channel-view';

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
});

/** Opens `slug` as the workspace does, its history answered by the fake server. */
function openChannel(
  slug: string,
  {
    messages = [],
    channel,
  }: { messages?: ChatMessage[]; channel?: ChannelSummary | undefined } = {},
) {
  fakeSocket.current = new FakeServerSocket();
  const api = installFakeFetch();
  api.on('GET', `/api/channels/${slug}/messages`, () => ({ body: { messages, hasMore: false } }));
  api.on('POST', `/api/channels/${slug}/read`, () => ({
    body: { counts: { channel: slug, unread: 0, mentions: 0 } },
  }));
  const Providers = appProviders(testQueryClient());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Providers>
        <ThemeProvider>
          <ChatSocketProvider>{children}</ChatSocketProvider>
        </ThemeProvider>
      </Providers>
    </MemoryRouter>
  );
  render(
    <ChannelView
      slug={slug}
      viewer={viewer}
      summary={channel}
      channels={channel ? [channel] : undefined}
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
  return api;
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

  it('names a channel from the catalogue before the channel list has answered', async () => {
    openChannel('crypto_channel');
    expect(screen.getByRole('heading', { level: 1, name: /^# ?crypto$/ })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome to #crypto' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('#crypto · Blue Badge'));
  });
});
