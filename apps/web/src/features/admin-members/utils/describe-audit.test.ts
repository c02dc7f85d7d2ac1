import { formatCredits } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  auditActorName,
  auditDetailsSummary,
  auditReason,
  describeAuditAction,
} from './describe-audit';

const day = (iso: string) => iso.slice(0, 10);
const PERMANENT = '9999-12-31T00:00:00.000Z';

/** The counters the server stores before and after a moderation action. */
function counters(ban: number, warn: number, banUntil = '2026-01-01T00:00:00.000Z') {
  return { warn, kick: 0, mute: 0, ban, banUntil, muteUntil: '2026-01-01T00:00:00.000Z' };
}

describe('describeAuditAction', () => {
  it('words moderation actions', () => {
    expect(describeAuditAction('warn', { kind: 'warn', reason: 'spam' })).toBe('warned');
    expect(describeAuditAction('kick', { kind: 'kick' })).toBe('kicked');
    expect(describeAuditAction('mute', { kind: 'mute', days: 1 })).toBe('muted for 1 day');
    expect(describeAuditAction('ban', { kind: 'ban', days: 7 })).toBe('banned for 7 days');
    expect(describeAuditAction('ban', {})).toBe('banned');
    expect(describeAuditAction('banned_word', { kind: 'warn' })).toBe(
      'warned for using a banned word',
    );
  });

  it('says when a ban is for good', () => {
    const details = {
      kind: 'ban',
      days: 3,
      before: counters(1, 0),
      after: counters(3, 0, PERMANENT),
    };
    expect(describeAuditAction('ban', details)).toBe('banned permanently');
  });

  it('tells what a warning or a mute escalated into', () => {
    const third = { kind: 'warn', before: counters(0, 2), after: counters(1, 0) };
    expect(describeAuditAction('warn', third)).toBe('warned, which led to a ban');
    const last = { kind: 'warn', before: counters(1, 2), after: counters(3, 0, PERMANENT) };
    expect(describeAuditAction('banned_word', last)).toBe(
      'warned for using a banned word, which led to a permanent ban',
    );
    const mute = { kind: 'mute', days: 2, before: counters(0, 0), after: counters(0, 1) };
    expect(describeAuditAction('mute', mute)).toBe('muted for 2 days, which added a warning');
    const plain = { kind: 'warn', before: counters(0, 0), after: counters(0, 1) };
    expect(describeAuditAction('warn', plain)).toBe('warned');
  });

  it('names roles by their label', () => {
    expect(describeAuditAction('give', { role: 'analyst' })).toBe('gave the Analyst role');
    expect(describeAuditAction('remove', { role: 'blue_badge_trader' })).toBe(
      'removed the Blue Badge Trader role',
    );
    expect(describeAuditAction('give', { role: 'retired' })).toBe('gave the retired role');
    expect(describeAuditAction('give', {})).toBe('gave a role');
  });

  it('words lifts, banned words and console changes', () => {
    expect(describeAuditAction('lift-ban', { until: PERMANENT })).toBe('lifted the ban');
    expect(describeAuditAction('lift-mute', {})).toBe('lifted the mute');
    expect(
      describeAuditAction('refund-order', { orderId: 'o-1', amount: 34.99, currency: 'USD' }),
    ).toBe('refunded the order o-1 of $34.99 USD');
    expect(describeAuditAction('refund-order', {})).toBe('refunded the order');
    expect(
      describeAuditAction('refund-subscription-payment', {
        paymentId: 'SALE-1',
        amount: 9.99,
        currency: 'USD',
      }),
    ).toBe('refunded the membership payment SALE-1 of $9.99 USD');
    expect(
      describeAuditAction('refund-order', {
        orderId: 'o-1',
        amount: 10,
        currency: 'USD',
        partial: true,
      }),
    ).toBe('refunded $10.00 USD of the order o-1');
    expect(
      describeAuditAction('refund-refused', { orderId: 'o-1', amount: 10, currency: 'USD' }),
    ).toBe('refused the refund of $10.00 USD of the order o-1');
    expect(describeAuditAction('refund-refused', {})).toBe('refused the refund of the order');
    expect(describeAuditAction('credits', { change: 2.5, reason: 'Goodwill' })).toBe(
      `gave ${formatCredits(2.5)}`,
    );
    expect(describeAuditAction('credits', { change: -1 })).toBe(`took ${formatCredits(1)}`);
    expect(describeAuditAction('credits', {})).toBe('adjusted the credits');
    expect(describeAuditAction('ban-word', { word: 'scam' })).toBe('banned the word “scam”');
    expect(describeAuditAction('unban-word', { word: 'scam' })).toBe('unbanned the word “scam”');
    expect(
      describeAuditAction('product-update', { product: 'blue-badge', title: 'Blue Badge' }),
    ).toBe('changed the product Blue Badge');
    expect(
      describeAuditAction('product-gallery-update', {
        product: 'badge',
        title: 'Blue Badge',
        slot: 2,
      }),
    ).toBe('replaced gallery picture 2 of Blue Badge');
    expect(describeAuditAction('product-gallery-restore', { product: 'badge', slot: 1 })).toBe(
      'put the original gallery picture 1 of badge back',
    );
    expect(describeAuditAction('site-update', { changed: ['telegram'] })).toBe(
      'changed the site settings',
    );
    expect(describeAuditAction('product-update', { product: 'blue-badge' })).toBe(
      'changed the product blue-badge',
    );
    expect(describeAuditAction('faq-create', { header: 'Refunds?' })).toBe(
      'added the FAQ “Refunds?”',
    );
    expect(describeAuditAction('faq-reorder', { ids: [2, 1] })).toBe('reordered the FAQ');
    expect(describeAuditAction('testimonial-approve', { testimonial: 4, name: 'Ann' })).toBe(
      'approved the testimonial from Ann',
    );
    expect(describeAuditAction('testimonial-hide', {})).toBe('hid the testimonial');
    expect(describeAuditAction('clear', { hidden: 1 })).toBe('cleared 1 message');
    expect(describeAuditAction('clear', { hidden: 12 })).toBe('cleared 12 messages');
    expect(describeAuditAction('close', {})).toBe('closed the ticket');
    expect(describeAuditAction('delete-poll', { header: 'Best pair?' })).toBe(
      'deleted the poll “Best pair?”',
    );
  });

  it('ignores details of the wrong type and names unknown actions as recorded', () => {
    expect(describeAuditAction('ban-word', { word: 42 })).toBe('banned the word');
    expect(describeAuditAction('mute', { days: 'two' })).toBe('muted');
    expect(describeAuditAction('archive-channel')).toBe('did “archive-channel”');
  });

  it('has a phrase of its own for every action the filter offers', () => {
    for (const { value } of AUDIT_ACTIONS) {
      expect(describeAuditAction(value, {})).not.toMatch(/^did “/);
    }
  });
});

