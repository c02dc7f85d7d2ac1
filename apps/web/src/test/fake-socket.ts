import type { Ack } from '@bbt/domain';

type Listener = (...args: unknown[]) => void;

/** One acknowledged emit the client made, waiting for the test to answer it as the server. */
export interface PendingEmit {
  event: string;
  payload: unknown;
  ack: (result: Ack<unknown>) => void;
  /** The acknowledgement never came (socket.io rejects `timeout().emitWithAck`). */
  timeOut: () => void;
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
          this.emits.push({
            event,
            payload,
            ack: resolve,
            timeOut: () => reject(new Error('operation has timed out')),
          });
        }),
    };
  }

  /** The server accepts the connection (first connect or reconnect). */
  accept() {
    if (this.connected) return;
    this.connected = true;
    this.push('connect');
  }

  /** The connection drops (a network blip): socket.io reconnects by itself later. */
  drop() {
    this.connected = false;
    this.push('disconnect', 'transport close');
  }

  /** The server sends an event to this client. */
  push(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** The emits of one event not answered yet, oldest first. */
  pending(event: string): PendingEmit[] {
    return this.emits.filter((e) => e.event === event);
  }
}

/** The socket the next `io()` call returns; a test sets a new one in beforeEach. */
export const fakeSocket: { current: FakeServerSocket } = { current: new FakeServerSocket() };

export const fakeSocketModule = { io: () => fakeSocket.current };
