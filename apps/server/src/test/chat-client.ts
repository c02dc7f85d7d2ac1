import {
  advanceSyncedThrough,
  fromMessageFrame,
  gapEnd,
  GAP_FETCH_DELAY_MS,
  type ChatMessage,
  type SendMessageInput,
} from '@bbt/domain';
import { io as connect } from 'socket.io-client';
import { fetchAllAfter } from './server-process';
import type { TestSocket } from './test-sockets';

/** How long a send waits for its acknowledgement, as the web client (lib/socket.ts). */
const ACK_TIMEOUT_MS = 15_000;
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 1_000;

export interface ChatClientOptions {
  /** Servers to use, in order of preference; after a disconnect the client tries the next. */
  urls: string[];
  cookie: string;
  channel: string;
  /** Short name, used in client ids and failure messages. */
  label: string;
  /** Prefix of this test run's client ids (at most ~30 characters). */
  runId: string;
  /** Messages older than this are not tracked (the channel's newest id when the test began). */
  baseline: number;
  /**
   * Which messages are this test's: the shared Redis of a CI run also carries broadcasts of
   * other test files' servers (same adapter channel), whose ids mean nothing here.
   */
  accept?: (message: ChatMessage) => boolean;
}

/**
 * A chat client that behaves like the web app's (apps/web/src/features/chat): it keeps the
 * channel's messages by id (a message replaces the one with its id, so nothing shows twice),
 * and on every (re)connect, and when the server sends `messages:resync`, asks for everything
 * after the id up to which it holds every message (`GET /messages?after=`, page by page; see
 * advanceSyncedThrough), and so it does when a gap in what it holds stays open for
 * GAP_FETCH_DELAY_MS (a broadcast lost with the instance that was to publish it). Sends carry a client id; a send that was not
 * acknowledged (the connection dropped, the server died) stays pending and is sent again with
 * the same client id once connected again — what the web app's Retry does.
 *
 * Unlike Socket.IO's own reconnection, it can move to another server: give it several URLs.
 */
