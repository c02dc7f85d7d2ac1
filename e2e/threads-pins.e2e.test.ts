import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import {
  composerInput,
  messageAction,
  messageById,
  messageWithText,
  openChannel,
  sendMessage,
  stored,
} from './support/chat';
import { expectHidden, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

// Decision 0034: a thread reply reaches another member with the thread open, live; the root's
// reply count follows; a founder's pin shows in the other member's pins panel.
const SLUG = 'general';
const SCREENSHOTS = '/tmp/e2e-threads-pins';
const LIVE_BUDGET_MS = 5_000;

function unique(text: string): string {
  return `${text} [${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}]`;
}

/** The thread side panel ('Thread' and the channel's name). */
const threadPanel = (page: Page) => page.getByRole('complementary', { name: /^Thread/ });
/** The thread's own composer, named after the channel's thread. */
const threadComposer = (page: Page) =>
  threadPanel(page).getByRole('textbox', { name: 'Message #general chat thread', exact: true });
const replyInPanel = (page: Page, text: string) =>
  threadPanel(page).getByRole('listitem').filter({ hasText: text });

describe('threads and pins between two members', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);
  beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

  it('delivers a thread reply live to the other member with the thread open, and counts it on the root', async () => {
    const founder = await personas.open('founder');
    const premium = await personas.open('premium');
    await Promise.all([openChannel(founder.page, SLUG), openChannel(premium.page, SLUG)]);

    const rootText = unique('Is BTC holding 60k into the close?');
    const rootId = await sendMessage(premium.page, SLUG, rootText);
    const rootOnFounder = stored(founder.page, messageWithText(founder.page, SLUG, rootText));
    await expectVisible(rootOnFounder, 'the root on the founder’s page');

    // The premium member opens the thread of their own message and waits in it.
    await messageAction(messageWithText(premium.page, SLUG, rootText), 'Reply in thread');
    await expectVisible(threadPanel(premium.page), 'the thread panel (premium member)');
    await expectVisible(
      threadPanel(premium.page).getByText('No replies yet: start the thread.'),
      'the empty thread',
    );

    // The founder replies in the thread.
    await messageAction(rootOnFounder, 'Reply in thread');
    const reply = unique('Watching the 4h retest before adding');
    const input = await expectVisible(threadComposer(founder.page), 'the thread composer');
    await input.fill(reply);
    await input.press('Enter');
    await expectVisible(replyInPanel(founder.page, reply), 'the reply in the founder’s thread');

    const sent = Date.now();
    await expectVisible(
      replyInPanel(premium.page, reply),
      'the reply in the premium member’s open thread',
      LIVE_BUDGET_MS,
    );
    console.log(`[threads] reply shown in the other open thread after ${Date.now() - sent} ms`);

    // The reply stays out of the channel's main line; the root counts it, for both.
    await expectHidden(messageWithText(premium.page, SLUG, reply), 'the reply in the channel list');
    for (const page of [premium.page, founder.page]) {
      await expectVisible(
        messageById(page, rootId)
          .first()
          .getByRole('button', { name: /^1 reply/ }),
        'the root’s reply count',
      );
    }
    await premium.page.screenshot({ path: `${SCREENSHOTS}/thread-1280-dark.png` });

    // Escape closes the panel.
    await threadComposer(premium.page).press('Escape');
    await expectHidden(threadPanel(premium.page), 'the thread panel after Escape');
  });

  it('shows a message the founder pins in the other member’s pins panel, with the bot line', async () => {
    const founder = await personas.open('founder');
    const premium = await personas.open('premium');
    await Promise.all([openChannel(founder.page, SLUG), openChannel(premium.page, SLUG)]);

    const text = unique('House rules: no financial advice, size your own risk');
    await sendMessage(premium.page, SLUG, text);
    const onFounder = stored(founder.page, messageWithText(founder.page, SLUG, text));
    await expectVisible(onFounder, 'the message on the founder’s page');
    // Only the founder is offered Pin.
    const premiumItem = messageWithText(premium.page, SLUG, text).first();
    await premiumItem.hover();
    expect(
      await premiumItem.getByRole('button', { name: 'Pin', exact: true }).count(),
      'a premium member is not offered Pin in #general',
    ).toBe(0);

    await messageAction(onFounder, 'Pin');
    await expectVisible(
      messageWithText(premium.page, SLUG, `${founder.name} pinned a message.`),
      'the bot line on the premium member’s page',
      LIVE_BUDGET_MS,
    );

    const pinsButton = premium.page.getByRole('button', { name: /^Pinned messages \d+$/ });
    await expectVisible(pinsButton, 'the pins button with its count');
    await pinsButton.click();
    const panel = premium.page.getByRole('dialog', { name: 'Pinned messages' });
    await expectVisible(panel.getByText(text, { exact: true }), 'the pinned message in the panel');
    await premium.page.screenshot({ path: `${SCREENSHOTS}/pins-1280-dark.png` });

    // Jump closes the panel and brings the message into view.
    await panel
      .getByRole('listitem')
      .filter({ hasText: text })
      .getByRole('button', { name: /^Jump/ })
      .click();
    await expectHidden(panel, 'the pins panel after Jump');
    await expectVisible(messageWithText(premium.page, SLUG, text), 'the message jumped to');
    await expectVisible(composerInput(premium.page, SLUG), 'the composer');
  });

  it('looks right at 360 px in the light theme, with a thread open', async () => {
    const founder = await personas.open('founder');
    await founder.page.setViewportSize({ width: 360, height: 740 });
    await founder.page
      .context()
      .addInitScript(() => window.localStorage.setItem('isDark', 'false'));
    await openChannel(founder.page, SLUG);
    const text = unique('Phone thread root');
    await sendMessage(founder.page, SLUG, text);
    await messageAction(
      stored(founder.page, messageWithText(founder.page, SLUG, text)),
      'Reply in thread',
    );
    const input = await expectVisible(threadComposer(founder.page), 'the thread composer');
    await input.fill('A reply from a phone');
    await input.press('Enter');
    await expectVisible(replyInPanel(founder.page, 'A reply from a phone'), 'the reply');
    await founder.page.screenshot({ path: `${SCREENSHOTS}/thread-360-light.png` });
    const box = await threadPanel(founder.page).boundingBox();
    expect(box?.width, 'the thread panel spans the phone').toBeGreaterThanOrEqual(359);
  });
});
