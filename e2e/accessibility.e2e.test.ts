import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Cookie, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mentionKey, type Ack } from '@bbt/domain';
import { useJourney } from './support/browser';
import { channelHeading, composerInput, messageList, openChannel } from './support/chat';
import { connectChatSocket } from './support/chat-socket';
import { expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

// Decision 0068: axe-core finds no violation on the members' pages (a channel, signals,
// learn) at desktop and phone widths. axe's own source is injected into the page, so the
// rules run in the real Chromium against the built app.
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
] as const;

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's violations on the page as it stands, each as 'rule (impact): targets'. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP forbids inline scripts, rightly.
  await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document)) as { violations: Violation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Posts `text` in `channel` through a chat socket of the member whose cookies these are. */
async function postAs(baseURL: string, cookies: Cookie[], channel: string, text: string) {
  const chat = await connectChatSocket(baseURL, cookies);
  try {
    const ack: Ack<unknown> = await chat.socket
      .timeout(5_000)
      .emitWithAck('message:send', { channel, clientId: randomUUID(), text });
    expect(ack, `message:send to ${channel}`).toMatchObject({ ok: true });
  } finally {
    chat.close();
  }
}

describe('accessibility of the members’ pages', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  for (const viewport of VIEWPORTS) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violation in a channel, signals and learn at ${viewport.width} px, ${theme}`, async () => {
        const premium = await personas.open('premium');
        await premium.page.setViewportSize(viewport);
        await premium.context.addInitScript(
          (isDark) => {
            window.localStorage.setItem('isDark', isDark);
          },
          String(theme === 'dark'),
        );

        // A mention of the member on screen: its row is tinted, which the time's grey has to
        // stand out against too.
        const founder = await personas.open('founder');
        const token = randomUUID().slice(0, 8);
        await postAs(
          journey.baseURL,
          founder.cookies,
          'general',
          `@${mentionKey(premium.name)} contrast check ${token}`,
        );

        const found: Record<string, string[]> = {};
        await openChannel(premium.page, 'general');
        await expectVisible(channelHeading(premium.page, 'general'), 'the channel');
        await expectVisible(composerInput(premium.page, 'general'), 'the composer');
        const mentionRow = messageList(premium.page, 'general')
          .getByRole('listitem')
          .filter({ hasText: token });
        await expectVisible(mentionRow, 'the mention');
        // Tinted as a mention of the reader: the background axe measures the time against.
        await expect
          .poll(() => mentionRow.evaluate((row) => getComputedStyle(row).backgroundColor))
          .not.toBe('rgba(0, 0, 0, 0)');
        found['/app/general'] = await axeViolations(premium.page);

        for (const path of ['/signals', '/learn']) {
          await premium.page.goto(path);
          await expectVisible(premium.page.getByRole('heading', { level: 1 }), `the page ${path}`);
          found[path] = await axeViolations(premium.page);
        }
        expect(found).toEqual({ '/app/general': [], '/signals': [], '/learn': [] });
      });
    }
  }
});
