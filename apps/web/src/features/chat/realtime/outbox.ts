import type { ChatMessage, SendMessageInput } from '@bbt/domain';
import { AckError } from '../../../lib/socket';
import type { AppSocket } from '../../../lib/socket';
import { sendMessage } from '../api/send-message';

/** Where a send stands while it is in the outbox: waiting for the connection, or on its way. */
export type OutboxStatus = 'waiting' | 'sending';

export interface OutboxCallbacks {
  status(status: OutboxStatus): void;
  stored(message: ChatMessage): void;
  failed(error: AckError): void;
}

export interface Outbox {
  /** Sends after every send submitted before it; waits while the socket is down. */
  submit(input: SendMessageInput, callbacks: OutboxCallbacks): void;
  /** Takes a send that has not gone yet out of the line (its echo was discarded). */
  discard(clientId: string): void;
  /** The workspace is closing: every send not stored yet fails, to be retried from a new one. */
  abandon(): void;
}

interface Entry {
  input: SendMessageInput;
  callbacks: OutboxCallbacks;
  abandoned: boolean;
}

const LEFT = new AckError('not_sent', 'This message was not sent: the chat was closed.');

/**
 * The line every `message:send` of one socket goes through (decision 0030). One send is in
 * flight at a time and the next goes when it is answered, so the server stores them in the
 * order they were written. While the socket is down they wait (no acknowledgement time-out
 * runs); one in flight when it drops goes back to the head of the line. On reconnect the line
 * is sent with the same client ids, so a send stored just before the drop is not stored twice.
 */
export function createOutbox(socket: AppSocket, send = sendMessage): Outbox {
  const line: Entry[] = [];
  let inFlight: Entry | null = null;

  const pump = (): void => {
    if (inFlight || !socket.connected) return;
    const entry = line.shift();
    if (!entry) return;
    inFlight = entry;
    send(socket, entry.input).then(
      (message) => {
        inFlight = null;
        entry.callbacks.stored(message);
        pump();
      },
      (error: unknown) => {
        inFlight = null;
        if (entry.abandoned) return entry.callbacks.failed(LEFT);
        if (!socket.connected) {
          // Dropped with the connection, not refused: it goes again, first, on reconnect.
          line.unshift(entry);
          entry.callbacks.status('waiting');
          return;
        }
        entry.callbacks.failed(
          error instanceof AckError ? error : new AckError('not_sent', String(error)),
        );
        pump();
      },
    );
  };

  socket.on('connect', () => {
    for (const entry of line) entry.callbacks.status('sending');
    pump();
  });
  socket.on('disconnect', () => {
    for (const entry of line) entry.callbacks.status('waiting');
  });

  return {
    submit(input, callbacks) {
      line.push({ input, callbacks, abandoned: false });
      callbacks.status(socket.connected ? 'sending' : 'waiting');
      pump();
    },
    discard(clientId) {
      const at = line.findIndex((entry) => entry.input.clientId === clientId);
      if (at >= 0) line.splice(at, 1);
    },
    abandon() {
      for (const entry of line.splice(0)) entry.callbacks.failed(LEFT);
      if (inFlight) inFlight.abandoned = true;
    },
  };
}
