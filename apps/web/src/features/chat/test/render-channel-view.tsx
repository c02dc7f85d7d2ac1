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

/** The height the history's scroller is given, and each of its rows. */
export const VIEWPORT_PX = 800;
export const ROW_PX = 40;

/**
 * happy-dom lays nothing out: every element is 0 px high and nothing scrolls, so the
 * virtualised history would think it has no room for a single row. Its scroller gets a
 * viewport's height, each row of the list a row's, a scroll height from the rows drawn and the
 * space the list keeps for the others, and a scroll position that stays within it and reports
 * each move as the browser does (a `scroll` event).
 */
function giveTheHistoryAViewport() {
  const isScroller = (el: Element) => el.matches(HISTORY_SCROLLER);
  const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
  const scrollHeight = (scroller: HTMLElement) => {
    const spacer = scroller.querySelector<HTMLElement>('[data-history-rows]');
    const drawn = scroller.querySelectorAll('[data-index]').length * ROW_PX;
    const kept = spacer
      ? parseFloat(spacer.style.paddingTop || '0') + parseFloat(spacer.style.paddingBottom || '0')
      : 0;
    return Math.max(VIEWPORT_PX, drawn + kept);
  };
  Object.defineProperties(HTMLElement.prototype, {
    clientHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return isScroller(this) ? VIEWPORT_PX : 0;
      },
    },
    offsetHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return this.matches(`${HISTORY_SCROLLER} [data-index]`) ? ROW_PX : 0;
      },
    },
    scrollHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return isScroller(this) ? scrollHeight(this) : 0;
      },
    },
    scrollTop: {
      configurable: true,
      get(this: HTMLElement) {
        return scrollTop.get!.call(this) as number;
      },
      set(this: HTMLElement, value: number) {
        if (!isScroller(this)) return scrollTop.set!.call(this, value);
        const top = Math.min(Math.max(value, 0), scrollHeight(this) - VIEWPORT_PX);
        scrollTop.set!.call(this, top);
        this.dispatchEvent(new Event('scroll'));
      },
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
  const queryClient = testQueryClient();
  const Providers = appProviders(queryClient);
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
  const { rerender, unmount } = render(view(who, channel), { wrapper });
  const update = (next: ChatViewer, current: ChannelSummary | undefined) =>
    rerender(view(next, current));
  return { api, update, queryClient, unmount };
}