export class ChatClient {
  readonly options: ChatClientOptions;
  /** The channel as this client would show it: server messages by id (after the baseline). */
  readonly view = new Map<number, ChatMessage>();
  /** Sends not acknowledged yet, by client id (in flight, or failed and waiting to be resent). */
  readonly pending = new Map<string, SendMessageInput>();
  /** Client id -> the message every ok acknowledgement for it returned (ids are collected). */
  readonly acked = new Map<string, Set<number>>();
  /** Sends the server refused with `{ ok: false }`, by client id. */
  readonly refused = new Map<string, { code: string; message: string }>();
  /** `message:new` deliveries per connection: message id -> how many times it arrived. */
  readonly deliveries: Map<number, number>[] = [];
  /**
   * Live deliveries that arrived after one with a higher id on the same connection: a client
   * that resumes "after the newest id it holds" skips the lower one if it was cut off between.
   */
  readonly outOfOrder: Array<{ got: number; after: number }> = [];
  /** URLs this client was connected to, in order (one entry per connection). */
  readonly connections: string[] = [];
  /** Client ids sent again after a reconnect (they had no acknowledgement). */
  readonly resent: string[] = [];
  /** The `after` id of each catch-up (on connecting, and on `messages:resync`). */
  readonly catchUps: number[] = [];
  /** The `after` id of each fetch made because a gap stayed open. */
  readonly gapFetches: number[] = [];
  socket: TestSocket | undefined;
  url: string | undefined;
  /** True from the moment a connection is up until its catch-up and resends have been issued. */
  private syncing = false;
  private closed = false;
  private offline = false;
  private urlIndex = 0;
  private sent = 0;
  private readonly waiters = new Set<() => void>();
  private gapTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: ChatClientOptions) {
    this.options = options;
    this.syncedThrough = options.baseline;
  }

  get connected(): boolean {
    return Boolean(this.socket?.connected) && !this.syncing;
  }

  /** Every message up to this id is held: what a catch-up asks for messages after. */
  private syncedThrough: number;

  /** Connects to the first reachable URL (trying them in turn) and catches up. */
  async start(): Promise<void> {
    void this.connectSomewhere();
    await this.until(() => this.connected, `${this.options.label} to connect`);
  }

  /** Sends a new message (now if connected, else on the next connection). Returns its client id. */
  send(text: string): string {
    this.sent += 1;
    const clientId = `${this.options.runId}-${this.options.label}-${this.sent}`;
    const input: SendMessageInput = { channel: this.options.channel, clientId, text };
    this.pending.set(clientId, input);
    if (this.connected) this.emit(input);
    this.changed();
    return clientId;
  }

  /** Sends a message and resolves with the stored message once acknowledged (throws if refused). */
  async post(text: string, timeoutMs = 30_000): Promise<ChatMessage> {
    const clientId = this.send(text);
    await this.until(
      () => this.acked.has(clientId) || this.refused.has(clientId),
      `${this.options.label}: acknowledgement of ${clientId}`,
      timeoutMs,
    );
    const refusal = this.refused.get(clientId);
    if (refusal)
      throw new Error(`${this.options.label}: send refused: ${refusal.code} ${refusal.message}`);
    const [id] = this.acked.get(clientId)!;
    return this.view.get(id!)!;
  }

  /**
   * Sends an already acknowledged message again with the same client id (a client that lost
   * the acknowledgement cannot tell it from an unacknowledged one) and returns the acknowledgement.
   */
  async resendAcknowledged(clientId: string): Promise<ChatMessage> {
    const socket = this.socket;
    if (!socket?.connected) throw new Error(`${this.options.label} is not connected`);
    const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message:send', {
      channel: this.options.channel,
      clientId,
      text: `resent ${clientId}`,
    });
    if (!ack.ok) throw new Error(`${this.options.label}: resend refused: ${ack.error.message}`);
    this.recordAck(clientId, ack.data);
    return ack.data;
  }

  /** Resolves when the check passes; checked again after every change this client sees. */
  until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
    return waitUntil([this], check, what, timeoutMs);
  }

  /** @internal used by waitUntil */
  onChange(listener: () => void): () => void {
    this.waiters.add(listener);
    return () => this.waiters.delete(listener);
  }

  /** A network drop: the connection goes, and the client stays away until `goOnline`. */
  goOffline(): Promise<void> {
    this.offline = true;
    const socket = this.socket;
    if (!socket?.connected) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('disconnect', () => resolve());
      socket.disconnect();
    });
  }

  /** Back from `goOffline`: reconnects and catches up as after any disconnect. */
  async goOnline(): Promise<void> {
    this.offline = false;
    const connections = this.connections.length;
    void this.connectSomewhere();
    await this.until(
      () => this.connected && this.connections.length > connections,
      `${this.options.label} to reconnect`,
    );
  }

  /** One line of state, for failure messages. */
  describe(): string {
    const pending = [...this.pending.keys()].slice(0, 3).join(', ');
    return (
      `${this.options.label}: ${this.connected ? 'connected' : this.syncing ? 'catching up' : 'disconnected'}` +
      ` (${this.connections.join(' then ')}), ${this.acked.size} acknowledged, ` +
      `${this.pending.size} pending${pending ? ` (${pending}...)` : ''}, ${this.refused.size} refused, ` +
      `${this.view.size} held`
    );
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.gapTimer);
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.changed();
  }

  private changed() {
    for (const listener of [...this.waiters]) listener();
  }

  /** Adds messages to the view; `fetchedThrough` is the newest id a catch-up covered. */
  private merge(messages: ChatMessage[], fetchedThrough = 0) {
    const accept = this.options.accept ?? (() => true);
    for (const message of messages) {
      if (message.id <= this.options.baseline || message.channel !== this.options.channel) continue;
      if (!accept(message)) continue;
      this.view.set(message.id, message);
    }
    this.syncedThrough = advanceSyncedThrough(
      Math.max(this.syncedThrough, fetchedThrough),
      this.view.values(),
    );
    this.watchForGap();
  }

  /** Fetches what is missing if a gap is still open after GAP_FETCH_DELAY_MS. */
  private watchForGap() {
    const end = gapEnd(this.syncedThrough, this.view.values());
    if (end === undefined || this.gapTimer !== undefined || this.closed) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = undefined;
      const url = this.url;
      // That gap closed by itself; a newer one may have opened meanwhile.
      if (this.syncedThrough >= end) return this.watchForGap();
      if (!this.connected || !url) return;
      void this.catchUp(url, this.gapFetches).then(
        () => this.changed(),
        // The server went away meanwhile: the next connection catches up anyway.
        () => undefined,
      );
    }, GAP_FETCH_DELAY_MS);
  }

  /** Everything after `syncedThrough`, from the server this client is connected to. */
  private async catchUp(url: string, record = this.catchUps): Promise<void> {
    const after = this.syncedThrough;
    record.push(after);
    const newer = await fetchAllAfter(url, this.options.cookie, this.options.channel, after);
    this.merge(newer, newer.at(-1)?.id ?? 0);
  }

  private recordAck(clientId: string, message: ChatMessage) {
    const ids = this.acked.get(clientId) ?? new Set<number>();
    ids.add(message.id);
    this.acked.set(clientId, ids);
    this.pending.delete(clientId);
    this.merge([message]);
    this.changed();
  }

  private emit(input: SendMessageInput) {
    const socket = this.socket;
    if (!socket) return;
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('message:send', input)
      .then(
        (ack) => {
          if (ack.ok) this.recordAck(input.clientId, ack.data);
          else {
            this.refused.set(input.clientId, ack.error);
            this.pending.delete(input.clientId);
            this.changed();
          }
        },
        () => {
          // Timed out on a live connection: the member presses Retry (same client id). Cut
          // off: it stays pending and is resent after the next connect.
          if (this.socket === socket && socket.connected && this.pending.has(input.clientId))
            this.emit(input);
          this.changed();
        },
      );
  }

  private async connectSomewhere(): Promise<void> {
    let delay = FIRST_RETRY_MS;
    while (!this.closed && !this.offline) {
      const url = this.options.urls[this.urlIndex % this.options.urls.length]!;
      try {
        await this.open(url);
        return;
      } catch {
        this.urlIndex += 1;
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(MAX_RETRY_MS, delay * 2);
      }
    }
  }

  private open(url: string): Promise<void> {
    const socket: TestSocket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 5_000,
      extraHeaders: { cookie: this.options.cookie },
    });
    const deliveries = new Map<number, number>();
    let highest = 0;
    socket.on('message:new', (...frames) => {
      const messages = frames
        .map(fromMessageFrame)
        .filter(
          (message) =>
            message.channel === this.options.channel &&
            (!this.options.accept || this.options.accept(message)),
        );
      for (const message of messages) {
        deliveries.set(message.id, (deliveries.get(message.id) ?? 0) + 1);
        if (message.id < highest) this.outOfOrder.push({ got: message.id, after: highest });
        highest = Math.max(highest, message.id);
      }
      if (messages.length === 0) return;
      this.merge(messages);
      this.changed();
    });
    socket.on('messages:resync', () => {
      void this.catchUp(url).then(
        () => this.changed(),
        // The server went away meanwhile: the next connection catches up anyway.
        () => undefined,
      );
    });
    return new Promise<void>((resolve, reject) => {
      socket.once('connect_error', (error) => {
        socket.removeAllListeners();
        socket.close();
        reject(error);
      });
      socket.once('connect', () => {
        socket.off('connect_error');
        this.socket = socket;
        this.url = url;
        this.connections.push(url);
        this.deliveries.push(deliveries);
        this.syncing = true;
        socket.once('disconnect', () => {
          this.syncing = false;
          if (this.socket !== socket) return;
          this.changed();
          // Like the web app after a server restart: come back, here or on another server.
          if (!this.closed && !this.offline) {
            this.urlIndex += 1;
            void this.connectSomewhere();
          }
        });
        resolve();
        void this.afterConnect(socket, url);
      });
    });
  }

  /** What the web app does on every connect: catch up by id, then retry unacknowledged sends. */
  private async afterConnect(socket: TestSocket, url: string): Promise<void> {
    const reconnect = this.connections.length > 1;
    try {
      await this.catchUp(url);
    } catch {
      // The server went away during the catch-up: drop this connection; the next one retries.
      if (this.socket === socket) socket.disconnect();
      return;
    }
    if (this.socket !== socket || !socket.connected) return;
    this.syncing = false;
    for (const input of this.pending.values()) {
      if (reconnect) this.resent.push(input.clientId);
      this.emit(input);
    }
    this.changed();
  }
}

/** Resolves when the check passes, re-checking whenever any of the clients changes. */
export function waitUntil(
  clients: ChatClient[],
  check: () => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const stops: Array<() => void> = [];
    const finish = (error?: Error) => {
      clearTimeout(timer);
      for (const stop of stops) stop();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `timed out after ${timeoutMs} ms waiting for ${what}:\n  ${clients.map((c) => c.describe()).join('\n  ')}`,
          ),
        ),
      timeoutMs,
    );
    const test = () => {
      try {
        if (check()) finish();
      } catch (error) {
        finish(error instanceof Error ? error : new Error(String(error)));
      }
    };
    for (const client of clients) stops.push(client.onChange(test));
    test();
  });
}

/** Sends from every client at `perSecond` messages per second in total until stopped. */
export function sendStream(clients: ChatClient[], perSecond: number, text: (n: number) => string) {
  let n = 0;
  const interval = Math.max(1, Math.round((1000 * clients.length) / perSecond));
  const timers = clients.map((client, i) =>
    setTimeout(
      () => {
        timers[i] = setInterval(() => {
          n += 1;
          client.send(text(n));
        }, interval);
      },
      (interval * i) / clients.length,
    ),
  );
  return {
    get sent() {
      return n;
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
