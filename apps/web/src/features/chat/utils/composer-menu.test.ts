import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from '@bbt/domain';
import {
  applyMenuItem,
  commandTemplate,
  filterMenuItems,
  findTrigger,
  menuItemsFor,
} from './composer-menu';
import type { MenuItem } from './composer-menu';

const item = (id: string, search: string[], insert = `@${id}`): MenuItem => ({
  id,
  label: id,
  insert,
  search,
});

describe('findTrigger', () => {
  it('finds @ and # at the caret', () => {
    expect(findTrigger('hi @ni', 6, false)).toEqual({
      kind: 'mention',
      query: 'ni',
      start: 3,
      end: 6,
    });
    expect(findTrigger('#gen', 4, false)).toEqual({
      kind: 'channel',
      query: 'gen',
      start: 0,
      end: 4,
    });
    expect(findTrigger('hi @', 4, false)).toEqual({ kind: 'mention', query: '', start: 3, end: 4 });
  });

  it('takes the whole word the caret sits in', () => {
    expect(findTrigger('@nina rest', 3, false)).toEqual({
      kind: 'mention',
      query: 'ni',
      start: 0,
      end: 5,
    });
  });

  it('ignores e-mail addresses and finished tokens', () => {
    expect(findTrigger('mail a@b', 8, false)).toBeNull();
    expect(findTrigger('@nina ', 6, false)).toBeNull();
  });

  it('opens the command menu only at the start and only when allowed', () => {
    expect(findTrigger('/wa', 3, true)).toEqual({ kind: 'command', query: 'wa', start: 0, end: 3 });
    expect(findTrigger('/wa', 3, false)).toBeNull();
    expect(findTrigger('a /wa', 5, true)).toBeNull();
    expect(findTrigger('/delete-p', 9, true)?.query).toBe('delete-p');
  });
});

describe('filterMenuItems', () => {
  const items = [
    item('stocks', ['stocks']),
    item('ninaokafor', ['nina okafor', 'ninaokafor']),
    item('everyone', ['everyone']),
    item('ann', ['ann', 'annina']),
  ];

  it('ranks prefix matches before substring matches, case-insensitively', () => {
    expect(filterMenuItems(items, 'NIN').map((i) => i.id)).toEqual(['ninaokafor', 'ann']);
  });

  it('lists everything (up to the limit) for an empty query', () => {
    expect(filterMenuItems(items, '', 3).map((i) => i.id)).toEqual([
      'stocks',
      'ninaokafor',
      'everyone',
    ]);
  });

  it('finds nothing for a query nobody matches', () => {
    expect(filterMenuItems(items, 'zz')).toEqual([]);
  });
});

describe('applyMenuItem', () => {
  it('replaces the typed token and adds a space', () => {
    const trigger = findTrigger('hi @ni', 6, false)!;
    expect(applyMenuItem('hi @ni', trigger, item('NinaOkafor', [], '@NinaOkafor'))).toEqual({
      text: 'hi @NinaOkafor ',
      caret: 15,
    });
  });

  it('keeps the text after the token and does not double the space', () => {
    const trigger = findTrigger('#ge and more', 3, false)!;
    expect(applyMenuItem('#ge and more', trigger, item('general', [], '#general'))).toEqual({
      text: '#general and more',
      caret: 9,
    });
  });
});

describe('commandTemplate', () => {
  it('gives the usage form without optional parts and selects the first placeholder', () => {
    const ban = commandTemplate('ban');
    expect(ban.text).toBe('/ban name days');
    expect(ban.select && ban.text.slice(...ban.select)).toBe('name');
    expect(ban.select?.[0]).toBe('/ban '.length);
    expect(commandTemplate('warn').text).toBe('/warn name');
    expect(commandTemplate('give').text).toBe('/give name role');
  });

  it('selects the first placeholder inside its quotes', () => {
    const poll = commandTemplate('poll');
    expect(poll.text).toBe('/poll "header" "text" "option" "option"');
    expect(poll.select && poll.text.slice(...poll.select)).toBe('header');
    const remove = commandTemplate('delete-poll');
    expect(remove.text).toBe('/delete-poll "header"');
    expect(remove.select && remove.text.slice(...remove.select)).toBe('header');
  });

  it('has nothing to select for commands without arguments', () => {
    expect(commandTemplate('status')).toEqual({ text: '/status', args: '', select: null });
    expect(commandTemplate('close').select).toBeNull();
  });
});

