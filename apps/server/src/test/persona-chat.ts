import { randomUUID } from 'node:crypto';
import { CHANNELS, type Ack, type ChatMessage } from '@bbt/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { freshClientAddress } from './client-address';
import { personaApp } from './persona-app';
import { demoPersona, updateMemberRow, type Persona } from './test-app';
import { connectWithCookie, listen, type TestSocket } from './test-sockets';

export interface SidebarChannel {
  slug: string;
  label: string;
  write: boolean;
  reason: string;
  unread: number;
  mentions: number;
  notify: string;
}

/** Channels whose composer is locked for members (staff post there). */
export const LOCKED_FOR_MEMBERS = ['intro', 'faq', 'announcements', 'ask', 'claim', 'polls'];
const OPEN_TO_EVERYONE = [
  'intro',
  'faq',
  'announcements',
  'results',
  'general',
  'begginer',
  'ask',
  'claim',
  'polls',
];
export const ALL_CHANNELS = CHANNELS.map((c) => c.slug);
/** The expected sidebar: the open channels plus the extras, in catalogue order. */
export const sidebar = (...extra: string[]) =>
  ALL_CHANNELS.filter((s) => OPEN_TO_EVERYONE.includes(s) || extra.includes(s));

/**
 * The test file's own app with every dev persona signed in, listening for sockets, with the
 * founder and a free member connected, and the chat calls the channel tests make. Call it at
 * the top of the file: it registers the hooks that start and close the app. Every HTTP call
 * comes from a fresh client address, so no rate limit gets in the way.
 */
export function personaChat() {
  const personas = personaApp();
  const { cookies } = personas;
  let url: string;
  let founder: TestSocket;
  let free: TestSocket;
  const sockets: TestSocket[] = [];

  const api = (method: 'GET' | 'POST' | 'PUT', path: string, cookie?: string, payload?: unknown) =>
    personas.t.app.inject({
      method,
      url: path,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshClientAddress(),
      ...(payload !== undefined && { payload: payload as object }),
    });

  async function channelsOf(as: Persona): Promise<SidebarChannel[]> {
    const response = await api('GET', '/api/channels', cookies[as]);
    expect(response.statusCode).toBe(200);
    return response.json().channels;
  }

  async function countsOf(as: Persona, slug: string) {
    const channel = (await channelsOf(as)).find((c) => c.slug === slug);
    if (!channel) throw new Error(`${as} does not see ${slug}`);
    return { unread: channel.unread, mentions: channel.mentions };
  }

  async function history(as: Persona, slug: string): Promise<ChatMessage[]> {
    const response = await api('GET', `/api/channels/${slug}/messages`, cookies[as]);
    expect(response.statusCode).toBe(200);
    return response.json().messages;
  }

  const markRead = (as: Persona, slug: string, lastId: number) =>
    api('POST', `/api/channels/${slug}/read`, cookies[as], { lastId });

  /** Marks everything in the channel read, so a test starts from zero. */
  async function catchUp(as: Persona, slug: string) {
    const newest = (await history(as, slug)).at(-1);
    const response = await markRead(as, slug, newest?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json().counts).toEqual({ channel: slug, unread: 0, mentions: 0 });
  }

  async function connect(as: Persona) {
    const socket = await connectWithCookie(url, cookies[as]);
    sockets.push(socket);
    return socket;
  }

  const sendRaw = (socket: TestSocket, channel: string, text: string, clientId = randomUUID()) =>
    socket.timeout(5_000).emitWithAck('message:send', { channel, clientId, text }) as Promise<
      Ack<ChatMessage>
    >;

  async function send(socket: TestSocket, channel: string, text: string): Promise<ChatMessage> {
    const ack = await sendRaw(socket, channel, text);
    if (!ack.ok) throw new Error(`send refused: ${ack.error.code} ${ack.error.message}`);
    return ack.data;
  }

  const setDiscipline = (as: Persona, dates: { banUntil?: Date; muteUntil?: Date }) =>
    updateMemberRow(personas.t, demoPersona(as).id, dates);

  beforeAll(async () => {
    url = await listen(personas.t.app);
    founder = await connect('founder');
    free = await connect('free');
  });
  // Runs before the app closes: hooks after all run in reverse order.
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  return {
    get t() {
      return personas.t;
    },
    /** The founder's socket, connected for the whole file. */
    get founder() {
      return founder;
    },
    /** A free member's socket, connected for the whole file. */
    get free() {
      return free;
    },
    cookies,
    api,
    channelsOf,
    countsOf,
    history,
    markRead,
    catchUp,
    connect,
    sendRaw,
    send,
    setDiscipline,
  };
}
