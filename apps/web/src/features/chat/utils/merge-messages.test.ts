import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@bbt/domain';
import { serverMessage } from '../test/chat-data';
import type { ChannelMessages, ChatEntry } from '../types';
import {
  addEcho,
  firstServerId,
  lastServerId,
  mergeMessages,
  prependOlder,
  removeEcho,
  updateEcho,
  withChanges,
  withSeenChanges,
  withServerMessages,
} from './merge-messages';

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage =>
  serverMessage(id, {
    author: { id: 'u1', name: 'Ann', image: null, priority: 7, isBot: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  });

function echo(id: number, clientId: string): ChatEntry {
  return {
    ...message(id, { clientId, text: 'hello' }),
    local: { status: 'sending', input: { channel: 'general', clientId, text: 'hello' } },
  };
}

const ids = (entries: readonly ChatEntry[]) => entries.map((e) => e.id);

describe('mergeMessages', () => {
  it('keeps messages ascending by id and never shows one twice', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(4)]);
    expect(ids(merged)).toEqual([1, 2, 3, 4]);
  });

  it('replaces a message by id with the newer copy', () => {
    const merged = mergeMessages(
      [message(1), message(2)],
      [message(2, { text: 'x', edited: true })],
    );
    expect(merged[1]).toMatchObject({ id: 2, text: 'x', edited: true });
  });

  it('keeps the later change when two live reports of a message cross (decision 0085)', () => {
    const later = message(2, { text: 'second edit', edited: true, seq: 9 });
    const earlier = message(2, { text: 'first edit', edited: true, seq: 8 });
    expect(mergeMessages([message(1), later], [earlier])[1]).toMatchObject({
      text: 'second edit',
      seq: 9,
    });
    // A copy without a number (a history page, a catch-up) is the message as it is now.
    expect(mergeMessages([later], [message(2, { text: 'as fetched' })])[0]?.text).toBe(
      'as fetched',
    );
  });

  it('never drops a message it holds', () => {
    const merged = mergeMessages([message(5), message(6)], [message(7)]);
    expect(ids(merged)).toEqual([5, 6, 7]);
    expect(ids(mergeMessages(merged, []))).toEqual([5, 6, 7]);
  });

  it('replaces the local echo with the same client id', () => {
    const current = [message(1), echo(-1, 'c1'), echo(-2, 'c2')];
    const merged = mergeMessages(current, [message(2, { clientId: 'c1', text: 'hello' })]);
    expect(ids(merged)).toEqual([1, 2, -2]);
    expect(merged[1]?.local).toBeUndefined();
  });

  it('dedupes the ack and the broadcast of the same message', () => {
    const current = [message(1), echo(-1, 'c1')];
    const acked = mergeMessages(current, [message(2, { clientId: 'c1' })]);
    const broadcast = mergeMessages(acked, [message(2, { clientId: 'c1' })]);
    expect(ids(broadcast)).toEqual([1, 2]);
  });

  it('keeps echoes after server messages, in sending order', () => {
    const merged = mergeMessages([echo(-1, 'a'), echo(-2, 'b')], [message(10), message(9)]);
    expect(ids(merged)).toEqual([9, 10, -1, -2]);
  });

  it('with insert false only updates messages already held', () => {
    const merged = mergeMessages(
      [message(5)],
      [message(2), message(5, { deleted: true, text: '' })],
      {
        insert: false,
      },
    );
    expect(ids(merged)).toEqual([5]);
    expect(merged[0]?.deleted).toBe(true);
  });

  it('with insert false still replaces this client’s own echo', () => {
    const merged = mergeMessages([message(1), echo(-1, 'c1')], [message(2, { clientId: 'c1' })], {
      insert: false,
    });
    expect(ids(merged)).toEqual([1, 2]);
  });

  it('updates the reply previews of a message that was edited or deleted', () => {
    const reply = message(2, {
      replyTo: { id: 1, authorId: 'u1', authorName: 'Ann', text: 'message 1', deleted: false },
    });
    const other = message(3);
    const edited = mergeMessages(
      [message(1), reply, other],
      [message(1, { text: 'fixed', edited: true })],
      {
        insert: false,
      },
    );
    expect(edited[1]?.replyTo).toEqual({
      id: 1,
      authorId: 'u1',
      authorName: 'Ann',
      text: 'fixed',
      deleted: false,
    });
    expect(edited[2]).toBe(other);
    const deleted = mergeMessages(edited, [message(1, { text: '', deleted: true })], {
      insert: false,
    });
    expect(deleted[1]?.replyTo).toEqual({
      id: 1,
      authorId: 'u1',
      authorName: 'Ann',
      text: '',
      deleted: true,
    });
  });

  it('updates reply previews even when the target itself is not loaded', () => {
    const reply = message(200, {
      replyTo: { id: 1, authorId: 'u1', authorName: 'Ann', text: 'old', deleted: false },
    });
    const merged = mergeMessages([reply], [message(1, { text: '', deleted: true })], {
      insert: false,
    });
    expect(merged.map((m) => m.id)).toEqual([200]);
    expect(merged[0]?.replyTo?.deleted).toBe(true);
  });

  it('does not treat another client’s message as an echo', () => {
    const merged = mergeMessages([echo(-1, 'mine')], [message(2, { clientId: 'theirs' })]);
    expect(ids(merged)).toEqual([2, -1]);
  });
});

