/**
 * The mail outbox's rules (decision 0018): how long a mail that could not be handed to the mail
 * server waits before the next try. Pure, so the sender and its tests agree on the schedule.
 */

/** The first retry comes this soon after a failed attempt; each later one waits twice as long. */
export const MAIL_RETRY_BASE_MS = 30_000;
/** No wait is longer than this: a mail server back after a long outage gets the mail within the hour. */
export const MAIL_RETRY_MAX_MS = 60 * 60 * 1000;

/**
 * The wait after the `attempts`-th failed attempt (1 for the first): 30 s, 1 min, 2 min, ...
 * up to an hour. A mail is never given up for a temporary failure: nothing is lost.
 */
export function mailRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(MAIL_RETRY_BASE_MS * 2 ** doublings, MAIL_RETRY_MAX_MS);
}

/**
 * Where an outbox mail stands: `pending` waits for its next attempt, `sent` was accepted by
 * the mail server, `failed` was refused for good (a permanent 5xx answer, such as an unknown
 * recipient), `kept` was never meant to leave: written without a mail server outside
 * production, so a developer reads it in the console's Mail page.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_KINDS = [
  'order_receipt',
  'order_refund',
  'mailing_list_welcome',
  'sign_in_link',
  'tradingview_invite',
  'missed_digest',
  'subscription_started',
  'subscription_receipt',
  'subscription_payment_failed',
  'subscription_ended',
  'subscription_cancelled',
  'subscription_resumed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Sign-in by a link mailed to the address (decision 0040): how long a link works (it works
 * once), and how many links one address receives in a window, whoever asks, so nobody can
 * flood a mailbox from many addresses.
 */
export const SIGN_IN_LINK = {
  validMinutes: 15,
  perAddress: 3,
  perAddressWindowMinutes: 15,
} as const;
