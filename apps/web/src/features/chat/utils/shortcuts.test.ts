import { describe, expect, it } from 'vitest';
import { faviconBadgeText } from './favicon-badge';
import {
  adjacentChannel,
  adjacentUnread,
  chatShortcut,
  matchChannels,
  type KeyPlace,
  type KeyPress,
} from './shortcuts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
  isComposing: false,
  ...mods,
});
const anywhere: KeyPlace = { dialogOpen: false, inConversation: false, emptyComposer: false };
const inComposer: KeyPlace = { dialogOpen: false, inConversation: true, emptyComposer: false };
const emptyComposer: KeyPlace = { ...inComposer, emptyComposer: true };

describe('chatShortcut', () => {
  it('moves between channels with Alt+Up/Down, and between unread ones with Shift too', () => {
    expect(chatShortcut(press('ArrowUp', { altKey: true }), anywhere)).toBe('previous-channel');
    expect(chatShortcut(press('ArrowDown', { altKey: true }), inComposer)).toBe('next-channel');
    const shift = { altKey: true, shiftKey: true };
    expect(chatShortcut(press('ArrowUp', shift), anywhere)).toBe('previous-unread');
    expect(chatShortcut(press('ArrowDown', shift), emptyComposer)).toBe('next-unread');
    // Ctrl+Alt+arrow is the system's (workspaces on Linux and Windows), not ours.
    expect(chatShortcut(press('ArrowDown', { altKey: true, ctrlKey: true }), anywhere)).toBeNull();
  });

  it('opens the switcher with Ctrl+K or Cmd+K, in any case, even while typing', () => {
    expect(chatShortcut(press('k', { ctrlKey: true }), anywhere)).toBe('switcher');
    expect(chatShortcut(press('k', { metaKey: true }), inComposer)).toBe('switcher');
    expect(chatShortcut(press('K', { ctrlKey: true }), anywhere)).toBe('switcher');
    expect(chatShortcut(press('k'), anywhere)).toBeNull();
    expect(chatShortcut(press('k', { ctrlKey: true, shiftKey: true }), anywhere)).toBeNull();
    expect(chatShortcut(press('/', { ctrlKey: true }), anywhere)).toBe('help');
  });

  it('marks read with Escape only in the conversation and only when nothing else took it', () => {
    expect(chatShortcut(press('Escape'), inComposer)).toBe('mark-read');
    expect(chatShortcut(press('Escape'), anywhere)).toBeNull();
    // The composer closed its '@' menu or dropped the reply with it; an editor cancelled.
    expect(chatShortcut(press('Escape', { defaultPrevented: true }), inComposer)).toBeNull();
    expect(chatShortcut(press('Escape', { shiftKey: true }), inComposer)).toBeNull();
  });

  it('edits the last message with plain Up from an empty composer only', () => {
    expect(chatShortcut(press('ArrowUp'), emptyComposer)).toBe('edit-last');
    expect(chatShortcut(press('ArrowUp'), inComposer)).toBeNull();
    expect(chatShortcut(press('ArrowUp', { shiftKey: true }), emptyComposer)).toBeNull();
    expect(chatShortcut(press('ArrowDown'), emptyComposer)).toBeNull();
  });

  it('leaves every key alone while a dialog is open or an input method composes', () => {
    const dialog = { ...inComposer, dialogOpen: true, emptyComposer: true };
    for (const [key, mods] of [
      ['ArrowUp', { altKey: true }],
      ['k', { ctrlKey: true }],
      ['Escape', {}],
      ['ArrowUp', {}],
    ] as const) {
      expect(chatShortcut(press(key, mods), dialog)).toBeNull();
      expect(chatShortcut(press(key, { ...mods, isComposing: true }), emptyComposer)).toBeNull();
    }
  });
});

describe('adjacentChannel', () => {
  const slugs = ['intro', 'faq', 'general'];
  it('steps in sidebar order and wraps round at both ends', () => {
    expect(adjacentChannel(slugs, 'faq', 1)).toBe('general');
    expect(adjacentChannel(slugs, 'faq', -1)).toBe('intro');
    expect(adjacentChannel(slugs, 'general', 1)).toBe('intro');
    expect(adjacentChannel(slugs, 'intro', -1)).toBe('general');
  });

  it('starts from an end for a channel outside the list (a closed ticket)', () => {
    expect(adjacentChannel(slugs, 'ticket07', 1)).toBe('intro');
    expect(adjacentChannel(slugs, 'ticket07', -1)).toBe('general');
    expect(adjacentChannel([], 'faq', 1)).toBeNull();
  });
});

describe('adjacentUnread', () => {
  const c = (slug: string, unread: number, mentions = 0, notify = 'mentions' as const) => ({
    slug,
    unread,
    mentions,
    notify,
  });
  it('finds the nearest unread channel in the direction, wrapping round', () => {
    const list = [c('a', 0), c('b', 2), c('c', 0), c('d', 1)];
    expect(adjacentUnread(list, 'a', 1)).toBe('b');
    expect(adjacentUnread(list, 'b', 1)).toBe('d');
    expect(adjacentUnread(list, 'd', 1)).toBe('b');
    expect(adjacentUnread(list, 'a', -1)).toBe('d');
  });

  it('skips a muted channel unless it holds a mention, and the current one', () => {
    const list = [
      { ...c('a', 0) },
      { slug: 'm', unread: 9, mentions: 0, notify: 'muted' as const },
      { slug: 'n', unread: 9, mentions: 1, notify: 'muted' as const },
    ];
    expect(adjacentUnread(list, 'a', 1)).toBe('n');
    expect(adjacentUnread([c('a', 3)], 'a', 1)).toBeNull();
  });
});

describe('matchChannels', () => {
  const channels = [
    { slug: 'general', label: 'General chat' },
    { slug: 'begginer', label: "beginner's chat" },
    { slug: 'crypto_channel', label: 'Crypto' },
    { slug: 'ask', label: 'ask a mentor' },
  ];
  const slugs = (q: string) => matchChannels(channels, q).map((c) => c.slug);

  it('lists every channel in sidebar order for no query', () => {
    expect(slugs('')).toEqual(['general', 'begginer', 'crypto_channel', 'ask']);
    expect(slugs('  #')).toEqual(['general', 'begginer', 'crypto_channel', 'ask']);
  });

  it('ranks a name start over a word start over letters in order', () => {
    expect(slugs('chat')).toEqual(['general', 'begginer']);
    expect(slugs('cr')).toEqual(['crypto_channel']);
    expect(slugs('#gen')).toEqual(['general']);
    // 'mentor' starts a word of 'ask a mentor'; 'gnrl' only spells 'general' in order.
    expect(slugs('mentor')).toEqual(['ask']);
    expect(slugs('gnrl')).toEqual(['general']);
    // Equal matches (a word starts with 'ch' in each) keep the sidebar's order.
    expect(slugs('ch')).toEqual(['general', 'begginer', 'crypto_channel']);
  });

  it('matches nothing for letters no channel holds in order', () => {
    expect(slugs('zz')).toEqual([]);
  });
});

describe('faviconBadgeText', () => {
  it('shows nothing at zero, the count up to 9, then 9+', () => {
    expect(faviconBadgeText(0)).toBeNull();
    expect(faviconBadgeText(4)).toBe('4');
    expect(faviconBadgeText(10)).toBe('9+');
  });
});
