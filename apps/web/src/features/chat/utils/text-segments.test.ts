import { parseMessage } from '@bbt/domain';
import type { InlineNode } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { resolveMention } from './text-segments';
import type { GroupMentions, MentionContext, MentionSegment } from './text-segments';

const ctx: MentionContext = {
  memberKeys: new Set(['ninaokafor', 'elenavarga']),
  channelSlugs: new Set(['general', 'crypto_channel']),
  myKey: 'ninaokafor',
  myRoles: new Set(['free_member', 'crypto']),
};
/** A message that pinged no group. */
const noGroups: GroupMentions = { roles: [], everyone: false };

/** A one-line message as the reader sees it: mentions resolved, the rest merged as text. */
function segments(text: string, groups: GroupMentions) {
  const [paragraph] = parseMessage(text);
  if (paragraph?.type !== 'paragraph') throw new Error('not a paragraph');
  const out: (MentionSegment | Exclude<InlineNode, { type: 'mention' }>)[] = [];
  for (const node of paragraph.children) {
    const segment =
      node.type === 'mention'
        ? (resolveMention(node, ctx, groups) ?? { type: 'text', text: node.text })
        : node;
    const last = out.at(-1);
    if (segment.type === 'text' && last?.type === 'text') last.text += segment.text;
    else out.push(segment);
  }
  return out;
}

describe('resolveMention', () => {
  it('marks known members, roles, everyone and channels', () => {
    expect(
      segments('@ElenaVarga @crypto @stocks @everyone #general', {
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
    expect(segments('pump it @everyone @crypto, ask @ElenaVarga', noGroups)).toEqual([
      { type: 'text', text: 'pump it @everyone @crypto, ask ' },
      { type: 'mention', text: '@ElenaVarga', kind: 'member', mine: false },
    ]);
  });

  it('marks a mention of the reader as theirs, whatever the case', () => {
    expect(segments('hi @ninaokafor.', noGroups)).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'mention', text: '@ninaokafor', kind: 'member', mine: true },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves unknown names, unknown channels and e-mail addresses as text', () => {
    expect(segments('@nobody #nowhere #1 mail a@elenavarga.com', noGroups)).toEqual([
      { type: 'text', text: '@nobody #nowhere #1 mail a@elenavarga.com' },
    ]);
  });

  it('marks a channel or ticket the reader cannot open as hidden, not by its slug', () => {
    expect(segments('see #staff or #ticket07', noGroups)).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'hiddenChannel', text: '#staff' },
      { type: 'text', text: ' or ' },
      { type: 'hiddenChannel', text: '#ticket07' },
    ]);
  });

  it('does not look for mentions inside links or code', () => {
    expect(segments('https://x.io/#general `@ElenaVarga`', noGroups)).toEqual([
      { type: 'link', text: 'https://x.io/#general', href: 'https://x.io/#general' },
      { type: 'text', text: ' ' },
      { type: 'code', text: '@ElenaVarga' },
    ]);
  });
});
