import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RefetchEvent } from '@bbt/domain';
import type { Socket } from 'socket.io-client';
import { createSocket } from './socket';

/**
 * Keeps one query live while a page is open: a socket, and a refetch on every `event` and
 * after every reconnect (changes may have been missed while the connection was down).
 */
export function useLiveRefetch(event: RefetchEvent, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);

  useEffect(() => {
    const parsedKey = JSON.parse(key) as QueryKey;
    const socket = createSocket();
    const startedAt = Date.now();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: parsedKey });
    let connectedBefore = false;
    let retry: number | undefined;
    const onConnect = () => {
      // The first connect only refetches what was loaded before the socket was listening.
      const loadedAt = queryClient.getQueryState(parsedKey)?.dataUpdatedAt ?? 0;
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
    socket.on(event, refetch);
    // Deferred a tick, so a mount that is undone at once (StrictMode) opens no connection.
    const timer = window.setTimeout(() => socket.connect(), 0);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(retry);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off(event, refetch);
      socket.disconnect();
    };
  }, [queryClient, event, key]);
}
