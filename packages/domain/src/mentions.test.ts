import { describe, expect, it } from 'vitest';
import { mentionKey, mentionsBy, parseMentions } from './mentions';
import { withRoles } from './roles';

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
  it('finds none inside code or a link, nor after a backslash (decision 0033)', () => {
    expect(parseMentions('`@everyone` ```\n@crypto\n``` https://x.io/#general \\@JaneDoe')).toEqual(
      {
        names: [],
        roles: [],
        everyone: false,
        channels: [],
      },
    );
  });
  it('matches display names without spaces', () => {
    expect(mentionKey('Jane  Doe')).toBe('janedoe');
  });
});

describe('mentionsBy (decision 0023)', () => {
  const text = '@everyone @crypto meet @JaneDoe in #general';
  it("keeps a founder's or an admin's group mentions", () => {
    for (const role of ['founder', 'admin'] as const) {
      expect(mentionsBy({ roles: withRoles(role) }, text)).toEqual(parseMentions(text));
    }
  });
  it("drops anyone else's '@everyone' and '@role', keeping names and channels", () => {
    for (const role of ['free_member', 'support', 'analyst', 'blue_badge_trader'] as const) {
      expect(mentionsBy({ roles: withRoles(role) }, text)).toEqual({
        names: ['janedoe'],
        roles: [],
        everyone: false,
        channels: ['general'],
      });
    }
  });
});
