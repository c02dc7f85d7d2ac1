import { readToken, signToken } from '../../signed-token';

/**
 * Unsubscribe links work without signing in: the link carries the address and an expiry,
 * signed under the server's session secret (`signed-token.ts`), so nobody can make a link that
 * removes someone else's address, and a leaked old link stops working.
 */

/** How long the link in a mail works: long enough for anyone to find an old mail. */
export const UNSUBSCRIBE_LINK_VALID_MS = 365 * 86_400_000;

const PURPOSE = 'mailing-list-unsubscribe';

export const signUnsubscribeToken = (secret: string, email: string, expiresAt: Date): string =>
  signToken(secret, PURPOSE, { email }, expiresAt);

export type UnsubscribeTokenReading =
  { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' };

export function readUnsubscribeToken(
  secret: string,
  token: string,
  now: Date,
): UnsubscribeTokenReading {
  const reading = readToken(secret, PURPOSE, token, now);
  if (!reading.ok) return reading;
  const { email } = reading.claims;
  return email === undefined ? { ok: false, reason: 'invalid' } : { ok: true, email };
}
