import { describe, expect, it } from 'vitest';
import { continuesMessageGroup, MESSAGE_GROUP_WINDOW_MS } from './message-groups';
import type { GroupableMessage } from './message-groups';

const at = (hours: number, minutes: number, seconds = 0) =>
  new Date(2026, 10, 5, hours, minutes, seconds).toISOString();

const message = (fields: Partial<GroupableMessage> = {}): GroupableMessage => ({
  author: { id: 'ada', isBot: false },
  createdAt: at(9, 0),
  replyTo: null,
  deleted: false,
  ...fields,
});

describe('continuesMessageGroup', () => {
  it('groups the same author within five minutes', () => {
    expect(MESSAGE_GROUP_WINDOW_MS).toBe(5 * 60_000);
    expect(continuesMessageGroup(message(), message({ createdAt: at(9, 0) }))).toBe(true);
    expect(continuesMessageGroup(message(), message({ createdAt: at(9, 4, 59) }))).toBe(true);
  });

  it('starts a new group at five minutes, for another author, or with nothing before', () => {
    expect(continuesMessageGroup(message(), message({ createdAt: at(9, 5) }))).toBe(false);
    const bob = message({ author: { id: 'bob', isBot: false } });
    expect(continuesMessageGroup(message(), bob)).toBe(false);
    expect(continuesMessageGroup(undefined, message())).toBe(false);
  });

  it('starts a new group for a reply, a bot and around a deleted message', () => {
    const reply = message({ replyTo: { id: 1 } });
    expect(continuesMessageGroup(message(), reply)).toBe(false);
    const bot = { id: 'bot', isBot: true };
    expect(continuesMessageGroup(message({ author: bot }), message({ author: bot }))).toBe(false);
    expect(continuesMessageGroup(message({ deleted: true }), message())).toBe(false);
    expect(continuesMessageGroup(message(), message({ deleted: true }))).toBe(false);
  });

  it('starts a new group on a new day and for a message dated before the previous one', () => {
    const late = message({ createdAt: new Date(2026, 10, 5, 23, 58).toISOString() });
    const early = message({ createdAt: new Date(2026, 10, 6, 0, 1).toISOString() });
    expect(continuesMessageGroup(late, early)).toBe(false);
    expect(continuesMessageGroup(message({ createdAt: at(9, 3) }), message())).toBe(false);
  });
});
