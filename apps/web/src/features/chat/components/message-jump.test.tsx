// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverMessage } from '../test/chat-data';
import { renderChannelView } from '../test/render-channel-view';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketModule,
);

const page = (ids: number[]) => ids.map((id) => serverMessage(id));

/** #general opened at ?message=5: the newest page is 200-201, the window 4-6, around it 1-3 and 7-8. */
function openAtMessage() {
  const { api } = renderChannelView('general', {
    at: '/app/general?message=5',
    history: ({ url }) => {
      const query = new URL(url, 'http://x').searchParams;
      if (query.get('around') === '5')
        return { body: { messages: page([4, 5, 6]), hasMore: true, hasNewer: true } };
      if (query.get('after') === '6') return { body: { messages: page([7, 8]), hasMore: false } };
      if (query.get('before') === '4')
        return { body: { messages: page([1, 2, 3]), hasMore: false } };
      return { body: { messages: page([200, 201]), hasMore: true } };
    },
  });
  return api;
}

const shown = () =>
  [...document.querySelectorAll('li[id^="message-"]')].map((li) => Number(li.id.slice(8)));

describe('jump to message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the window around the message, pages down to the newest, and can jump to present', async () => {
    const api = openAtMessage();
    await waitFor(() => expect(shown()).toContain(5));
    expect(shown()).not.toContain(200);
    expect(api.calls('GET', '/api/channels/general/messages').map((r) => r.url)).toContain(
      '/api/channels/general/messages?around=5&limit=100',
    );
    const present = screen.getByRole('button', { name: 'Jump to present' });
    fireEvent.click(screen.getByRole('button', { name: 'Load newer messages' }));
    await waitFor(() => expect(shown()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]));
    // That page was the newest: the list is live again.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Jump to present' })).toBeNull(),
    );
    expect(present.isConnected).toBe(false);
  });

  it('leaves the window for the newest page on Jump to present', async () => {
    openAtMessage();
    const present = await screen.findByRole('button', { name: 'Jump to present' });
    fireEvent.click(present);
    await waitFor(() => expect(shown()).toEqual([200, 201]));
    expect(screen.queryByRole('button', { name: 'Load newer messages' })).toBeNull();
  });
});