describe('ids and echoes', () => {
  it('finds the first and last server ids, ignoring echoes', () => {
    const entries = [message(3), message(8), echo(-1, 'c')];
    expect(lastServerId(entries)).toBe(8);
    expect(firstServerId(entries)).toBe(3);
    expect(lastServerId([echo(-1, 'c')])).toBeNull();
  });

  it('adds, fails and removes an echo', () => {
    let data: ChannelMessages = { messages: [message(1)], hasMore: false, syncedThrough: 1 };
    data = addEcho(data, echo(-1, 'c1'));
    data = updateEcho(data, 'c1', {
      status: 'failed',
      error: 'nope',
      input: { channel: 'general', clientId: 'c1', text: 'hello' },
    });
    expect(data.messages[1]?.local?.status).toBe('failed');
    data = removeEcho(data, 'c1');
    expect(ids(data.messages)).toEqual([1]);
  });

  it('prepends an older page and takes its hasMore', () => {
    const data = prependOlder(
      { messages: [message(101)], hasMore: true, syncedThrough: 101 },
      [message(99), message(100)],
      false,
    );
    expect(ids(data.messages)).toEqual([99, 100, 101]);
    expect(data.hasMore).toBe(false);
    expect(data.syncedThrough).toBe(101);
  });
});

describe('withServerMessages', () => {
  const fetched: ChannelMessages = { messages: [message(10)], hasMore: false, syncedThrough: 10 };

  it('resumes after a live message only once the one before it is held', () => {
    // #12 was sent on this server, #11 on another: #12 overtakes #11 through Redis.
    const overtaken = withServerMessages(fetched, [message(12, { previousId: 11 })]);
    expect(ids(overtaken.messages)).toEqual([10, 12]);
    expect(overtaken.syncedThrough).toBe(10);
    const caughtUp = withServerMessages(overtaken, [message(11, { previousId: 10 })]);
    expect(caughtUp.syncedThrough).toBe(12);
  });

  it('covers what a fetch returned, and keeps the local echoes', () => {
    const withEcho = addEcho(fetched, echo(-1, 'c1'));
    const data = withServerMessages(withEcho, [message(11), message(13)], { fetchedThrough: 13 });
    expect(ids(data.messages)).toEqual([10, 11, 13, -1]);
    expect(data.syncedThrough).toBe(13);
  });

  it("keeps a held message's predecessor when an update replaces it", () => {
    // #12 came live (after #11, still on its way); then an edit of #12, without previousId.
    const live = withServerMessages(fetched, [message(12, { previousId: 11 })]);
    const edited = withServerMessages(live, [message(12, { edited: true })], { insert: false });
    expect(edited.messages.find((m) => m.id === 12)).toMatchObject({
      edited: true,
      previousId: 11,
    });
    const caughtUp = withServerMessages(edited, [message(11, { previousId: 10 })]);
    expect(caughtUp.syncedThrough).toBe(12);
  });

  it('does not move on an update, which carries no predecessor', () => {
    const data = withServerMessages(fetched, [message(11, { edited: true })], { insert: false });
    expect(data.syncedThrough).toBe(10);
    expect(ids(data.messages)).toEqual([10]);
  });
});

describe('withChanges (decision 0056)', () => {
  const window: ChannelMessages = {
    messages: [serverMessage(10), serverMessage(11)],
    hasMore: true,
    syncedThrough: 11,
    seen: { seq: 40, seqAhead: [45] },
  };

  it('updates what is held, adds what is new, and opens no hole above the loaded history', () => {
    const data = withChanges(window, {
      seq: 44,
      messages: [
        serverMessage(3, { text: 'edited above the window', edited: true }),
        serverMessage(11, { text: '', deleted: true }),
        serverMessage(12),
      ],
    });
    expect(data.messages.map((m) => [m.id, m.text])).toEqual([
      [10, 'message 10'],
      [11, ''],
      [12, 'message 12'],
    ]);
    expect(data.syncedThrough).toBe(12);
    // Change 45, seen live, joins the run the catch-up covered.
    expect(data.seen).toEqual({ seq: 45 });
  });

  it('counts the change numbers of live messages over an unbroken run only', () => {
    const data = withSeenChanges(window, [serverMessage(12, { seq: 42 }), serverMessage(11)]);
    expect(data.seen).toEqual({ seq: 40, seqAhead: [42, 45] });
    expect(withSeenChanges(data, [serverMessage(13, { seq: 41 })]).seen).toEqual({
      seq: 42,
      seqAhead: [45],
    });
  });
});
