import { randomUUID } from 'node:crypto';
import type { Ack, ChatMessage, PresenceChange, RoleKey, TypingNotice } from '@bbt/domain';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoom } from '../../plugins/realtime';
import { createMember, sessionCookieFor } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  collect,
  connectWithCookie,
  createSocketTestApp,
  eventually,
  type TestSocket,
} from '../../test/test-sockets';

let t: TestApp;
let url: string;
let sockets: TestSocket[];

beforeAll(async () => {
  ({ t, url, sockets } = await createSocketTestApp());
});
afterAll(() => t.close());

const hour = () => new Date(Date.now() + 3_600_000);

/** A member of the test's own, signed in, with `open` sockets. */
async function member(
  name: string,
  options: { roles?: RoleKey[]; banUntil?: Date; muteUntil?: Date; open?: number } = {},
) {
  const row = await createMember(t.db, { name, ...options });
  const cookie = await sessionCookieFor(t.db, t.config.sessionSecret, row.id);
  const open: TestSocket[] = [];
  for (let i = 0; i < (options.open ?? 1); i++) {
    const socket = await connectWithCookie(url, cookie);
    sockets.push(socket);
    open.push(socket);
  }
  return { id: row.id, name, cookie, sockets: open, socket: open[0]! };
}

const typing = (socket: TestSocket, channel: string, on = true) =>
  socket.timeout(5_000).emitWithAck('typing', { channel, typing: on }) as Promise<Ack<null>>;

const outcome = (ack: Ack<null>) => (ack.ok ? 'ok' : ack.error.code);

/** The status each member was last said to have, from the changes a socket received. */
const latest = (changes: PresenceChange[][]) => {
  const status = new Map<string, string>();
  for (const batch of changes) for (const c of batch) status.set(c.userId, c.status);
  return status;
};

describe('typing', () => {
  it("reaches the channel's other readers, never the typist's own sockets, and says when it stops", async () => {
    const typist = await member('Typist', { open: 2 });
    const reader = await member('Reader');
    const toReader = collect(reader.socket, 'typing');
    const toOwnTab = collect(typist.sockets[1]!, 'typing');

    expect(outcome(await typing(typist.socket, 'general'))).toBe('ok');
    await eventually(() =>
      expect(toReader).toContainEqual<TypingNotice>({
        channel: 'general',
        threadId: null,
        userId: typist.id,
        name: 'Typist',
        typing: true,
      }),
    );
    expect(outcome(await typing(typist.socket, 'general', false))).toBe('ok');
    await eventually(() =>
      expect(toReader.filter((n) => n.userId === typist.id).map((n) => n.typing)).toEqual([
        true,
        false,
      ]),
    );
    expect(toOwnTab.filter((n) => n.userId === typist.id)).toEqual([]);
  });

  it('says which thread the member types in, for a root message of that channel only (decision 0068)', async () => {
    const typist = await member('Thread Typist');
    const reader = await member('Thread Reader');
    const received = collect(reader.socket, 'typing');
    const send = async (channel: string) => {
      const ack = (await typist.socket.timeout(5_000).emitWithAck('message:send', {
        channel,
        clientId: randomUUID(),
        text: 'A thread root',
      })) as Ack<ChatMessage>;
      if (!ack.ok) throw new Error(ack.error.message);
      return ack.data.id;
    };
    const rootId = await send('general');
    const inThread = (channel: string, threadId: number) =>
      typist.socket
        .timeout(5_000)
        .emitWithAck('typing', { channel, threadId, typing: true }) as Promise<Ack<null>>;

    expect(outcome(await inThread('general', rootId))).toBe('ok');
    await eventually(() =>
      expect(received).toContainEqual<TypingNotice>({
        channel: 'general',
        threadId: rootId,
        userId: typist.id,
        name: 'Thread Typist',
        typing: true,
      }),
    );
    const elsewhere = await send('begginer');
    // The send's own rule and refusals (decision 0034): what a send there would be told.
    expect(outcome(await inThread('general', elsewhere))).toBe('thread_root_other_channel');
    expect(outcome(await inThread('general', 2_000_000_000))).toBe('thread_root_not_found');
    const replyAck = (await typist.socket.timeout(5_000).emitWithAck('message:send', {
      channel: 'general',
      clientId: randomUUID(),
      text: 'A reply',
      threadRootId: rootId,
    })) as Ack<ChatMessage>;
    expect(replyAck.ok).toBe(true);
    if (replyAck.ok)
      expect(outcome(await inThread('general', replyAck.data.id))).toBe('thread_root_is_reply');
    // The refused notices never went out: the barrier is a later notice in the channel itself.
    expect(outcome(await typing(typist.socket, 'general', false))).toBe('ok');
    await eventually(() =>
      expect(received.at(-1)).toMatchObject({ threadId: null, typing: false }),
    );
    expect(received.filter((n) => n.threadId !== null && n.threadId !== rootId)).toEqual([]);
  });

  it('never reaches a member who cannot read the channel', async () => {
    const premium = await member('Premium', { roles: ['premium_trader'] });
    const outsider = await member('Outsider');
    const received = collect(outsider.socket, 'typing');
    expect(outcome(await typing(premium.socket, 'premium'))).toBe('ok');
    // Notices from one socket arrive in order: once the one in general is in, premium's would be.
    expect(outcome(await typing(premium.socket, 'general'))).toBe('ok');
    await eventually(() => expect(received.map((n) => n.channel)).toContain('general'));
    expect(received.filter((n) => n.channel === 'premium')).toEqual([]);
  });

  it.each([
    ['a free member in premium', {}, 'premium', 'no_permission'],
    ['a free member in the locked announcements', {}, 'announcements', 'locked'],
    ['a muted member', { muteUntil: hour() }, 'general', 'muted'],
    ['a banned member', { banUntil: hour() }, 'general', 'banned'],
    ['anyone in a channel that does not exist', {}, 'nowhere', 'not_found'],
  ])('is refused for %s', async (_name, options, channel, code) => {
    const someone = await member('Refused', options);
    const watcher = await member('Watcher', { roles: ['premium_trader'] });
    const received = collect(watcher.socket, 'typing');
    expect(outcome(await typing(someone.socket, channel))).toBe(code);
    expect(outcome(await typing(watcher.socket, 'general'))).toBe('ok');
    expect(received.filter((n) => n.userId === someone.id)).toEqual([]);
  });

  it.each([
    ['a channel that is not text', { channel: 5, typing: true }],
    ['no typing flag', { channel: 'general' }],
    ['an unknown field', { channel: 'general', typing: true, thread: 4 }],
    ['a thread id that is not a message id', { channel: 'general', typing: true, threadId: -4 }],
  ])('refuses %s as invalid input', async (_name, payload) => {
    const someone = await member('Sloppy');
    const ack = (await someone.socket
      .timeout(5_000)
      .emitWithAck('typing', payload as never)) as Ack<null>;
    expect(outcome(ack)).toBe('validation_failed');
  });
});

