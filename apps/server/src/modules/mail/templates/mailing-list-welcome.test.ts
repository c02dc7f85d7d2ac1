import { COPY } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { renderMailingListWelcome, type WelcomeInput } from './mailing-list-welcome';

const NOW = new Date('2026-11-28T10:00:00Z');
const welcome = (change: Partial<WelcomeInput>): WelcomeInput => ({
  code: 'BB15-ABCD-EFGH',
  percent: 15,
  expiresAt: new Date('2027-02-26T10:00:00Z'),
  used: false,
  shopUrl: 'http://localhost:3000/products',
  unsubscribeUrl: 'http://localhost:3000/unsubscribe?token=t',
  ...change,
});

describe('the mailing-list welcome mail', () => {
  it('gives a code that can still be used, with its expiry and the way to leave', () => {
    const mail = renderMailingListWelcome(welcome({}), NOW);
    expect(mail.subject).toBe(COPY.mail.welcomeSubject(15));
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('BB15-ABCD-EFGH');
      expect(body).toContain(COPY.mail.validUntil('2027-02-26'));
      expect(body).toContain('unsubscribe?token=t');
    }
  });

  it('does not offer again a code used on an order, and says why there is none', () => {
    const mail = renderMailingListWelcome(welcome({ used: true }), NOW);
    expect(mail.subject).toBe(COPY.mail.welcomeBackSubject);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('BB15-ABCD-EFGH');
      expect(body).toContain(COPY.mail.welcomeBackCodeUsed(15).split(':')[0]);
      expect(body).toContain('unsubscribe?token=t');
    }
  });

  it('does not offer again a code that expired, and says when it did', () => {
    const expiresAt = new Date('2026-10-01T00:00:00Z');
    const mail = renderMailingListWelcome(welcome({ expiresAt }), NOW);
    expect(mail.subject).toBe(COPY.mail.welcomeBackSubject);
    expect(mail.text).not.toContain('BB15-ABCD-EFGH');
    expect(mail.text).toContain(COPY.mail.welcomeBackCodeExpired(15, '2026-10-01'));
  });
});
