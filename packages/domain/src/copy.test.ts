import { describe, it, expect } from 'vitest';
import { COPY } from './copy';
import { LIMITS } from './limits';

describe('COPY (ruling 2)', () => {
  it('uses the corrected wording', () => {
    expect(COPY.toast.successTitle).toBe('Operation was successful');
    expect(COPY.cart.orderFulfilled).toBe('your order has been fulfilled');
    expect(COPY.marketing.redeemed).toBe('Product has been redeemed');
    expect(COPY.marketing.notEnoughCredits).toBe("you don't have enough credits");
    expect(COPY.review.sent).toBe('review has been sent');
    expect(COPY.chat.interestsTitle).toBe('Choose your interests');
    expect(COPY.chat.noPermission).toBe(
      "you don't have the permission to read or write in this channel",
    );
    expect(COPY.notFound.body).toBe(
      "the page you are looking for doesn't exist or has been removed",
    );
    expect(COPY.meetings.exclusive).toBe('Exclusive');
  });

  it('fills in the templates', () => {
    expect(COPY.chat.welcome('general')).toBe('Welcome to general');
    expect(COPY.chat.replyingTo('Sam')).toBe('Replying to Sam');
    expect(COPY.chat.bannedWordWarning('sam', 2)).toBe(
      '@sam has been warned for using disrespectful words, you now have 2 warning(s)',
    );
    expect(COPY.chat.closeNotHere('sam')).toBe("@sam, you can't use this command here");
    expect(COPY.chat.accessEnds('3/11/2026')).toBe('until 3/11/2026');
    expect(COPY.marketing.notMember('sam')).toBe('@sam is not a member of the marketing team');
    expect(COPY.marketing.unknownUser('sam')).toBe("@sam doesn't exist");
    expect(COPY.invite.invitedBy('Ana')).toBe('You have been invited by Ana');
    expect(COPY.products.tier(2)).toBe('Tier 2');
  });

  it('keeps strings that repeat a limit in step with it', () => {
    expect(COPY.mailing.popupTitle).toContain(`${LIMITS.popupDiscountPercent}%`);
    expect(COPY.chat.fileTooLarge).toContain(`${LIMITS.uploadMaxBytes / 1024 / 1024}MB`);
    expect(COPY.terms.lastUpdated).toBe('March 29, 2023');
  });

  it('has no empty strings', () => {
    const strings: string[] = [];
    const walk = (node: unknown): void => {
      if (typeof node === 'string') strings.push(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    walk(COPY);
    expect(strings.length).toBeGreaterThan(100);
    for (const s of strings) expect(s.trim()).not.toBe('');
  });
});

describe('LIMITS (spec §9)', () => {
  it('holds the business constants', () => {
    expect(LIMITS).toMatchObject({
      messagesPerPage: 100,
      uploadMaxBytes: 8 * 1024 * 1024,
      toastMs: 5000,
      copyTickMs: 2000,
      signInRedirectMs: 2000,
      signalsAccessDays: 7,
      chunkTimeoutMs: 120_000,
      maxReactionsPerMessage: 20,
    });
  });
});
