import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links work without signing in: the link carries the address and an expiry,
 * signed with HMAC-SHA256 under the server's session secret, so nobody can make a link that
 * removes someone else's address, and a leaked old link stops working.
 */

/** How long the link in a mail works: long enough for anyone to find an old mail. */
export const UNSUBSCRIBE_LINK_VALID_MS = 365 * 86_400_000;

const PURPOSE = 'mailing-list-unsubscribe';

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest('base64url');

export function signUnsubscribeToken(secret: string, email: string, expiresAt: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ email, exp: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

export type UnsubscribeTokenReading =
  { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' };

export function readUnsubscribeToken(
  secret: string,
  token: string,
  now: Date,
): UnsubscribeTokenReading {
  const [payload = '', given = '', ...rest] = token.split('.');
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (rest.length > 0 || actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: 'invalid' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    email: string;
    exp: number;
  };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, email: claims.email };
}
