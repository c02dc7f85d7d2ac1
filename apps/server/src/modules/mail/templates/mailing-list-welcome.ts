import { COPY } from '@bbt/domain';
import { escapeHtml, htmlFrame, paragraph, type RenderedMail } from './layout';

export interface WelcomeInput {
  code: string;
  percent: number;
  expiresAt: Date;
  shopUrl: string;
  /** The page that confirms and removes the address, without signing in. */
  unsubscribeUrl: string;
}

/** The mailing-list confirmation: the discount code the popup promised, and how to leave. */
export function renderMailingListWelcome(input: WelcomeInput): RenderedMail {
  const subject = COPY.mail.welcomeSubject(input.percent);
  const validUntil = COPY.mail.validUntil(input.expiresAt.toISOString().slice(0, 10));
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
    '--',
    COPY.mail.unsubscribeLine,
    `${COPY.mail.unsubscribeLink}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = htmlFrame(
    subject,
    [
      paragraph(COPY.mail.welcomeIntro),
      paragraph(COPY.mail.welcomeCode(input.percent)),
      `<p class="code">${escapeHtml(input.code)}</p>`,
      `<p>${escapeHtml(validUntil)} <a href="${escapeHtml(input.shopUrl)}">${escapeHtml(input.shopUrl)}</a></p>`,
      `<hr><p class="note">${escapeHtml(COPY.mail.unsubscribeLine)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(COPY.mail.unsubscribeLink)}</a></p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
