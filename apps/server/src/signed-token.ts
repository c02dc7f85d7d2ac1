import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens that carry a few claims and an expiry, signed with HMAC-SHA256 under the server's
 * session secret and a purpose, so a token made for one use (an unsubscribe link) is never
 * accepted for another (a download), nobody can make one, and an old one stops working.
 */

const signature = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url');

export function signToken(
  secret: string,
  purpose: string,
  claims: Record<string, string>,
  expiresAt: Date,
): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${signature(secret, purpose, payload)}`;
}

export type TokenReading =
  { ok: true; claims: Record<string, string> } | { ok: false; reason: 'invalid' | 'expired' };

export function readToken(secret: string, purpose: string, token: string, now: Date): TokenReading {
  const [payload = '', given = '', ...rest] = token.split('.');
  const expected = Buffer.from(signature(secret, purpose, payload));
  const actual = Buffer.from(given);
  if (rest.length > 0 || actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: 'invalid' };
  const { exp, ...claims } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    exp: number;
  } & Record<string, string>;
  if (exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
