import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';

export const VISITOR_COOKIE = 'bbt_visitor';
const ONE_YEAR_SECONDS = 365 * 86_400;

/**
 * The id an invite visit is counted by: issued by the server in a signed httpOnly cookie, so
 * a client can neither choose nor forge one; a browser that throws it away is a new visitor.
 */
export function visitorCookies(secret: string, secure: boolean) {
  const sign = (id: string) =>
    createHmac('sha256', secret).update(`invite-visitor:${id}`).digest('base64url');
  return {
    /** The id in a cookie this server signed, or null without one (or with a forged one). */
    read(cookieHeader: string | undefined): string | null {
      const value = cookieHeader ? parseCookies(cookieHeader).get(VISITOR_COOKIE) : undefined;
      const [id, signature] = value?.split('.') ?? [];
      if (!id || !signature) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
    /** A new visitor id and the Set-Cookie header value that gives it to the browser. */
    issue(): { id: string; setCookie: string } {
      const id = randomUUID();
      const attributes = [
        `${VISITOR_COOKIE}=${id}.${sign(id)}`,
        'Path=/api/invites',
        'HttpOnly',
        'SameSite=Lax',
        `Max-Age=${ONE_YEAR_SECONDS}`,
        ...(secure ? ['Secure'] : []),
      ];
      return { id, setCookie: attributes.join('; ') };
    },
  };
}
