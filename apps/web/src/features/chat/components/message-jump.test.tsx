// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverMessage } from '../test/chat-data';
import { renderChannelView } from '../test/render-channel-view';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketModule,
);

const page = (ids: number[]) => ids.map((id) => serverMessage(id));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * #general opened at ?message=50: the newest page is 200-201, the window 26-75 (taller than the
 * view, so the message sits in its middle, far from both ends), around it 1-25 and 76-80.
 */
function openAtMessage() {
  const { api } = renderChannelView('general', {
    at: '/app/general?message=50',
    history: ({ url }) => {
      const query = new URL(url, 'http://x').searchParams;
      if (query.get('around') === '50')
        return { body: { messages: page(range(26, 75)), hasMore: true, hasNewer: true } };
      if (query.get('after') === '75')
        return { body: { messages: page(range(76, 80)), hasMore: false } };
      if (query.get('before') === '26')
        return { body: { messages: page(range(1, 25)), hasMore: false } };
      return { body: { messages: page([200, 201]), hasMore: true } };
    },
  });
  return api;
}

const shown = () =>
  [...document.querySelectorAll('li[id^="message-"]')].map((li) => Number(li.id.slice(8)));

describe('jump to message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the window around the message, stays on it, pages down to the newest', async () => {
    const api = openAtMessage();
    await waitFor(() => expect(shown()).toContain(50));
    expect(shown()).not.toContain(200);
    expect(api.calls('GET', '/api/channels/general/messages').map((r) => r.url)).toContain(
      '/api/channels/general/messages?around=50&limit=100',
    );
    // The row may be drawn a moment before the jump lands on it and highlights it.
    await waitFor(() => expect(document.getElementById('message-50')?.className).toMatch(/flash/), {
      timeout: 5_000,
    });
    const target = document.getElementById('message-50')!;
    await waitFor(() => expect(document.activeElement).toBe(target));
    await screen.findByRole('button', { name: 'Jump to present' });
    // The view stays on the message: no newer or older page was needed to show it. A barrier:
    // the highlight ends after the jump has settled, when a page would have been asked for.
    await waitFor(() => expect(target.className).not.toMatch(/flash/), { timeout: 5_000 });
    expect(shown()).toContain(50);
    const pages = api.calls('GET', '/api/channels/general/messages').map((r) => r.url);
    expect(pages.filter((u) => u.includes('after=') || u.includes('before='))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Load newer messages' }));
    // That page was the newest: the list is live again.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Jump to present' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Load newer messages' })).toBeNull();
    expect(shown()).toContain(50);
    // It waits out the jump's settling time: more than the default 5 s on a busy machine.
  }, 15_000);

  it('leaves the window for the newest page on Jump to present, at its bottom', async () => {
    openAtMessage();
    const present = await screen.findByRole('button', { name: 'Jump to present' });
    fireEvent.click(present);
    await waitFor(() => expect(shown()).toEqual([200, 201]));
    expect(screen.queryByRole('button', { name: 'Load newer messages' })).toBeNull();
  });
});

describe('a long history', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** #general holding 300 messages at once; message 298 answers message 10. */
  function openLongHistory() {
    const messages = Array.from({ length: 300 }, (_, i) =>
      serverMessage(
        i + 1,
        i + 1 === 298
          ? {
              replyTo: {
                id: 10,
                authorId: 'u-bob',
                authorName: 'Bob',
                text: 'message 10',
                deleted: false,
              },
            }
          : {},
      ),
    );
    return renderChannelView('general', {
      history: () => ({ body: { messages, hasMore: false } }),
    });
  }

  it('draws only the rows near the view', async () => {
    openLongHistory();
    await waitFor(() => expect(shown().length).toBeGreaterThan(0));
    // A viewport of 20 rows and 8 more beyond each edge; the other 270 messages are not drawn.
    expect(shown().length).toBeLessThan(40);
  });

  it('opens at the newest rows, drawing no more than fill the window, before it is measured', async () => {
    // Every row the history ever drew, in the order drawn, and how many its first task drew.
    const drawn: number[] = [];
    let firstBatch = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            for (const li of [node, ...node.querySelectorAll('li')])
              if (li.matches('li[id^="message-"]')) drawn.push(Number(li.id.slice(8)));
      if (!firstBatch && drawn.length) firstBatch = drawn.length;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    openLongHistory();
    await waitFor(() => expect(shown()).toContain(300));
    observer.disconnect();
    // Not the channel's oldest rows first (the view's top before it is scrolled to the end),
    // nor rows beyond the view (they wait for the first paint).
    expect(Math.min(...drawn), 'the oldest row ever drawn').toBeGreaterThan(250);
    expect(firstBatch, 'rows drawn at first').toBeLessThanOrEqual(
      Math.ceil(window.innerHeight / 28),
    );
  });

  it('a reply preview brings the message it answers into the list, highlighted', async () => {
    openLongHistory();
    // It opens at the bottom, on the newest messages.
    const answer = await waitFor(() => {
      const item = document.getElementById('message-298');
      if (!item) throw new Error('message 298 not drawn');
      return item;
    });
    expect(shown()).not.toContain(10);
    fireEvent.click(within(answer).getByRole('button', { name: /message 10/ }));
    await waitFor(() => expect(shown()).toContain(10));
    expect(shown()).not.toContain(298);
    await waitFor(() => expect(document.getElementById('message-10')?.className).toMatch(/flash/), {
      timeout: 5_000,
    });
    const target = document.getElementById('message-10')!;
    await waitFor(() => expect(document.activeElement).toBe(target));
  });
});
