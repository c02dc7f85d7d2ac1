import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  IDLE_AFTER_MS,
  type ActivityStatus,
  type PresenceChange,
  type PresenceSnapshot,
  type PresenceStatus,
} from '@bbt/domain';
import { useChatSocket } from './socket-context';

/** Who is online or idle, by member id (absent: offline), patched by the socket's events. */
export const PRESENCE_QUERY_KEY = ['chat', 'presence'] as const;

type PresenceMap = Record<string, ActivityStatus>;

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'focus'] as const;
/** A moving pointer sends many events: activity is noted at most this often. */
const ACTIVITY_THROTTLE_MS = 5_000;

export function applySnapshot(queryClient: QueryClient, snapshot: PresenceSnapshot): void {
  const map: PresenceMap = {};
  for (const userId of snapshot.online) map[userId] = 'online';
  for (const userId of snapshot.idle) map[userId] = 'idle';
  queryClient.setQueryData<PresenceMap>(PRESENCE_QUERY_KEY, map);
}

export function applyChanges(queryClient: QueryClient, changes: PresenceChange[]): void {
  queryClient.setQueryData<PresenceMap>(PRESENCE_QUERY_KEY, (before = {}) => {
    const map = { ...before };
    for (const { userId, status } of changes) {
      if (status === 'offline') delete map[userId];
      else map[userId] = status;
    }
    return map;
  });
}

/**
 * Keeps the presence of every member in the query cache (a snapshot at each connection, then
 * the server's batched changes), and tells the server when this tab has been left alone for
 * IDLE_AFTER_MS and when it is used again (decision 0032).
 */
export function usePresenceSync(): void {
  const { socket } = useChatSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    let reported: ActivityStatus = 'online';
    let noted = 0;
    let timer: number | undefined;
    const report = (status: ActivityStatus) => {
      if (status === reported) return;
      reported = status;
      if (socket.connected) socket.emit('presence:set', { status }, () => undefined);
    };
    const goIdleLater = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => report('idle'), IDLE_AFTER_MS);
    };
    const onActivity = () => {
      const now = Date.now();
      if (reported === 'online' && now - noted < ACTIVITY_THROTTLE_MS) return;
      noted = now;
      report('online');
      goIdleLater();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onActivity();
    };
    const onSnapshot = (snapshot: PresenceSnapshot) => applySnapshot(queryClient, snapshot);
    const onChanged = (changes: PresenceChange[]) => applyChanges(queryClient, changes);
    // The server counts a new connection as in use: a tab still left alone says so again.
    const onConnect = () => {
      if (reported === 'idle') socket.emit('presence:set', { status: 'idle' }, () => undefined);
    };
    socket.on('presence:snapshot', onSnapshot);
    socket.on('presence:changed', onChanged);
    socket.on('connect', onConnect);
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    goIdleLater();
    return () => {
      window.clearTimeout(timer);
      socket.off('presence:snapshot', onSnapshot);
      socket.off('presence:changed', onChanged);
      socket.off('connect', onConnect);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [socket, queryClient]);
}

/** The status of members, as the member list and the profile panel show it; bots are always there. */
export function usePresence(): (member: { id: string; isBot: boolean }) => PresenceStatus {
  const { data } = useQuery<PresenceMap>({
    queryKey: PRESENCE_QUERY_KEY,
    // Filled by the socket only: nothing to fetch.
    queryFn: () => ({}),
    enabled: false,
    staleTime: Infinity,
  });
  return (member) => (member.isBot ? 'online' : (data?.[member.id] ?? 'offline'));
}
