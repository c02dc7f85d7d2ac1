import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@bbt/domain';
import { expect } from 'vitest';
import type { TestSocket } from './test-sockets';

/**
 * The resync scenario of decision 0056: messages a reader has seen, then every kind of change
 * made to them by a founder while the reader's socket is cut, then what the reader's catch-up
 * must hold. Shared by the one-instance and the two-instance (Redis) tests.
 */

async function sent(
  socket: TestSocket,
  input: { channel: string; text: string; threadRootId?: number },
) {
  const ack = await socket
    .timeout(5_000)
    .emitWithAck('message:send', { clientId: randomUUID(), ...input });
  if (!ack.ok) throw new Error(`send refused: ${ack.error.message}`);
  return ack.data;
}

async function acknowledged(
  pending: Promise<{ ok: true; data: ChatMessage } | { ok: false; error: { message: string } }>,
) {
  const ack = await pending;
  if (!ack.ok) throw new Error(`refused: ${ack.error.message}`);
  return ack.data;
}

export type Targets = Record<'edited' | 'deleted' | 'reacted' | 'root', ChatMessage>;

/** Four messages by `founder` in `channel`, one for each change to come. */
export async function postTargets(founder: TestSocket, channel: string): Promise<Targets> {
  return {
    edited: await sent(founder, { channel, text: 'entry at 100' }),
    deleted: await sent(founder, { channel, text: 'a message to delete' }),
    reacted: await sent(founder, { channel, text: 'react to this' }),
    root: await sent(founder, { channel, text: 'the rules: pin me, reply in my thread' }),
  };
}

/**
 * Edits, deletes, reacts to, pins (the bot announces it) and replies in the thread of the
 * targets: seven changes. Returns the acknowledged messages, each with its change's number.
 */
export async function changeTargets(founder: TestSocket, targets: Targets) {
  const channel = targets.root.channel;
  const io = founder.timeout(5_000);
  const edit = await acknowledged(
    io.emitWithAck('message:edit', { id: targets.edited.id, text: 'entry at 101' }),
  );
  const deletion = await acknowledged(io.emitWithAck('message:delete', { id: targets.deleted.id }));
  const reaction = await acknowledged(
    io.emitWithAck('reaction:toggle', { messageId: targets.reacted.id, emoji: '🔥' }),
  );
  const pin = await acknowledged(
    io.emitWithAck('message:pin', { id: targets.root.id, pinned: true }),
  );
  const reply = await sent(founder, {
    channel,
    text: 'in the thread',
    threadRootId: targets.root.id,
  });
  return { edit, deletion, reaction, pin, reply };
}

/** What a catch-up after `since` must answer once `changeTargets` ran: all of it, no hole. */
export function expectEveryChange(
  answer: { tooFarBehind: boolean; seq: number; messages: ChatMessage[] },
  targets: Targets,
  since: number,
): void {
  expect(answer.tooFarBehind).toBe(false);
  expect(answer.seq).toBe(since + 7);
  const byId = new Map(answer.messages.map((m) => [m.id, m]));
  expect(byId.get(targets.edited.id)).toMatchObject({ text: 'entry at 101', edited: true });
  expect(byId.get(targets.deleted.id)).toMatchObject({ text: '', deleted: true });
  expect(byId.get(targets.reacted.id)?.reactions).toMatchObject([{ emoji: '🔥', count: 1 }]);
  expect(byId.get(targets.root.id)).toMatchObject({
    pinned: { byName: expect.any(String) },
    thread: { replyCount: 1 },
  });
  const posted = answer.messages.filter((m) => m.id > targets.root.id);
  expect(posted.map((m) => m.text)).toEqual([expect.stringContaining('pinned'), 'in the thread']);
  // Each changed message once, in id order.
  expect(answer.messages.map((m) => m.id)).toEqual([...byId.keys()].sort((a, b) => a - b));
}
