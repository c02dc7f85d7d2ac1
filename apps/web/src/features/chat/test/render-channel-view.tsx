import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { installFakeFetch, type FakeApi } from '../../../test/fake-fetch';
import { FakeServerSocket, fakeSocket } from '../../../test/fake-socket';
import { appProviders, testQueryClient } from '../../../test/render';
import { ChannelView } from '../components/channel-view';
import { ChatSocketProvider } from '../realtime/socket-context';
import type { ChannelSummary, ChatViewer } from '../types';
import { viewer } from './chat-data';

/** The history's scroller: the one element happy-dom is told the height of. */
const HISTORY_SCROLLER = '[role="region"][aria-labelledby="channel-title"]';

/**
 * happy-dom lays nothing out: every element is 0 px high, and the virtualised history would
 * think it has no room for a single row. Its scroller gets a viewport's height; its rows still
 * measure 0 px, so every row a test holds fits in it and is drawn.
 */
function giveTheHistoryAViewport() {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.matches(HISTORY_SCROLLER) ? 800 : 0;
    },
  });
}

/**
 * Opens `slug` as the workspace does, on a fresh fake socket and fake server: `history` answers
 * the channel's message requests and marking it read is acknowledged. `at` is the address the
 * page is opened at. `update` is the workspace's next render, with a refetched viewer and
 * channel list. The test file mocks socket.io-client with the fake socket module.
 */
export function renderChannelView(
  slug: string,
  {
    history,
    at,
    who = viewer,
    channel,
  }: {
    history: Parameters<FakeApi['on']>[2];
    at?: string;
    who?: ChatViewer;
    channel?: ChannelSummary | undefined;
  },
) {
  giveTheHistoryAViewport();
  fakeSocket.current = new FakeServerSocket();
  const api = installFakeFetch();
  api.on('GET', `/api/channels/${slug}/messages`, history);
  api.on('POST', `/api/channels/${slug}/read`, () => ({
    body: { counts: { channel: slug, unread: 0, mentions: 0 } },
  }));
  const Providers = appProviders(testQueryClient());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={at === undefined ? undefined : [at]}>
      <Providers>
        <ChatSocketProvider>{children}</ChatSocketProvider>
      </Providers>
    </MemoryRouter>
  );
  const view = (who: ChatViewer, current: ChannelSummary | undefined) => (
    <ChannelView
      slug={slug}
      viewer={who}
      summary={current}
      channels={current ? [current] : undefined}
      members={[]}
      sidebarOpen
      membersOpen={false}
      onToggleSidebar={() => {}}
      onToggleMembers={() => {}}
      emojiTarget={null}
      setEmojiTarget={() => {}}
      onBanned={() => {}}
      onViewerChanged={() => {}}
    />
  );
  const { rerender } = render(view(who, channel), { wrapper });
  const update = (next: ChatViewer, current: ChannelSummary | undefined) =>
    rerender(view(next, current));
  return { api, update };
}
