import { describe, expect, it } from 'vitest';
import { fromMessageFrame, toMessageFrame } from './message-frame';
import type { ChatMessage } from './realtime';

const plain: ChatMessage = {
  id: 42,
  channel: 'general',
  author: { id: 'u1', name: 'Nina', image: null, priority: 7, isBot: false },
  text: 'Morning all',
  replyTo: null,
  image: null,
  edited: false,
  deleted: false,
  reactions: [],
  mentions: { userIds: [], roles: [], everyone: false },
  clientId: null,
  createdAt: '2026-11-28T06:00:00.000Z',
  previousId: 41,
  pinned: null,
  threadRootId: null,
  thread: null,
};

describe('the message:new frame', () => {
  it('carries only what a plain new message holds, and reads back to the same message', () => {
    const frame = toMessageFrame(plain);
    expect(frame).toEqual({
      id: 42,
      channel: 'general',
      author: { id: 'u1', name: 'Nina', priority: 7 },
      text: 'Morning all',
      createdAt: '2026-11-28T06:00:00.000Z',
      previousId: 41,
    });
    expect(JSON.stringify(frame).length).toBeLessThan(JSON.stringify(plain).length / 2);
    expect(fromMessageFrame(frame)).toEqual(plain);
  });

  it('keeps every field that holds something, whatever it is', () => {
    const full: ChatMessage = {
      ...plain,
      author: { id: 'bot', name: 'Desk Bot', image: '/images/bot.svg', priority: 7, isBot: true },
      text: '',
      replyTo: { id: 7, authorId: 'u2', authorName: 'Sofia', text: 'hi', deleted: false },
      image: { url: '/api/uploads/x', width: 10, height: 20 },
      reactions: [{ emoji: '👍', count: 1, userIds: ['u2'] }],
      mentions: { userIds: [], roles: ['staff'], everyone: false },
      clientId: 'c-1',
      previousId: null,
      threadRootId: 7,
    };
    const frame = toMessageFrame(full);
    expect(frame).toMatchObject({ text: '', previousId: null, author: { priority: 7 } });
    expect(fromMessageFrame(JSON.parse(JSON.stringify(frame)))).toEqual(full);
  });
});
