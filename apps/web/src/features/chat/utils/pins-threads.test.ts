import { describe, expect, it } from 'vitest';
import { serverMessage, viewer } from '../test/chat-data';
import type { ChatEntry } from '../types';
import {
  applyToThread,
  followAfter,
  mainLine,
  unreadInThread,
  withPinChange,
  type ThreadData,
} from './pins-threads';

const root = serverMessage(10, { text: 'root' });
const reply = (id: number, authorId = 'u-bob') =>
  serverMessage(id, {
    threadRootId: 10,
    author: { id: authorId, name: authorId, image: null, priority: 7, isBot: false },
  });
const thread = (replies: ChatEntry[], lastReadId = 0): ThreadData => ({
  root,
  lastReadId,
  messages: replies,
  hasMore: false,
  syncedThrough: 0,
});

describe('the thread panel state', () => {
  it('takes a live reply in order, once, and the root as it changes', () => {
    let data = thread([reply(12)]);
    data = applyToThread(data, reply(14), { insert: true });
    data = applyToThread(data, reply(11), { insert: true });
    data = applyToThread(data, reply(14), { insert: true });
    expect(data.messages.map((m) => m.id)).toEqual([11, 12, 14]);
    const counted = { ...root, thread: { replyCount: 3, lastReplyAt: reply(14).createdAt } };
    expect(applyToThread(data, counted, { insert: false }).root.thread?.replyCount).toBe(3);
    // The count of an earlier change arriving after a later one's (two instances) stays out.
    const newer = { ...counted, seq: 21 };
    const older = { ...root, thread: { replyCount: 2, lastReplyAt: reply(13).createdAt }, seq: 20 };
    const held = applyToThread(data, newer, { insert: false });
    expect(applyToThread(held, older, { insert: false }).root.thread?.replyCount).toBe(3);
  });

  it("leaves other threads' replies and main-line messages out", () => {
    const data = thread([reply(12)]);
    expect(applyToThread(data, serverMessage(13, { threadRootId: 99 }), { insert: true })).toBe(
      data,
    );
    expect(applyToThread(data, serverMessage(15), { insert: true })).toBe(data);
  });

  it('replaces the local echo of a reply by its client id', () => {
    const echo: ChatEntry = {
      ...reply(-1, viewer.id),
      clientId: 'c-1',
      local: { status: 'sending', input: { channel: 'general', clientId: 'c-1', text: 'x' } },
    };
    const data = applyToThread(
      thread([echo]),
      { ...reply(20, viewer.id), clientId: 'c-1' },
      {
        insert: true,
      },
    );
    expect(data.messages.map((m) => [m.id, m.local?.status])).toEqual([[20, undefined]]);
  });

  it("counts others' replies after the read position as unread, never the viewer's own", () => {
    const data = thread([reply(11), reply(12, viewer.id), reply(13), reply(14)], 11);
    expect(unreadInThread(data, viewer.id)).toBe(2);
    expect(unreadInThread({ ...data, lastReadId: 14 }, viewer.id)).toBe(0);
  });
});

describe('followed threads', () => {
  const context = { viewerId: viewer.id, rootAuthorId: 'u-bob' };

  it("starts following on the viewer's own reply, with nothing unread", () => {
    expect(followAfter(new Map(), reply(11, viewer.id), context).get(10)).toBe(0);
  });

  it("counts replies by others in followed threads and under the viewer's roots", () => {
    expect(followAfter(new Map([[10, 1]]), reply(11), context).get(10)).toBe(2);
    const mine = { viewerId: viewer.id, rootAuthorId: viewer.id };
    expect(followAfter(new Map(), reply(11), mine).get(10)).toBe(1);
  });

  it('ignores threads the viewer is not in, and main-line messages', () => {
    const none = new Map<number, number>();
    expect(followAfter(none, reply(11), context)).toBe(none);
    expect(followAfter(none, serverMessage(11), context)).toBe(none);
  });
});

describe('the main line and the pins', () => {
  it('keeps thread replies out of the channel list', () => {
    expect(mainLine([root, reply(11), serverMessage(12)]).map((m) => m.id)).toEqual([10, 12]);
  });

  it('orders pins by pin time, newest first, and drops unpinned or deleted ones', () => {
    const pinned = (id: number, at: string) =>
      serverMessage(id, { pinned: { at, byName: 'Founder' } });
    let pins = withPinChange([], pinned(1, '2026-01-01T10:00:00Z'));
    pins = withPinChange(pins, pinned(2, '2026-01-01T11:00:00Z'));
    expect(pins.map((m) => m.id)).toEqual([2, 1]);
    expect(withPinChange(pins, serverMessage(1, { pinned: null })).map((m) => m.id)).toEqual([2]);
    expect(
      withPinChange(pins, { ...pinned(2, '2026-01-01T11:00:00Z'), deleted: true }).map((m) => m.id),
    ).toEqual([1]);
    expect(withPinChange(pins, serverMessage(3))).toBe(pins);
  });
});
