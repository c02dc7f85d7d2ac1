import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@bbt/domain';
import { createSocket } from '../../../lib/socket';
import { SIGNALS_QUERY_KEY } from '../api/get-signals';

/** 'signals:changed' (no payload): a signal was added, closed or deleted. */
type SignalsServerEvents = ServerToClientEvents & { 'signals:changed': () => void };
type SignalsSocket = Socket<SignalsServerEvents, ClientToServerEvents>;

/**
 * Keeps the signals room live: a socket open while the page is, and a refetch of
 * GET /api/signals on every 'signals:changed' and after every reconnect (changes may have
 * been missed while the connection was down).
 */
export function useSignalsLive(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const socket = createSocket() as unknown as SignalsSocket;
    const startedAt = Date.now();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: SIGNALS_QUERY_KEY });
    let connectedBefore = false;
    let retry: number | undefined;
    const onConnect = () => {
      // The first connect only refetches what was loaded before the socket was listening.
      const loadedAt = queryClient.getQueryState(SIGNALS_QUERY_KEY)?.dataUpdatedAt ?? 0;
      if (connectedBefore || (loadedAt > 0 && loadedAt < startedAt)) refetch();
      connectedBefore = true;
    };
    const onDisconnect = (reason: Socket.DisconnectReason) => {
      // A socket the server closed (a restart) is not retried by Socket.IO by itself.
      if (reason === 'io server disconnect')
        retry = window.setTimeout(() => socket.connect(), 2000);
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('signals:changed', refetch);
    // Deferred a tick, so a mount that is undone at once (StrictMode) opens no connection.
    const timer = window.setTimeout(() => socket.connect(), 0);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(retry);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('signals:changed', refetch);
      socket.disconnect();
    };
  }, [queryClient]);
}
