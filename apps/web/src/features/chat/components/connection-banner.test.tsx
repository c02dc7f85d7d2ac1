// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeServerSocket, fakeSocket } from '../../../test/fake-socket';
import { appProviders, testQueryClient } from '../../../test/render';
import { ChatSocketProvider } from '../realtime/socket-context';
import { CONNECTION_ALERT_AFTER_MS, ConnectionBanner } from './connection-banner';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketModule,
);

beforeEach(() => {
  vi.useFakeTimers();
  fakeSocket.current = new FakeServerSocket();
});
afterEach(() => vi.useRealTimers());

function renderBanner() {
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <ChatSocketProvider>
        <ConnectionBanner />
      </ChatSocketProvider>
    </Providers>,
  );
  return screen.getByRole('status');
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('ConnectionBanner', () => {
  it('says nothing while connected, Reconnecting… when the socket drops, then plainly that the server is unreachable', async () => {
    const region = renderBanner();
    await advance(10);
    expect(fakeSocket.current.connected).toBe(true);
    expect(region.textContent).toBe('');

    act(() => fakeSocket.current.drop());
    await advance(0);
    expect(region.textContent).toBe('Reconnecting…');
    expect(region.getAttribute('aria-live')).toBe('polite');

    await advance(CONNECTION_ALERT_AFTER_MS);
    expect(region.textContent).toMatch(/Can’t reach the server/);
    const tryNow = screen.getByRole('button', { name: 'Try now' });
    act(() => tryNow.click());
    await advance(10);
    expect(fakeSocket.current.connected).toBe(true);
    await advance(0);
    expect(region.textContent).toBe('Back online');

    await advance(5_000);
    expect(region.textContent).toBe('');
  });

  it('shows a slow first connection only after a grace period, and says Back online once it comes', async () => {
    fakeSocket.current.connect = () => fakeSocket.current;
    const region = renderBanner();
    await advance(2_000);
    expect(region.textContent).toBe('');
    await advance(2_000);
    expect(region.textContent).toBe('Reconnecting…');
    act(() => fakeSocket.current.accept());
    await advance(0);
    expect(region.textContent).toBe('Back online');
  });
});
