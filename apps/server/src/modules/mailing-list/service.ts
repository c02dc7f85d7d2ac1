import { randomBytes } from 'node:crypto';
import {
  COPY,
  DISCOUNT_CODE_VALID_DAYS,
  formatDiscountCode,
  MAILING_LIST_DISCOUNT_PERCENT,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { AppError, conflict } from '../../errors';
import { issueDiscountCode } from '../cart';
import { type MailOutbox, renderMailingListWelcome } from '../mail';
import { deleteEmail, insertEmailIfNew } from './repo';
import {
  readUnsubscribeToken,
  signUnsubscribeToken,
  UNSUBSCRIBE_LINK_VALID_MS,
} from './unsubscribe-token';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface MailingListDeps {
  db: Database;
  outbox: MailOutbox;
  /** The public address links in mails point to, and the secret unsubscribe links are signed with. */
  publicUrl: string;
  secret: string;
}

/** The page that confirms an unsubscribe, and the one-click address mail clients POST to (RFC 8058). */
export function unsubscribeLinks(deps: MailingListDeps, email: string, now: Date) {
  const token = signUnsubscribeToken(
    deps.secret,
    email,
    new Date(now.getTime() + UNSUBSCRIBE_LINK_VALID_MS),
  );
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${deps.publicUrl}/unsubscribe?${query}`,
    oneClick: `${deps.publicUrl}/api/mailing-list/unsubscribe?${query}`,
  };
}

/**
 * Adds the address, issues its discount code (the popup's 15%; an address that left and came
 * back gets its first code again, never a second one) and writes the welcome mail with the code,
 * all in one transaction. The code is also answered, for the success message.
 */
export async function joinMailingList(deps: MailingListDeps, typedEmail: string) {
  const email = normalizeEmail(typedEmail);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    if (!(await insertEmailIfNew(tx, email))) throw conflict(COPY.mailing.duplicate, 'email_taken');
    const code = await issueDiscountCode(tx, {
      code: formatDiscountCode(randomBytes(8)),
      email,
      percent: MAILING_LIST_DISCOUNT_PERCENT,
      expiresAt: new Date(now.getTime() + DISCOUNT_CODE_VALID_DAYS * 86_400_000),
    });
    const links = unsubscribeLinks(deps, email, now);
    await deps.outbox.write(tx, {
      kind: 'mailing_list_welcome',
      to: email,
      ...renderMailingListWelcome({
        code: code.code,
        percent: code.percent,
        expiresAt: code.expiresAt,
        used: code.usedOrderId !== null,
        shopUrl: `${deps.publicUrl}/products`,
        unsubscribeUrl: links.page,
      }),
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return {
      message: COPY.mailing.joined,
      discountCode: {
        code: code.code,
        percent: code.percent,
        expiresAt: code.expiresAt.toISOString(),
        used: code.usedOrderId !== null,
      },
    };
  });
}

/** The address an unsubscribe link is for; a forged or expired link is a 4xx. */
export function unsubscribeTarget(deps: Pick<MailingListDeps, 'secret'>, token: string): string {
  const reading = readUnsubscribeToken(deps.secret, token, new Date());
  if (reading.ok) return reading.email;
  if (reading.reason === 'expired')
    throw new AppError(410, 'unsubscribe_link_expired', COPY.unsubscribe.expired);
  throw new AppError(400, 'unsubscribe_link_invalid', COPY.unsubscribe.invalid);
}

/** Removes the address a valid link names; removing one already gone is not an error. */
export async function unsubscribe(deps: MailingListDeps, token: string) {
  const email = unsubscribeTarget(deps, token);
  await deleteEmail(deps.db, email);
  return { email, message: COPY.unsubscribe.done(email) };
}
