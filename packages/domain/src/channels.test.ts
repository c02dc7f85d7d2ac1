import { describe, it, expect } from 'vitest';
import {
  CHANNELS,
  CHANNEL_GROUP_LABELS,
  channelLabel,
  findChannel,
  isTicketSlug,
  resolveChannelSlug,
  ticketSlug,
} from './channels';

describe('CHANNELS', () => {
  it('lists the fixed channels in sidebar order: the spec slugs (ruling 1) and the tier channels (decision 0042)', () => {
    expect(CHANNELS.map((c) => c.slug)).toEqual([
      'intro',
      'faq',
      'announcements',
      'results',
      'general',
      'begginer',
      'crypto_channel',
      'forex_channel',
      'stocks_channel',
      'free_signals_channel',
      'premium',
      'tier_1',
      'tier_2',
      'marketing_chat',
      'ask',
      'claim',
      'polls',
      'staff',
    ]);
  });

  it('groups them as the sidebar does', () => {
    const byGroup = (group: string) => CHANNELS.filter((c) => c.group === group).map((c) => c.slug);
    expect(byGroup('main')).toEqual(['intro', 'faq', 'announcements', 'results']);
    expect(byGroup('interactive')).toEqual(['claim', 'polls']);
    expect(byGroup('staff')).toEqual(['staff']);
    expect(CHANNEL_GROUP_LABELS.main).toBe('Main Menu');
  });

  it('locks the composer of claim, ask, intro, polls, announcements and faq (spec §5)', () => {
    const locked = CHANNELS.filter((c) => c.locked).map((c) => c.slug);
    expect(locked.sort()).toEqual(['announcements', 'ask', 'claim', 'faq', 'intro', 'polls']);
  });

  it('gates the role channels and the staff room (ruling 3)', () => {
    const gates = Object.fromEntries(
      CHANNELS.filter((c) => c.readRoles).map((c) => [c.slug, c.readRoles]),
    );
    expect(gates).toEqual({
      crypto_channel: ['crypto'],
      forex_channel: ['forex'],
      stocks_channel: ['stocks'],
      free_signals_channel: ['free_signals'],
      premium: ['blue_badge_trader', 'premium_signals', 'premium_trader'],
      tier_1: ['founder', 'admin', 'analyst', 'support'],
      tier_2: ['founder', 'admin', 'analyst', 'support'],
      marketing_chat: ['marketing'],
      staff: ['founder', 'admin', 'analyst', 'support'],
    });
  });

  it('gives every channel a label and a one-line topic', () => {
    for (const c of CHANNELS) {
      expect(c.label).toMatch(/\S/);
      expect(c.topic).toMatch(/^[^\n]+$/);
    }
    expect(findChannel('begginer')?.label).toBe("beginner's chat");
    expect(findChannel('ask')?.label).toBe('ask a mentor');
  });
});

describe('slugs', () => {
  it('resolves the misspelt announcements slug', () => {
    expect(resolveChannelSlug('annoucements')).toBe('announcements');
    expect(resolveChannelSlug('general')).toBe('general');
    expect(findChannel('annoucements')?.slug).toBe('announcements');
  });

  it('finds only fixed channels', () => {
    expect(findChannel('premium')?.group).toBe('text');
    expect(findChannel('ticket01')).toBeUndefined();
    expect(findChannel('nope')).toBeUndefined();
  });

  it('names a channel by its label, keeping the key only where there is no other name', () => {
    expect(channelLabel('begginer')).toBe("beginner's chat");
    expect(channelLabel('crypto_channel')).toBe('crypto');
    expect(channelLabel('annoucements')).toBe('announcements');
    expect(channelLabel('ticket03')).toBe('ticket03');
  });

  it('treats any name containing ticket as a ticket', () => {
    expect(isTicketSlug('ticket07')).toBe(true);
    expect(isTicketSlug('oldticket')).toBe(true);
    expect(isTicketSlug('general')).toBe(false);
  });

  it('pads ticket numbers to two digits', () => {
    expect(ticketSlug(0)).toBe('ticket00');
    expect(ticketSlug(9)).toBe('ticket09');
    expect(ticketSlug(10)).toBe('ticket10');
    expect(ticketSlug(123)).toBe('ticket123');
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects index %s', (index) => {
    expect(() => ticketSlug(index)).toThrow(RangeError);
  });
});