describe('presence', () => {
  it('tells the member list when a member comes, goes idle, comes back and leaves', async () => {
    const watcher = await member('Watcher');
    const changes = collect(watcher.socket, 'presence:changed');
    const comer = await member('Comer', { open: 2 });
    const statusOf = () => latest(changes).get(comer.id);

    await eventually(() => expect(statusOf()).toBe('online'));
    // One tab left alone keeps the member online while the other is in use.
    expect(
      outcome(
        await comer.sockets[0]!.timeout(5_000).emitWithAck('presence:set', { status: 'idle' }),
      ),
    ).toBe('ok');
    expect(
      outcome(
        await comer.sockets[1]!.timeout(5_000).emitWithAck('presence:set', { status: 'idle' }),
      ),
    ).toBe('ok');
    await eventually(() => expect(statusOf()).toBe('idle'));
    await comer.sockets[1]!.timeout(5_000).emitWithAck('presence:set', { status: 'online' });
    await eventually(() => expect(statusOf()).toBe('online'));
    comer.sockets[0]!.disconnect();
    // A barrier, not a wait: the server has dropped that tab, then a later arrival reaches the
    // watcher; presence is sent in order, so an 'offline' for the comer would have come first.
    await eventually(async () =>
      expect(await t.io.in(memberRoom(comer.id)).fetchSockets()).toHaveLength(1),
    );
    const later = await member('Later');
    await eventually(() => expect(latest(changes).get(later.id)).toBe('online'));
    expect(statusOf()).toBe('online');
    comer.sockets[1]!.disconnect();
    await eventually(() => expect(statusOf()).toBe('offline'));
    // Only transitions are sent: one per change of the member's status.
    expect(
      changes
        .flat()
        .filter((c) => c.userId === comer.id)
        .map((c) => c.status),
    ).toEqual(['online', 'idle', 'online', 'offline']);
  });

  it('gives a new connection who is around, and counts it from the next batch', async () => {
    const around = await member('Around');
    const late = await member('Late', { open: 0 });
    // Listening before connecting, as the web app does: the snapshot comes right after.
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      autoConnect: false,
      extraHeaders: { cookie: late.cookie },
    }) as TestSocket;
    sockets.push(socket);
    const snapshots = collect(socket, 'presence:snapshot');
    const changes = collect(socket, 'presence:changed');
    socket.connect();
    await eventually(() => expect(snapshots).toHaveLength(1));
    // The snapshot plus the changes after it: whoever came just before is in one or the other.
    const statusOf = (userId: string) =>
      latest(changes).get(userId) ?? (snapshots[0]!.online.includes(userId) ? 'online' : 'offline');
    await eventually(() => expect(statusOf(around.id)).toBe('online'));
    await eventually(() => expect(statusOf(late.id)).toBe('online'));
  });

  it('neither counts nor tells a banned member, who sees only the notice', async () => {
    const watcher = await member('Watcher');
    const changes = collect(watcher.socket, 'presence:changed');
    const banned = await member('Banned', { banUntil: hour() });
    const seen = collect(banned.socket, 'presence:changed');
    const snapshots = collect(banned.socket, 'presence:snapshot');
    const ack = (await banned.socket
      .timeout(5_000)
      .emitWithAck('presence:set', { status: 'online' })) as Ack<null>;
    expect(outcome(ack)).toBe('banned');
    const barrier = await member('Barrier');
    await eventually(() => expect(latest(changes).get(barrier.id)).toBe('online'));
    expect(latest(changes).has(banned.id)).toBe(false);
    expect([...seen, ...snapshots]).toEqual([]);
  });

  it('refuses a status that is not online or idle', async () => {
    const someone = await member('Someone');
    const ack = (await someone.socket
      .timeout(5_000)
      .emitWithAck('presence:set', { status: 'offline' } as never)) as Ack<null>;
    expect(outcome(ack)).toBe('validation_failed');
  });
});
