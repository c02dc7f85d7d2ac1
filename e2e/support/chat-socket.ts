import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { Cookie } from 'playwright-core';
import { fromMessageFrame } from '@bbt/domain';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@bbt/domain';
import { cookieHeader } from './personas';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A chat socket from Node, as the page opens it (websocket, the session cookie). */
export interface RawChatSocket {
  socket: ChatClient;
  /** Every `message:new` and `message:updated` this socket received, in order. */
  received: ChatMessage[];
  /** Resolves with the first received message that matches. */
  waitForMessage(match: (message: ChatMessage) => boolean, timeout?: number): Promise<ChatMessage>;
  close(): void;
}

/**
 * Connects a Socket.IO client (the same library the web app uses) to the server with a
 * member's session cookies, and records what it receives.
 */
export async function connectChatSocket(
  baseURL: string,
  cookies: readonly Cookie[],
  timeout = 10_000,
): Promise<RawChatSocket> {
  const socket: ChatClient = io(baseURL, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: cookieHeader(cookies) },
    reconnection: false,
    forceNew: true,
    timeout,
  });
  const received: ChatMessage[] = [];
  const waiters = new Set<(message: ChatMessage) => void>();
  const record = (message: ChatMessage) => {
    received.push(message);
    for (const waiter of [...waiters]) waiter(message);
  };
  socket.on('message:new', (...frames) =>
    frames.forEach((frame) => record(fromMessageFrame(frame))),
  );
  socket.on('message:updated', record);

  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(new Error(`The chat socket could not connect: ${error.message}`));
    });
  });

  return {
    socket,
    received,
    waitForMessage(match, ms = 5_000) {
      const earlier = received.find(match);
      if (earlier) return Promise.resolve(earlier);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching message reached the socket within ${ms} ms`));
        }, ms);
        const waiter = (message: ChatMessage) => {
          if (!match(message)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(message);
        };
        waiters.add(waiter);
      });
    },
    close() {
      socket.close();
    },
  };
}
