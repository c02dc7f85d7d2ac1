import { COPY } from '@bbt/domain';
import { escapeHtml, htmlFrame, paragraph, type RenderedMail } from './layout';

export interface WelcomeInput {
  code: string;
  percent: number;
  expiresAt: Date;
  /** The code was used on an order already (the address left and came back). */
  used: boolean;
  shopUrl: string;
  /** The page that confirms and removes the address, without signing in. */
  unsubscribeUrl: string;
}

/**
 * The mailing-list confirmation: the discount code the popup promised, and how to leave. An
 * address that left and came back has its first code again (one per address): the mail gives it
 * only while it can still be used, and otherwise says why there is none.
 */
export function renderMailingListWelcome(input: WelcomeInput, now = new Date()): RenderedMail {
  const expiryDay = input.expiresAt.toISOString().slice(0, 10);
  const spent = input.used
    ? COPY.mail.welcomeBackCodeUsed(input.percent)
    : input.expiresAt <= now
      ? COPY.mail.welcomeBackCodeExpired(input.percent, expiryDay)
      : null;
  const unsubscribe = [
    '--',
    COPY.mail.unsubscribeLine,
    `${COPY.mail.unsubscribeLink}: ${input.unsubscribeUrl}`,
  ];
  const unsubscribeHtml = `<hr><p class="note">${escapeHtml(COPY.mail.unsubscribeLine)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(COPY.mail.unsubscribeLink)}</a></p>`;
  const shopHtml = `<a href="${escapeHtml(input.shopUrl)}">${escapeHtml(input.shopUrl)}</a>`;
  if (spent) {
    const subject = COPY.mail.welcomeBackSubject;
    const text = [COPY.mail.welcomeBackIntro, '', spent, input.shopUrl, '', ...unsubscribe].join(
      '\n',
    );
    const html = htmlFrame(
      subject,
      [
        paragraph(COPY.mail.welcomeBackIntro),
        `<p>${escapeHtml(spent)} ${shopHtml}</p>`,
        unsubscribeHtml,
      ].join('\n'),
    );
    return { subject, text, html };
  }
  const subject = COPY.mail.welcomeSubject(input.percent);
  const validUntil = COPY.mail.validUntil(expiryDay);
  const text = [
    COPY.mail.welcomeIntro,
    '',
    COPY.mail.welcomeCode(input.percent),
    '',
    `    ${input.code}`,
    '',
    validUntil,
    input.shopUrl,
    '',
    ...unsubscribe,
  ].join('\n');
  const html = htmlFrame(
    subject,
    [
      paragraph(COPY.mail.welcomeIntro),
      paragraph(COPY.mail.welcomeCode(input.percent)),
      `<p class="code">${escapeHtml(input.code)}</p>`,
      `<p>${escapeHtml(validUntil)} ${shopHtml}</p>`,
      unsubscribeHtml,
    ].join('\n'),
  );
  return { subject, text, html };
}