describe('auditReason', () => {
  it('reads a non-empty reason only', () => {
    expect(auditReason({ reason: ' spamming links ' })).toBe('spamming links');
    expect(auditReason({ reason: null })).toBeNull();
    expect(auditReason({ reason: '  ' })).toBeNull();
    expect(auditReason({})).toBeNull();
  });
});

describe('auditDetailsSummary', () => {
  it('gives the reason and the end of a ban or a mute', () => {
    const ban = {
      kind: 'ban',
      days: 7,
      reason: 'scam links',
      after: counters(1, 0, '2026-03-12T10:00:00.000Z'),
    };
    expect(auditDetailsSummary('ban', ban, day)).toBe('Reason: scam links · Until 2026-03-12');
    const permanent = { kind: 'ban', days: 7, reason: null, after: counters(3, 0, PERMANENT) };
    expect(auditDetailsSummary('ban', permanent, day)).toBeNull();
  });

  it('says when a lifted restriction was due to end', () => {
    expect(auditDetailsSummary('lift-mute', { until: '2026-02-01T08:00:00.000Z' }, day)).toBe(
      'Was due to end 2026-02-01',
    );
    expect(auditDetailsSummary('lift-ban', { until: PERMANENT }, day)).toBe('Was permanent');
  });

  it('lists changed product fields in words', () => {
    const details = { product: 'course', title: 'Course', changed: ['title', 'salePrice'] };
    expect(auditDetailsSummary('product-update', details, day)).toBe('Changed: title, sale price');
    expect(auditDetailsSummary('faq-reorder', { ids: [3, 1, 2] }, day)).toBe(
      'New order of 3 questions',
    );
  });

  it('is null when there is nothing more to say', () => {
    expect(auditDetailsSummary('give', { role: 'analyst' }, day)).toBeNull();
    expect(auditDetailsSummary('warn', {}, day)).toBeNull();
  });
});

describe('auditActorName', () => {
  it('tells automatic moderation from a departed member', () => {
    expect(auditActorName({ actorId: 'u1', actorName: 'Ann' })).toBe('Ann');
    expect(auditActorName({ actorId: null, actorName: null })).toBe('Automatic moderation');
    expect(auditActorName({ actorId: 'u9', actorName: null })).toBe('A former member');
  });

  it('names PayPal for a refund it refused', () => {
    expect(auditActorName({ actorId: null, actorName: null, action: 'refund-refused' })).toBe(
      'PayPal',
    );
  });
});
