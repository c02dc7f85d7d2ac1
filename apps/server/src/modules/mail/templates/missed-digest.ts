import { escapeHtml, htmlFrame, paragraph, type RenderedMail } from './layout';

/** One mention or reply the member has not seen, as the digest lists it. */
export interface MissedItem {
  /** What happened, as its notification says it: "Ann mentioned you in #general". */
  title: string;
  /** The message's text, shortened; spoilers already hidden. */
  excerpt: string;
  /** The app opened at the message. */
  url: string;
}

/**
 * The digest of what a member missed (decision 0062): each unseen mention or reply with a
 * link to it, and a link that turns these mails off in one click. Its words live here, not in
 * the domain's COPY, which the web's pages load.
 */
export function renderMissedDigest(input: {
  items: MissedItem[];
  turnOffUrl: string;
}): RenderedMail {
  const count = input.items.length;
  const subject =
    count === 1 ? `You missed: ${input.items[0]?.title}` : `You missed ${count} messages`;
  const intro = "Here is what happened while you were away, and you haven't seen yet:";
  const off = 'Stop these mails:';
  const text = [
    intro,
    '',
    ...input.items.flatMap((item) => [`${item.title}: "${item.excerpt}"`, item.url, '']),
    '--',
    `${off} ${input.turnOffUrl}`,
  ].join('\n');
  const html = htmlFrame(
    subject,
    [
      paragraph(intro),
      ...input.items.map(
        (item) =>
          `<p><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a><br>${escapeHtml(item.excerpt)}</p>`,
      ),
      `<hr><p class="note">${escapeHtml(off)} <a href="${escapeHtml(input.turnOffUrl)}">turn off missed-message mails</a></p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
