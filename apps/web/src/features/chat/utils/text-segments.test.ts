import { describe, expect, it } from 'vitest';
import { splitMessageText } from './text-segments';
import type { GroupMentions, MentionContext } from './text-segments';

const ctx: MentionContext = {
  memberKeys: new Set(['ninaokafor', 'elenavarga']),
  channelSlugs: new Set(['general', 'crypto_channel']),
  myKey: 'ninaokafor',
  myRoles: new Set(['free_member', 'crypto']),
};
/** A message that pinged no group. */
const noGroups: GroupMentions = { roles: [], everyone: false };

describe('splitMessageText: links', () => {
  it('leaves plain text alone', () => {
    expect(splitMessageText('hello\nworld', ctx, noGroups)).toEqual([
      { type: 'text', text: 'hello\nworld' },
    ]);
  });

  it('finds http and https links inside text', () => {
    expect(
      splitMessageText('see https://example.com/a?b=1 and http://x.io now', ctx, noGroups),
    ).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'http://x.io', href: 'http://x.io/' },
      { type: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation and unbalanced brackets out of a link', () => {
    const segments = splitMessageText('(docs: https://example.com/wiki/A_(b)).', ctx, noGroups);
    expect(segments).toEqual([
      { type: 'text', text: '(docs: ' },
      {
        type: 'link',
        text: 'https://example.com/wiki/A_(b)',
        href: 'https://example.com/wiki/A_(b)',
      },
      { type: 'text', text: ').' },
    ]);
  });

  it('never makes a link of other schemes', () => {
    const segments = splitMessageText('javascript:alert(1) ftp://x.org', ctx, noGroups);
    expect(segments.every((s) => s.type === 'text')).toBe(true);
  });
});

describe('splitMessageText: mentions', () => {
  it('marks known members, roles, everyone and channels', () => {
    expect(
      splitMessageText('@ElenaVarga @crypto @stocks @everyone #general', ctx, {
        roles: ['crypto', 'stocks'],
        everyone: true,
      }),
    ).toEqual([
      { type: 'mention', text: '@ElenaVarga', kind: 'member', mine: false },
      { type: 'text', text: ' ' },
      { type: 'mention', text: '@crypto', kind: 'role', mine: true },
      { type: 'text', text: ' ' },
      { type: 'mention', text: '@stocks', kind: 'role', mine: false },
      { type: 'text', text: ' ' },
      { type: 'mention', text: '@everyone', kind: 'everyone', mine: true },
      { type: 'text', text: ' ' },
      { type: 'channel', text: '#general', slug: 'general' },
    ]);
  });

  it('leaves @everyone and @role as text when the author could not ping groups', () => {
    expect(splitMessageText('pump it @everyone @crypto, ask @ElenaVarga', ctx, noGroups)).toEqual([
      { type: 'text', text: 'pump it @everyone @crypto, ask ' },
      { type: 'mention', text: '@ElenaVarga', kind: 'member', mine: false },
    ]);
  });

  it('marks a mention of the reader as theirs, whatever the case', () => {
    expect(splitMessageText('hi @ninaokafor.', ctx, noGroups)).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'mention', text: '@ninaokafor', kind: 'member', mine: true },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves unknown names, unreadable channels and e-mail addresses as text', () => {
    const segments = splitMessageText('@nobody #staff mail a@elenavarga.com', ctx, noGroups);
    expect(segments).toEqual([{ type: 'text', text: '@nobody #staff mail a@elenavarga.com' }]);
  });

  it('does not look for mentions inside links', () => {
    const segments = splitMessageText('https://x.io/#general', ctx, noGroups);
    expect(segments).toEqual([
      { type: 'link', text: 'https://x.io/#general', href: 'https://x.io/#general' },
    ]);
  });
});
