import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@bbt/domain';
import { createSocket } from '../../../lib/socket';
import { MEETINGS_QUERY_KEY } from '../api/get-meetings';

/** 'meetings:changed' (no payload): a meeting was created, started, ended or deleted. */
type MeetingsServerEvents = ServerToClientEvents & { 'meetings:changed': () => void };
type MeetingsSocket = Socket<MeetingsServerEvents, ClientToServerEvents>;

/**
 * Keeps the meetings list live: a socket open while the page is, and a refetch of
 * GET /api/meetings on every 'meetings:changed' and after every reconnect (changes may have
 * been missed while the connection was down).
 */
export function useMeetingsLive(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const socket = createSocket() as unknown as MeetingsSocket;
    const startedAt = Date.now();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: MEETINGS_QUERY_KEY });
    let connectedBefore = false;
    let retry: number | undefined;
    const onConnect = () => {
      // The first connect only refetches what was loaded before the socket was listening.
      const loadedAt = queryClient.getQueryState(MEETINGS_QUERY_KEY)?.dataUpdatedAt ?? 0;
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
    socket.on('meetings:changed', refetch);
    // Deferred a tick, so a mount that is undone at once (StrictMode) opens no connection.
    const timer = window.setTimeout(() => socket.connect(), 0);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(retry);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('meetings:changed', refetch);
      socket.disconnect();
    };
  }, [queryClient]);
}
