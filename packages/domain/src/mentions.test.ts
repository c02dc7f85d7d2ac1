import { describe, expect, it } from 'vitest';
import { mentionKey, parseMentions } from './mentions';

describe('parseMentions', () => {
  it('finds names, roles, everyone and channels', () => {
    expect(parseMentions('hi @JaneDoe and @crypto, @everyone see #general.')).toEqual({
      names: ['janedoe'],
      roles: ['crypto'],
      everyone: true,
      channels: ['general'],
    });
  });
  it('ignores emails and repeated tokens', () => {
    expect(parseMentions('mail me at a@b.com @x @X')).toEqual({
      names: ['x'],
      roles: [],
      everyone: false,
      channels: [],
    });
  });
  it('matches display names without spaces', () => {
    expect(mentionKey('Jane  Doe')).toBe('janedoe');
  });
});
