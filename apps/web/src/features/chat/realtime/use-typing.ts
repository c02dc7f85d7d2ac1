import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  TYPING_EXPIRES_MS,
  TYPING_RENEW_MS,
  type MessageFrame,
  type TypingNotice,
} from '@bbt/domain';
import { useChatSocket } from './socket-context';

export interface TypingSignal {
  /** The composer's text now. */
  changed(text: string): void;
  stopped(): void;
}

/**
 * What the composer tells the channel while its member types (decision 0032): a notice when
 * text is typed, renewed at most every TYPING_RENEW_MS, and one stop when the text is sent,
 * cleared or left (blur, another channel). A thread's composer names its root (decision 0068).
 */
export function useTypingSignal(slug: string, threadId: number | null = null): TypingSignal {
  const { socket } = useChatSocket();
  const sentAt = useRef(0);
  const emit = useCallback(
    (typing: boolean) => {
      if (!socket.connected) return;
      const where = threadId === null ? { channel: slug } : { channel: slug, threadId };
      socket.emit('typing', { ...where, typing }, () => undefined);
    },
    [socket, slug, threadId],
  );
  const stopped = useCallback(() => {
    if (sentAt.current === 0) return;
    sentAt.current = 0;
    emit(false);
  }, [emit]);
  const changed = useCallback(
    (text: string) => {
      if (text.trim() === '') return stopped();
      // A command is not a message: nobody waits for it.
      if (text.startsWith('/')) return;
      const now = Date.now();
      if (now - sentAt.current < TYPING_RENEW_MS) return;
      sentAt.current = now;
      emit(true);
    },
    [emit, stopped],
  );
  useEffect(() => stopped, [stopped]);
  return useMemo(() => ({ changed, stopped }), [changed, stopped]);
}

interface Typist {
  name: string;
  timer: number;
}

/**
 * The names of who is typing in the channel now (or, given `threadId`, in that thread), the
 * viewer left out, in the order they started. A name goes when its typist stops, sends a
 * message there, or after TYPING_EXPIRES_MS without renewal.
 */
export function useTypingNames(
  slug: string,
  viewerId: string,
  threadId: number | null = null,
): string[] {
  const { socket } = useChatSocket();
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    const typists = new Map<string, Typist>();
    const publish = () => setNames([...typists.values()].map((t) => t.name));
    const drop = (userId: string) => {
      const typist = typists.get(userId);
      if (!typist) return;
      window.clearTimeout(typist.timer);
      typists.delete(userId);
      publish();
    };
    const onTyping = (notice: TypingNotice) => {
      if (notice.channel !== slug || notice.threadId !== threadId || notice.userId === viewerId)
        return;
      if (!notice.typing) return drop(notice.userId);
      const known = typists.get(notice.userId);
      if (known) window.clearTimeout(known.timer);
      typists.set(notice.userId, {
        name: notice.name,
        timer: window.setTimeout(() => drop(notice.userId), TYPING_EXPIRES_MS),
      });
      if (!known) publish();
    };
    const onMessage = (...frames: MessageFrame[]) => {
      for (const message of frames) {
        if (message.channel === slug && (message.threadRootId ?? null) === threadId)
          drop(message.author.id);
      }
    };
    // Notices that stopped coming while disconnected would otherwise linger until they expire.
    const onDisconnect = () => {
      for (const userId of [...typists.keys()]) drop(userId);
    };
    socket.on('typing', onTyping);
    socket.on('message:new', onMessage);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('typing', onTyping);
      socket.off('message:new', onMessage);
      socket.off('disconnect', onDisconnect);
      for (const typist of typists.values()) window.clearTimeout(typist.timer);
    };
  }, [socket, slug, viewerId, threadId]);
  return names;
}
