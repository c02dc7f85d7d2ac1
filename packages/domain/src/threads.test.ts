import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsTowardChannelUnread, threadRootProblem, threadUnreadCount } from './threads';

const root = { channel: 'general', threadRootId: null, deleted: false };

describe('threadRootProblem', () => {
  it('accepts a live main-line message of the same channel', () => {
    expect(threadRootProblem(root, 'general')).toBeNull();
  });

  it('refuses a missing root, one in another channel, a thread reply and a deleted one', () => {
    expect(threadRootProblem(undefined, 'general')).toBe('not_found');
    expect(threadRootProblem(root, 'begginer')).toBe('other_channel');
    expect(threadRootProblem({ ...root, threadRootId: 7 }, 'general')).toBe('is_reply');
    expect(threadRootProblem({ ...root, deleted: true }, 'general')).toBe('deleted');
  });
});

describe('countsTowardChannelUnread', () => {
  it('counts main-line messages, and thread replies only when they mention the reader', () => {
    expect(countsTowardChannelUnread({ threadRootId: null }, false)).toBe(true);
    expect(countsTowardChannelUnread({}, false)).toBe(true);
    expect(countsTowardChannelUnread({ threadRootId: 4 }, false)).toBe(false);
    expect(countsTowardChannelUnread({ threadRootId: 4 }, true)).toBe(true);
  });
});

describe('threadUnreadCount', () => {
  it("counts others' replies after the read position, never the reader's own", () => {
    const replies = [
      { id: 3, authorId: 'a' },
      { id: 5, authorId: 'me' },
      { id: 6, authorId: 'b' },
      { id: 9, authorId: 'a' },
    ];
    expect(threadUnreadCount(replies, 0, 'me')).toBe(3);
    expect(threadUnreadCount(replies, 5, 'me')).toBe(2);
    expect(threadUnreadCount(replies, 9, 'me')).toBe(0);
  });

  it('never counts more than the replies after the position (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(100), authorId: fc.constantFrom('me', 'a', 'b') })),
        fc.nat(100),
        (replies, lastReadId) => {
          const unread = threadUnreadCount(replies, lastReadId, 'me');
          expect(unread).toBeLessThanOrEqual(replies.filter((r) => r.id > lastReadId).length);
          expect(threadUnreadCount(replies, 100, 'me')).toBe(0);
        },
      ),
    );
  });
});
