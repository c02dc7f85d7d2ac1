import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countsTowardChannelUnread, fromMessageFrame } from '@bbt/domain';
import type { ChannelCounts, ChatMessage, MessageFrame } from '@bbt/domain';
import { CHANNELS_QUERY_KEY, bumpChannelCounts, patchChannelCounts } from '../api/get-channels';
import { CLOSED_TICKETS_QUERY_KEY } from '../api/get-closed-tickets';
import { FOLLOWED_THREADS_ROOT, applyFollowedReply } from '../api/get-followed-threads';
import { MEMBERS_QUERY_KEY } from '../api/get-members';
import { MESSAGES_QUERY_ROOT, applyServerMessages } from '../api/get-messages';
import { PINS_QUERY_ROOT, applyPinChange } from '../api/get-pins';
import { POLLS_QUERY_KEY } from '../api/get-polls';
import { THREAD_QUERY_ROOT, applyThreadMessage } from '../api/get-thread';
import { isClientError } from '../../../lib/api-client';
import type { ChatViewer } from '../types';
import { mentionsViewer } from '../utils/mentions-me';
import { createGapWatch } from './gap-watch';
import { useChatSocket } from './socket-context';

/** How many recent message ids are remembered to count each message once. */
const COUNTED_IDS_KEPT = 500;

/**
 * Socket events patch the TanStack Query cache under the keys the HTTP fetchers use
 * (convention 5). On every (re)connect each cached channel is refetched, which asks for the
 * changes after the last one it saw, edits and deletes included (messagesQueryOptions);
 * so is it when the server says broadcasts from other instances were lost (`messages:resync`),
 * and when a gap in a channel stays open (createGapWatch).
 */
export function useRealtimeSync({
  viewer,
  openSlug,
  onMemberChanged,
}: {
  viewer: ChatViewer;
  /** The channel on screen: its new messages are read, not unread. */
  openSlug: string;
  onMemberChanged: () => void;
}): void {
  const { socket } = useChatSocket();
  const queryClient = useQueryClient();
  const latest = useRef({ viewer, openSlug, onMemberChanged });
  useEffect(() => {
    latest.current = { viewer, openSlug, onMemberChanged };
  }, [viewer, openSlug, onMemberChanged]);

  useEffect(() => {
    let connectedBefore = false;
    // A resent message comes again (delivery is at least once): it counts as unread once.
    const counted = new Set<number>();
    const gaps = createGapWatch(queryClient);

    const applyToThreadsAndCounts = (message: ChatMessage) => {
      const { viewer: me, openSlug: open } = latest.current;
      applyThreadMessage(queryClient, message, { insert: true });
      if (counted.has(message.id)) return;
      if (counted.size >= COUNTED_IDS_KEPT) counted.delete(counted.values().next().value!);
      counted.add(message.id);
      applyFollowedReply(queryClient, message, me.id);
      const onScreen = message.channel === open && document.visibilityState === 'visible';
      const mentioned = mentionsViewer(message, me);
      if (message.author.id !== me.id && !onScreen && countsTowardChannelUnread(message, mentioned))
        bumpChannelCounts(queryClient, message.channel, mentioned);
    };
    // One packet holds one channel's messages posted close together, in order (decision 0085).
    const onNew = (...frames: MessageFrame[]) => {
      const messages = frames.map(fromMessageFrame);
      const channel = messages[0]?.channel;
      if (channel === undefined) return;
      applyServerMessages(queryClient, channel, messages, { insert: true });
      gaps.check(channel);
      for (const message of messages) applyToThreadsAndCounts(message);
    };
    const onUpdated = (message: ChatMessage) => {
      applyServerMessages(queryClient, message.channel, [message], { insert: false });
      applyThreadMessage(queryClient, message, { insert: false });
      applyPinChange(queryClient, message);
    };
    const onCounts = (counts: ChannelCounts) => patchChannelCounts(queryClient, counts);
    const onMember = () => {
      latest.current.onMemberChanged();
      void queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY });
      // A ticket closed or reopened: the closed list and a closed ticket's notice follow.
      void queryClient.invalidateQueries({ queryKey: CLOSED_TICKETS_QUERY_KEY });
      // A channel that refused us may be open now, and the open one may refuse us now (a
      // ticket, which no catalogue rule covers, is gated by the server's 403 or 404).
      void queryClient.invalidateQueries({
        queryKey: MESSAGES_QUERY_ROOT,
        predicate: (query) =>
          query.state.status === 'error' || query.queryKey[1] === latest.current.openSlug,
      });
    };
    // A poll was created, voted on or deleted: the open polls list refetches.
    const onPolls = () => void queryClient.invalidateQueries({ queryKey: POLLS_QUERY_KEY });
    // Every cached channel except one that refused us (4xx: its refetch waits for
    // member:changed); one whose last fetch merely failed (network, 5xx) catches up too.
    const catchUp = () =>
      void queryClient.refetchQueries({
        queryKey: MESSAGES_QUERY_ROOT,
        type: 'all',
        predicate: (query) => !(query.state.status === 'error' && isClientError(query.state.error)),
      });
    // Counts moved while messages were missed.
    const refreshCounts = () => {
      void queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY });
      onPolls();
      // Pins, open threads and thread unread states changed too (decision 0034).
      for (const queryKey of [PINS_QUERY_ROOT, THREAD_QUERY_ROOT, FOLLOWED_THREADS_ROOT])
        void queryClient.invalidateQueries({ queryKey });
    };
    const onConnect = () => {
      catchUp();
      if (connectedBefore) refreshCounts();
      connectedBefore = true;
    };
    const onResync = () => {
      catchUp();
      refreshCounts();
    };

    socket.on('message:new', onNew);
    socket.on('message:updated', onUpdated);
    socket.on('channel:counts', onCounts);
    socket.on('member:changed', onMember);
    socket.on('polls:changed', onPolls);
    socket.on('messages:resync', onResync);
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    return () => {
      gaps.stop();
      socket.off('message:new', onNew);
      socket.off('message:updated', onUpdated);
      socket.off('channel:counts', onCounts);
      socket.off('member:changed', onMember);
      socket.off('polls:changed', onPolls);
      socket.off('messages:resync', onResync);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
