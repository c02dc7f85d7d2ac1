import { describe, expect, it } from 'vitest';
import { COPY } from './copy';
import { INVITE_CLAIM_WINDOW_DAYS, inviteClaimOpen } from './invites';

describe('inviteClaimOpen', () => {
  const created = new Date('2026-03-01T12:00:00Z');
  const after = (ms: number) => new Date(created.getTime() + ms);
  const week = INVITE_CLAIM_WINDOW_DAYS * 86_400_000;

  it('is open from the account creation to the end of the window, and closed after', () => {
    expect(inviteClaimOpen(created, created)).toBe(true);
    expect(inviteClaimOpen(created, after(week))).toBe(true);
    expect(inviteClaimOpen(created, after(week + 1))).toBe(false);
  });

  it('is what the refusal tells the member', () => {
    expect(COPY.invite.claimClosed).toContain(`${INVITE_CLAIM_WINDOW_DAYS} days`);
  });
});
