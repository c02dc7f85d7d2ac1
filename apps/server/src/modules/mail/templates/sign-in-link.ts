import { COPY, SIGN_IN_LINK } from '@bbt/domain';
import { escapeHtml, htmlFrame, paragraph, type RenderedMail } from './layout';

/** The sign-in link mail (decision 0040): the link, how long it works, and what to do if unasked. */
export function renderSignInLink(input: { url: string }): RenderedMail {
  const subject = COPY.mail.signInLinkSubject;
  const validity = COPY.mail.signInLinkValidity(SIGN_IN_LINK.validMinutes);
  const text = [COPY.mail.signInLinkIntro, '', input.url, '', validity].join('\n');
  const html = htmlFrame(
    subject,
    [
      paragraph(COPY.mail.signInLinkIntro),
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(COPY.mail.signInLinkButton)}</a></p>`,
      `<p class="note">${escapeHtml(input.url)}</p>`,
      paragraph(validity),
    ].join('\n'),
  );
  return { subject, text, html };
}