describe('applyMenuItem with a command', () => {
  const commands = menuItemsFor('command', { members: [], roles: [], channels: [] });
  const find = (name: string) => commands.find((c) => c.insert === `/${name}`)!;

  it('inserts the usage form with the first placeholder selected', () => {
    const trigger = findTrigger('/ba', 3, true)!;
    expect(applyMenuItem('/ba', trigger, find('ban'))).toEqual({
      text: '/ban name days',
      caret: 5,
      selectionEnd: 9,
    });
  });

  it('inserts a command without arguments and a space, so Enter then runs it', () => {
    const trigger = findTrigger('/st', 3, true)!;
    expect(applyMenuItem('/st', trigger, find('status'))).toEqual({ text: '/status ', caret: 8 });
  });

  it('keeps what the member already typed after the command word', () => {
    const trigger = findTrigger('/b NinaOkafor 2', 2, true)!;
    expect(applyMenuItem('/b NinaOkafor 2', trigger, find('ban'))).toEqual({
      text: '/ban NinaOkafor 2',
      caret: 5,
    });
  });
});

describe('menuItemsFor', () => {
  const sources = {
    members: [{ id: 'u1', name: 'Nina Okafor', roleLabel: 'Free Members' }],
    roles: [
      { key: 'crypto', label: 'Crypto' },
      { key: 'everyone', label: 'Everyone' },
    ],
    channels: [{ slug: 'general', label: 'General chat' }],
  };

  it('lists members (names without spaces) then roles for @', () => {
    const items = menuItemsFor('mention', sources);
    expect(items.map((i) => i.insert)).toEqual(['@NinaOkafor', '@crypto', '@everyone']);
    expect(filterMenuItems(items, 'ninao').map((i) => i.id)).toEqual(['member-u1']);
    expect(filterMenuItems(items, 'okafor').map((i) => i.id)).toEqual(['member-u1']);
  });

  it('lists channels for # and every command for /', () => {
    expect(menuItemsFor('channel', sources).map((i) => i.insert)).toEqual(['#general']);
    expect(filterMenuItems(menuItemsFor('channel', sources), 'chat').map((i) => i.id)).toEqual([
      'channel-general',
    ]);
    const commands = menuItemsFor('command', sources).map((i) => i.insert);
    expect(commands).toContain('/delete-poll');
    expect(commands).toContain('/slowmode');
    expect(commands).toHaveLength(COMMAND_NAMES.length);
    expect(filterMenuItems(menuItemsFor('command', sources), 'm').map((i) => i.insert)).toEqual([
      '/mute',
      '/marketing-cv',
      '/remove',
      '/slowmode',
    ]);
  });
});

describe('the emoji menu', () => {
  const sources = { members: [], roles: [], channels: [] };

  it("opens after ':' and two letters at a word's start, not in times or addresses", () => {
    expect(findTrigger('so :fi', 6, false)).toEqual({
      kind: 'emoji',
      query: 'fi',
      start: 3,
      end: 6,
    });
    expect(findTrigger(':F', 2, false)).toBeNull();
    expect(findTrigger(':Fi', 3, false)).toMatchObject({ kind: 'emoji', query: 'fi' });
    expect(findTrigger('at 12:30', 8, false)).toBeNull();
    expect(findTrigger('http://x', 8, false)).toBeNull();
    expect(findTrigger('done :fire:', 11, false)).toBeNull();
  });

  it('offers the matching emoji, names starting with the query first, and inserts the emoji', () => {
    const trigger = findTrigger('nice :fir', 9, false)!;
    const items = filterMenuItems(menuItemsFor('emoji', sources), trigger.query);
    expect(items[0]).toMatchObject({ label: '🔥 :fire:', insert: '🔥' });
    expect(items.some((i) => i.label.endsWith(':heart_on_fire:'))).toBe(true);
    expect(applyMenuItem('nice :fir', trigger, items[0]!)).toEqual({ text: 'nice 🔥 ', caret: 8 });
  });
});
