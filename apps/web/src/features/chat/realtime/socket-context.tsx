import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { ReactNode } from 'react';
import { createSocket } from '../../../lib/socket';
import type { AppSocket } from '../../../lib/socket';
import { createOutbox } from './outbox';
import type { Outbox } from './outbox';

export type SocketStatus = 'connecting' | 'connected' | 'reconnecting';

interface ChatSocketValue {
  socket: AppSocket;
  status: SocketStatus;
  /** Every message send goes through it, in order, waiting while the socket is down. */
  outbox: Outbox;
  /** Tries to connect now instead of at the next scheduled attempt. */
  reconnect: () => void;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

const ChatSocketContext = createContext<ChatSocketValue | null>(null);

/** One socket for the workspace: connected while it is mounted, closed when it goes. */
export function ChatSocketProvider({ children }: { children: ReactNode }) {
  const [socket] = useState(createSocket);
  const [outbox] = useState(() => createOutbox(socket));
  const [status, setStatus] = useState<SocketStatus>('connecting');

  useEffect(() => {
    let retry: number | undefined;
    let attempts = 0;
    const onConnect = () => {
      attempts = 0;
      setStatus('connected');
    };
    const onDisconnect = (reason: Socket.DisconnectReason) => {
      setStatus('reconnecting');
      // Socket.IO leaves a socket the server closed (a restart, a deploy) disconnected for
      // good; come back after a growing pause, as it does by itself after a network drop.
      if (reason === 'io server disconnect') {
        const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempts);
        attempts += 1;
        retry = window.setTimeout(() => socket.connect(), delay);
      }
    };
    // A first connection that fails (server down, handshake refused) is retried by Socket.IO.
    const onConnectError = () => setStatus('reconnecting');
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    // Deferred a tick, so a mount that is undone at once (StrictMode) opens no connection.
    const timer = window.setTimeout(() => socket.connect(), 0);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(retry);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      outbox.abandon();
      socket.disconnect();
    };
  }, [socket, outbox]);

  const value = useMemo(
    () => ({ socket, status, outbox, reconnect: () => void socket.connect() }),
    [socket, status, outbox],
  );
  return <ChatSocketContext.Provider value={value}>{children}</ChatSocketContext.Provider>;
}

export function useChatSocket(): ChatSocketValue {
  const value = useContext(ChatSocketContext);
  if (!value) throw new Error('useChatSocket must be used inside <ChatSocketProvider>');
  return value;
}
