import { describe, expect, it } from 'vitest';
import { withRoles } from '../roles';
import { canChangeMessagesIn, canDeleteMessage, canEditMessage } from './messages';

describe('message policies', () => {
  const member = { id: 'm', roles: withRoles('free_member') };
  const founder = { id: 'f', roles: withRoles('founder') };
  it('lets only the author edit, never an image or deleted message', () => {
    expect(canEditMessage(member, { authorId: 'm', hasImage: false, deleted: false })).toBe(true);
    expect(canEditMessage(founder, { authorId: 'm', hasImage: false, deleted: false })).toBe(false);
    expect(canEditMessage(member, { authorId: 'm', hasImage: true, deleted: false })).toBe(false);
    expect(canEditMessage(member, { authorId: 'm', hasImage: false, deleted: true })).toBe(false);
  });
  it('lets the author, a founder or an admin delete', () => {
    expect(canDeleteMessage(member, { authorId: 'm', deleted: false })).toBe(true);
    expect(canDeleteMessage(founder, { authorId: 'm', deleted: false })).toBe(true);
    expect(canDeleteMessage(member, { authorId: 'other', deleted: false })).toBe(false);
    expect(canDeleteMessage(founder, { authorId: 'm', deleted: true })).toBe(false);
  });

  it('leaves a closed ticket to ticket staff alone, and every other channel to the other rules', () => {
    const closed = { openerId: 'm', open: false };
    expect(canChangeMessagesIn(member, closed)).toBe(false);
    for (const role of ['founder', 'admin', 'support'] as const) {
      expect(canChangeMessagesIn({ roles: withRoles(role) }, closed)).toBe(true);
    }
    expect(canChangeMessagesIn(member, { openerId: 'm', open: true })).toBe(true);
    expect(canChangeMessagesIn(member, { memberIds: ['m'], silencedIds: [] })).toBe(true);
    expect(canChangeMessagesIn(member, null)).toBe(true);
  });
});
