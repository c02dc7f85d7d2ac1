import { randomUUID } from 'node:crypto';
import { SIGN_IN_LINK } from '@bbt/domain';
import type { Database } from '../../db/client';
import type { Auth, MailSignInLink } from '../../plugins/auth';
import { renderSignInLink, type MailOutbox } from '../mail';
import { countRecentSignInLinks, findMemberByEmail } from './email-link-repo';

/** Writes the magic link plugin's URL to the outbox as the sign-in link mail. */
export function mailSignInLinkThrough(db: Database, outbox: MailOutbox): MailSignInLink {
  return (email, url) =>
    db.transaction((tx) =>
      outbox.write(tx, {
        kind: 'sign_in_link',
        // Each link is its own mail; the key holds no part of the token.
        dedupeKey: `sign-in-link:${randomUUID()}`,
        to: email,
        ...renderSignInLink({ url }),
      }),
    );
}

/** Where the link lands: the sign-in page, which reads the new session and goes on to `next`. */
function landingPaths(next: string) {
  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams(extra);
    if (next !== '/') params.set('next', next);
    return `/signin?${params.toString()}`;
  };
  // better-auth adds ?error=<code> to the error path (an expired or used link).
  return { callbackURL: query({ complete: '1' }), errorCallbackURL: query({ link: 'failed' }) };
}

export type SignInLinkOutcome = 'mailed' | 'no-member' | 'address-limit';

/**
 * Mails a sign-in link to a member's address (decision 0040). An address nobody signs in
 * with gets nothing, and neither does one that has had its share of links lately, whoever
 * asked: the caller answers the same in every case, so the answer tells nobody which
 * addresses are members.
 */
export async function sendSignInLink(
  deps: { auth: Auth; db: Database },
  email: string,
  next = '/',
): Promise<SignInLinkOutcome> {
  const address = email.trim().toLowerCase();
  const member = await findMemberByEmail(deps.db, address);
  if (!member) return 'no-member';
  const recent = await countRecentSignInLinks(
    deps.db,
    member.email,
    SIGN_IN_LINK.perAddressWindowMinutes,
  );
  if (recent >= SIGN_IN_LINK.perAddress) return 'address-limit';
  await deps.auth.api.signInMagicLink({
    body: { email: member.email, ...landingPaths(next) },
    headers: new Headers(),
  });
  return 'mailed';
}
