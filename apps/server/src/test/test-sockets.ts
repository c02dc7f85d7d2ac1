import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  fromMessageFrame,
  type ChatMessage,
  type ClientToServerEvents,
  type MessageFrame,
  type ServerToClientEvents,
} from '@bbt/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { BROADCAST_WINDOW_MS } from '../config';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { createMember, sessionCookieFor } from './factories';
import { createTestApp, signInAs, type Persona, type TestApp } from './test-app';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Sends `text` to #general over `socket` and answers the stored message (throws if refused). */
export async function sendToGeneral(socket: TestSocket, text: string): Promise<ChatMessage> {
  const ack = await socket
    .timeout(10_000)
    .emitWithAck('message:send', { channel: 'general', clientId: randomUUID(), text });
  if (!ack.ok) throw new Error(`send refused: ${ack.error.code} ${ack.error.message}`);
  return ack.data;
}

/** Starts listening on a free local port (sockets need a real server) and returns its URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A connected Socket.IO client carrying a session cookie. Disconnect it when done. */
export function connectWithCookie(
  url: string,
  cookie: string | undefined,
  origin?: string,
): Promise<TestSocket> {
  const socket: TestSocket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...(cookie && { cookie }), ...(origin && { origin }) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export async function connectAs(app: FastifyInstance, url: string, persona: Persona) {
  const cookie = await signInAs(app, persona);
  return { cookie, socket: await connectWithCookie(url, cookie) };
}

/**
 * A test app listening for sockets, with each of `personas` signed in and connected, in order.
 * `sockets` holds the personas' sockets; push a test's own there too, for `t.close()`
 * disconnects them all before it closes the app.
 */
export async function createSocketTestApp<P extends Persona = never>(
  env: Record<string, string> = {},
  personas: readonly P[] = [],
) {
  const app = await createTestApp(env);
  const sockets: TestSocket[] = [];
  const t: TestApp = {
    ...app,
    close: async () => {
      for (const socket of sockets) socket.disconnect();
      await app.close();
    },
  };
  try {
    const url = await listen(t.app);
    const connected = {} as Record<P, { cookie: string; socket: TestSocket }>;
    for (const persona of personas) {
      connected[persona] = await connectAs(t.app, url, persona);
      sockets.push(connected[persona].socket);
    }
    return { t, url, sockets, personas: connected };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * A member of their own (so no test's sign-out or ban touches another's), signed in, with a
 * socket to `url`. Disconnect the socket when done.
 */
export async function connectNewMember(db: Database, sessionSecret: string, url: string) {
  const handle = `Member${randomUUID().slice(0, 8)}`;
  const member = await createMember(db, { name: handle });
  const cookie = await sessionCookieFor(db, sessionSecret, member.id);
  const socket = await connectWithCookie(url, cookie);
  return { member, handle: handle.toLowerCase(), cookie, socket };
}

/**
 * What a test reads of an event: each frame of a `message:new` packet is read back as the whole
 * message, one entry per message.
 */
type Received<E extends keyof ServerToClientEvents> = E extends 'message:new'
  ? ChatMessage
  : Parameters<ServerToClientEvents[E]>[0];

/** Collects every event of one name a socket receives, for assertions. */
export function collect<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
): Received<E>[] {
  const received: Received<E>[] = [];
  socket.on(event, ((...payloads: Parameters<ServerToClientEvents[E]>) => {
    if (event !== 'message:new') return received.push(payloads[0] as Received<E>);
    for (const frame of payloads as MessageFrame[])
      received.push(fromMessageFrame(frame) as Received<E>);
  }) as never);
  return received;
}

/**
 * Polls until the check passes or the time runs out (for events that arrive asynchronously).
 * An async check is awaited, so its failed assertions retry instead of escaping unhandled.
 */
export async function eventually(
  check: () => void | Promise<void>,
  timeoutMs = 3_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * The barrier that proves an absence: `sender` posts a sentinel message in `channel`, and this
 * resolves once `received` (what the watching socket collected of 'message:new') holds it, and
 * a broadcast window more has passed. A channel's broadcasts reach a socket in order, and another
 * channel's are held back at most one window (decision 0085), so a message stored before the
 * sentinel, in any channel, would have arrived by then too. Returns the sentinel.
 */
export async function sentinelArrived(
  sender: TestSocket,
  received: ChatMessage[],
  channel = 'general',
): Promise<ChatMessage> {
  const ack = await sender
    .timeout(5_000)
    .emitWithAck('message:send', { channel, clientId: randomUUID(), text: 'sentinel' });
  if (!ack.ok) throw new Error(`the sentinel was refused: ${ack.error.message}`);
  await eventually(() => {
    if (!received.some((message) => message.id === ack.data.id))
      throw new Error(`sentinel ${ack.data.id} did not arrive`);
  });
  await sleep(2 * BROADCAST_WINDOW_MS);
  return ack.data;
}

/**
 * Resolves with the reason a socket is disconnected for, or rejects when it is still
 * connected after `timeoutMs` (counted from this call).
 */
export function disconnection(socket: TestSocket, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`socket still connected after ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/**
 * Resolves just after the instance at `url` has rechecked the sessions of its sockets: a new
 * member's socket there, whose session row is deleted behind better-auth's back, is closed by
 * that recheck and by nothing else, within `timeoutMs`. A session ended now waits the longest
 * for the next recheck; and one the recheck left connected was seen alive, for it covers every
 * socket of the instance.
 */
export async function sessionRecheckRan(
  db: Database,
  sessionSecret: string,
  url: string,
  timeoutMs: number,
): Promise<void> {
  const probe = await connectNewMember(db, sessionSecret, url);
  const closed = disconnection(probe.socket, timeoutMs);
  await db.delete(sessions).where(eq(sessions.userId, probe.member.id));
  const reason = await closed;
  if (reason !== 'io server disconnect') throw new Error(`probe socket closed by ${reason}`);
}
