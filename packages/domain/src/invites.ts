/**
 * Affiliate rules (spec §4 "Invite", ruling 14). An account names its inviter when it
 * signs up, so an inviter can be claimed only in the first days after the account is created:
 * later, any account could hand its signup credit to whoever it liked (decision 0015).
 */
export const INVITE_CLAIM_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

export function inviteClaimOpen(accountCreatedAt: Date, now: Date): boolean {
  return now.getTime() - accountCreatedAt.getTime() <= INVITE_CLAIM_WINDOW_DAYS * DAY_MS;
}
