import { describe, expect, it } from 'vitest';
import {
  isConversationSlug,
  looksLikeStaffName,
  normaliseDisplayName,
  notificationTitleIn,
  REPORT_QUOTED_MESSAGES,
  reportQuote,
} from './conversations';
import { notificationKindOf } from './notification-settings';

describe('conversation names', () => {
  it('are dm- and hex digits, and never read as a ticket', () => {
    expect(isConversationSlug('dm-0123456789abcdef')).toBe(true);
    expect(isConversationSlug('dm-ticket012345678')).toBe(false);
    expect(isConversationSlug('general')).toBe(false);
    expect(isConversationSlug('dm-12')).toBe(false);
  });
});

describe('look-alike staff names', () => {
  it('folds case, spacing, accents, digits and look-alike letters', () => {
    expect(normaliseDisplayName('S u p p 0 r t')).toBe(normaliseDisplayName('support'));
    expect(normaliseDisplayName('Ѕирроrt')).toBe(normaliseDisplayName('Support'));
    expect(normaliseDisplayName('Fóunder.Sam')).toBe(normaliseDisplayName('foundersam'));
    expect(normaliseDisplayName('Wi11iam')).toBe(normaliseDisplayName('William'));
    expect(normaliseDisplayName('Adrnin')).toBe(normaliseDisplayName('Admin'));
  });

  it('warns on a name a staff member could be taken for, and not on others', () => {
    const staff = ['Sam Founder', 'Ana Support'];
    expect(looksLikeStaffName('Ana  Supp0rt', staff)).toBe(true);
    expect(looksLikeStaffName('sam_founder', staff)).toBe(true);
    expect(looksLikeStaffName('Ana Trader', staff)).toBe(false);
    expect(looksLikeStaffName('***', staff)).toBe(false);
  });
});

describe('the quote of a reported conversation', () => {
  it('names who reported it and quotes the latest messages, each cut short', () => {
    const quote = reportQuote(
      'Ana',
      ['Bo'],
      [
        { author: 'Bo', at: new Date('2026-11-28T10:00:00Z'), text: 'send me\nyour password' },
        { author: 'Bo', at: new Date('2026-11-28T10:01:00Z'), text: 'x'.repeat(500) },
      ],
    );
    const lines = quote.split('\n');
    expect(lines[0]).toBe('Ana reported a direct conversation with Bo. The recent messages:');
    expect(lines[1]).toContain('**Bo**');
    expect(lines[1]).toContain('send me your password');
    expect(lines[2]?.length).toBeLessThan(300);
    expect(quote.length).toBeLessThan(REPORT_QUOTED_MESSAGES * 300);
  });
});

describe('notifications of a direct message', () => {
  it('belong to the messages kind and name their author alone', () => {
    const slug = 'dm-0123456789abcdef';
    expect(notificationKindOf({ kind: 'mention', channel: slug })).toBe('messages');
    expect(notificationKindOf({ kind: 'mention', channel: 'ticket03' })).toBe('tickets');
    expect(notificationTitleIn(slug, 'Ana', 'Ana mentioned you in #x')).toBe(
      'Ana sent you a direct message',
    );
    expect(notificationTitleIn('general', 'Ana', 'Ana mentioned you in #General chat')).toBe(
      'Ana mentioned you in #General chat',
    );
  });
});
