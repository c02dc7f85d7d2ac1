import { describe, expect, it } from 'vitest';
import { serverMessage } from '../test/chat-data';
import type { ChatEntry } from '../types';
import { firstUnreadId, timelineRows } from './timeline';

const now = new Date(2026, 10, 5, 14, 0);
const at = (day: number, hours: number, minutes: number) =>
  new Date(2026, 10, day, hours, minutes).toISOString();
const bob = { id: 'u-bob', name: 'Bob', image: null, priority: 7 as const, isBot: false };
const ada = { ...bob, id: 'u-ada', name: 'Ada' };

describe('timelineRows', () => {
  it('separates days, groups one author within minutes and breaks groups at dividers', () => {
    const messages: ChatEntry[] = [
      serverMessage(1, { author: bob, createdAt: at(4, 23, 58) }),
      serverMessage(2, { author: bob, createdAt: at(5, 0, 1) }),
      serverMessage(3, { author: bob, createdAt: at(5, 0, 2) }),
      serverMessage(4, { author: bob, createdAt: at(5, 0, 3) }),
      serverMessage(5, { author: ada, createdAt: at(5, 0, 3) }),
    ];
    const rows = timelineRows(messages, now, 4);
    expect(rows.map((r) => [r.message.id, r.day, r.unreadStart, r.compact])).toEqual([
      [1, 'Yesterday', false, false],
      [2, 'Today', false, false],
      [3, null, false, true],
      [4, null, true, false],
      [5, null, false, false],
    ]);
  });

  it('gives older days as d/m/yyyy', () => {
    const rows = timelineRows([serverMessage(1, { createdAt: at(1, 9, 0) })], now, null);
    expect(rows[0]?.day).toBe('1/11/2026');
  });
});

describe('firstUnreadId', () => {
  const messages: ChatEntry[] = [
    serverMessage(1, { author: bob }),
    serverMessage(2, { author: bob }),
    serverMessage(3, { author: ada }),
    serverMessage(4, { author: bob, deleted: true }),
    serverMessage(5, { author: bob }),
    serverMessage(6, { author: bob }),
  ];

  it('counts back over what the server counts as unread: others’ messages, not deleted', () => {
    expect(firstUnreadId(messages, 'u-ada', { unread: 1, lastId: 6 })).toBe(6);
    expect(firstUnreadId(messages, 'u-ada', { unread: 2, lastId: 6 })).toBe(5);
    expect(firstUnreadId(messages, 'u-ada', { unread: 3, lastId: 6 })).toBe(2);
  });

  it('leaves out messages that came after the channel was opened', () => {
    expect(firstUnreadId(messages, 'u-ada', { unread: 1, lastId: 5 })).toBe(5);
  });

  it('is null with nothing unread, and the oldest held when older pages are not loaded', () => {
    expect(firstUnreadId(messages, 'u-ada', { unread: 0, lastId: 6 })).toBeNull();
    expect(firstUnreadId(messages, 'u-ada', { unread: 9, lastId: 6 })).toBe(1);
    expect(firstUnreadId([], 'u-ada', { unread: 2, lastId: 0 })).toBeNull();
  });
});
