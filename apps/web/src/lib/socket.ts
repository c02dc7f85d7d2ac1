import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@bbt/domain';

/** The chat's typed socket (events in packages/domain/src/realtime.ts). */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long a write waits for the server's acknowledgement before it counts as failed. */
export const ACK_TIMEOUT_MS = 15_000;

/**
 * A socket to our own origin, authenticated by the session cookie. It does not connect until
 * `connect()` is called, so the owner decides its lifetime.
 */
export function createSocket(): AppSocket {
  return io({ withCredentials: true, transports: ['websocket', 'polling'], autoConnect: false });
}

/** A write the server refused (`{ ok: false, error }`), or one it never acknowledged. */
export class AckError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'AckError';
    this.code = code;
  }
}

export const ACK_TIMEOUT_CODE = 'ack_timeout';
const TIMEOUT_MESSAGE = 'The server did not answer in time. Check your connection and try again.';

/** The data of a successful acknowledgement; throws an AckError otherwise. */
export async function unwrapAck<T>(pending: Promise<Ack<T>>): Promise<T> {
  let result: Ack<T>;
  try {
    result = await pending;
  } catch {
    throw new AckError(ACK_TIMEOUT_CODE, TIMEOUT_MESSAGE);
  }
  if (!result.ok) throw new AckError(result.error.code, result.error.message);
  return result.data;
}
