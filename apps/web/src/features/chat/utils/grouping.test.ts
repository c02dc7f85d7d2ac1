import { describe, expect, it } from 'vitest';
import { withRoles } from '@bbt/domain';
import type { ChannelSummary, Member } from '../types';
import { channelGroupLabel, groupChannels } from './group-channels';
import { groupMembers } from './group-members';
import { mentionsViewer } from './mentions-me';

const member = (id: string, name: string, priority: Member['priority']): Member => ({
  id,
  name,
  image: null,
  priority,
  roles: [],
  isBot: false,
});

const channel = (slug: string, group: ChannelSummary['group']): ChannelSummary => ({
  slug,
  label: slug,
  group,
  topic: '',
  read: true,
  write: true,
  reason: 'ok',
  unread: 0,
  mentions: 0,
  notify: 'mentions',
});

describe('groupMembers', () => {
  it('groups by priority in order, names sorted, empty groups left out', () => {
    const groups = groupMembers([
      member('a', 'zed', 7),
      member('b', 'Elena', 1),
      member('c', 'amy', 7),
    ]);
    expect(groups.map((g) => [g.label, g.members.map((m) => m.name)])).toEqual([
      ['Founder', ['Elena']],
      ['Free Members', ['amy', 'zed']],
    ]);
  });
});

describe('groupChannels', () => {
  it('keeps the sidebar group order and lists tickets right after Text channels', () => {
    const groups = groupChannels([
      channel('staff', 'staff'),
      channel('intro', 'main'),
      channel('ticket00', 'tickets'),
      channel('general', 'text'),
      channel('claim', 'interactive'),
    ]);
    expect(groups.map((g) => [g.group, g.channels.map((c) => c.slug)])).toEqual([
      ['main', ['intro']],
      ['text', ['general']],
      ['tickets', ['ticket00']],
      ['interactive', ['claim']],
      ['staff', ['staff']],
    ]);
  });

  it('names the tickets group after whose tickets it holds', () => {
    expect(channelGroupLabel('tickets', false)).toBe('Your tickets');
    expect(channelGroupLabel('tickets', true)).toBe('Tickets');
    expect(channelGroupLabel('text', false)).toBe('Text channels');
  });
});

describe('mentionsViewer', () => {
  const viewer = { id: 'me', roles: withRoles('crypto', 'free_member') };
  const mentions = (m: Partial<{ userIds: string[]; roles: string[]; everyone: boolean }>) => ({
    mentions: { userIds: [], roles: [], everyone: false, ...m },
  });

  it('is true for me, one of my roles or everyone', () => {
    expect(mentionsViewer(mentions({ userIds: ['me'] }), viewer)).toBe(true);
    expect(mentionsViewer(mentions({ roles: ['crypto'] }), viewer)).toBe(true);
    expect(mentionsViewer(mentions({ everyone: true }), viewer)).toBe(true);
  });

  it('is false for others and roles I lack', () => {
    expect(mentionsViewer(mentions({ userIds: ['you'], roles: ['stocks'] }), viewer)).toBe(false);
  });
});
