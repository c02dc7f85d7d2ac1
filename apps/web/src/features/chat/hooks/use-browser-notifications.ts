import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_NOTIFICATION_LEVEL,
  channelLabel,
  fromMessageFrame,
  notificationContent,
  notificationTitleIn,
  shouldNotify,
} from '@bbt/domain';
import type { ChannelNotificationLevel, MessageFrame } from '@bbt/domain';
import { CHANNELS_QUERY_KEY } from '../api/get-channels';
import { patchNotificationLevel } from '../api/set-notification-level';
import { useChatSocket } from '../realtime/socket-context';
import type { ChannelSummary, ChatViewer } from '../types';
import { messageUrl } from './use-message-jump';

/** How many message ids are remembered so a message delivered twice notifies once. */
const NOTIFIED_IDS_KEPT = 200;

/**
 * Browser notifications for what the member's levels ask for while the tab is hidden
 * (shouldNotify, decision 0035), once the browser's permission was granted. Clicking one brings
 * the tab forward on the message; coming back to the tab closes the ones still shown. A level
 * changed on another device (`channel:notify`) patches the channel list.
 */
export function useBrowserNotifications(viewer: ChatViewer): void {
  const { socket } = useChatSocket();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const latest = useRef({ viewer, navigate });
  useEffect(() => {
    latest.current = { viewer, navigate };
  }, [viewer, navigate]);

  useEffect(() => {
    const notified = new Set<number>();
    const shown = new Set<Notification>();

    const notifyOf = (frame: MessageFrame) => {
      const message = fromMessageFrame(frame);
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
      if (notified.has(message.id)) return;
      const channels = queryClient.getQueryData<ChannelSummary[]>(CHANNELS_QUERY_KEY);
      const summary = channels?.find((c) => c.slug === message.channel);
      const level = summary?.notify ?? DEFAULT_NOTIFICATION_LEVEL;
      const visibility = document.visibilityState === 'hidden' ? 'hidden' : 'visible';
      const reason = shouldNotify(message, latest.current.viewer, level, visibility);
      if (!reason) return;
      if (notified.size >= NOTIFIED_IDS_KEPT) notified.delete(notified.values().next().value!);
      notified.add(message.id);
      const label = summary?.label ?? channelLabel(message.channel);
      const content = notificationContent(message, reason, label);
      const { body } = content;
      const title = notificationTitleIn(message.channel, message.author.name, content.title);
      let notification: Notification;
      try {
        notification = new Notification(title, {
          body,
          tag: `message-${message.id}`,
          icon: message.author.image ?? '/images/brand/logo.svg',
        });
      } catch {
        // Browsers that show notifications only through a service worker (Chrome on Android).
        return;
      }
      shown.add(notification);
      notification.onclose = () => shown.delete(notification);
      notification.onclick = () => {
        window.focus();
        notification.close();
        latest.current.navigate(messageUrl(message.channel, message.id));
      };
    };
    const onNew = (...frames: MessageFrame[]) => frames.forEach(notifyOf);
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      for (const notification of shown) notification.close();
      shown.clear();
    };
    const onLevel = (level: ChannelNotificationLevel) => patchNotificationLevel(queryClient, level);

    socket.on('message:new', onNew);
    socket.on('channel:notify', onLevel);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      socket.off('message:new', onNew);
      socket.off('channel:notify', onLevel);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [socket, queryClient]);
}
