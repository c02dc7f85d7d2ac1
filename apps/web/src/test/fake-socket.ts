import type { Ack } from '@bbt/domain';

type Listener = (...args: unknown[]) => void;

/** One acknowledged emit the client made, waiting for the test to answer it as the server. */
export interface PendingEmit {
  event: string;
  payload: unknown;
  ack: (result: Ack<unknown>) => void;
  /** The acknowledgement never came (socket.io rejects `timeout().emitWithAck`). */
  timeOut: () => void;
  /** The connection dropped before the answer (socket.io-client rejects the ack). */
  drop: () => void;
  /** Answered, timed out, or dropped with the connection. */
  settled: boolean;
}

/**
 * The network edge for realtime: stands in for socket.io-client's `io()` socket. The test
 * plays the server: it connects and drops the socket, pushes events, and answers emits.
 * Install with
 * `vi.mock('socket.io-client', async () => (await import('<path>/test/fake-socket')).fakeSocketModule)`.
 */
export class FakeServerSocket {
  connected = false;
  readonly emits: PendingEmit[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** The client asks to connect: the fake server accepts on the next tick. */
  connect() {
    setTimeout(() => this.accept(), 0);
    return this;
  }

  disconnect() {
    this.connected = false;
    return this;
  }

  timeout() {
    return {
      emitWithAck: (event: string, payload: unknown) =>
        new Promise<Ack<unknown>>((resolve, reject) => {
          const emit: PendingEmit = {
            event,
            payload,
            settled: false,
            ack: (result) => {
              emit.settled = true;
              resolve(result);
            },
            timeOut: () => {
              emit.settled = true;
              reject(new Error('operation has timed out'));
            },
            drop: () => {
              emit.settled = true;
              reject(new Error('socket has been disconnected'));
            },
          };
          this.emits.push(emit);
        }),
    };
  }

  /** The server accepts the connection (first connect or reconnect). */
  accept() {
    if (this.connected) return;
    this.connected = true;
    this.push('connect');
  }

  /**
   * The connection drops (a network blip): socket.io reconnects by itself later, and rejects
   * the acknowledgements still awaited, after 'disconnect', as socket.io-client 4.8 does.
   */
  drop() {
    this.connected = false;
    this.push('disconnect', 'transport close');
    for (const emit of this.emits) if (!emit.settled) emit.drop();
  }

  /** The server sends an event to this client. */
  push(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** The emits of one event, oldest first. */
  pending(event: string): PendingEmit[] {
    return this.emits.filter((e) => e.event === event);
  }

  /** The emits of one event not answered yet, oldest first. */
  unanswered(event: string): PendingEmit[] {
    return this.emits.filter((e) => e.event === event && !e.settled);
  }
}

/** The socket the next `io()` call returns; a test sets a new one in beforeEach. */
export const fakeSocket: { current: FakeServerSocket } = { current: new FakeServerSocket() };

export const fakeSocketModule = { io: () => fakeSocket.current };
