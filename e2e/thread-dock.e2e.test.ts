import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { messageAction, messageList, openChannel, sendMessage, messageById } from './support/chat';
import { expectHidden, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

// Decision 0068: on a wide screen an open thread docks beside the channel, which narrows (no
// message clipped, the toolbar of a channel message reachable); on a narrow one it overlays.
const SLUG = 'general';
const SCREENSHOTS = '/tmp/e2e-thread-dock';

const threadPanel = (page: Page) => page.getByRole('complementary', { name: /^Thread/ });

async function box(locator: Locator, what: string) {
  const found = await locator.first().boundingBox();
  if (!found) throw new Error(`${what} has no box`);
  return found;
}

describe('the thread panel', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('docks beside the channel at 1440 px, with the channel narrowed and its toolbar reachable', async () => {
    const premium = await personas.open('premium');
    await premium.page.setViewportSize({ width: 1440, height: 900 });
    await openChannel(premium.page, SLUG);
    const rootId = await sendMessage(premium.page, SLUG, `Thread dock root ${Date.now()}`);
    const otherId = await sendMessage(premium.page, SLUG, `Thread dock neighbour ${Date.now()}`);
    await messageAction(messageById(premium.page, rootId), 'Reply in thread');
    const panel = await expectVisible(threadPanel(premium.page), 'the thread panel');

    const history = await box(messageList(premium.page, SLUG), 'the history');
    const thread = await box(panel, 'the thread panel');
    expect(
      history.x + history.width,
      'the history ends where the thread begins',
    ).toBeLessThanOrEqual(thread.x + 1);
    const message = await box(messageById(premium.page, otherId), 'a channel message');
    expect(message.x + message.width, 'the message is not under the panel').toBeLessThanOrEqual(
      thread.x + 1,
    );

    // The channel message's own toolbar opens and is clickable beside the open thread.
    await messageAction(messageById(premium.page, otherId), 'Reply');
    await expectVisible(premium.page.getByText(/^Replying to /), 'the reply banner');
    const toolbar = messageById(premium.page, otherId).getByRole('toolbar', {
      name: 'Message actions',
    });
    await messageById(premium.page, otherId).hover();
    const tools = await box(toolbar, 'the message toolbar');
    expect(tools.x + tools.width).toBeLessThanOrEqual(thread.x + 1);
    await expectVisible(panel, 'the thread panel, still open');
    await mkdir(SCREENSHOTS, { recursive: true });
    await premium.page.screenshot({ path: `${SCREENSHOTS}/thread-docked-1440.png` });
  });

  it('shows who is typing in this thread inside it, and not under the channel', async () => {
    const premium = await personas.open('premium');
    const founder = await personas.open('founder');
    await Promise.all([openChannel(premium.page, SLUG), openChannel(founder.page, SLUG)]);
    const rootId = await sendMessage(premium.page, SLUG, `Thread typing root ${Date.now()}`);
    await messageAction(messageById(premium.page, rootId), 'Reply in thread');
    await expectVisible(threadPanel(premium.page), "the premium member's thread");
    await expectVisible(messageById(founder.page, rootId), 'the root on the founder’s page');
    await messageAction(messageById(founder.page, rootId), 'Reply in thread');
    const input = await expectVisible(
      threadPanel(founder.page).getByRole('textbox', { name: /^Message #.* thread$/ }),
      "the founder's thread composer",
    );
    await input.fill('Watching the retest');
    const typing = `${founder.name} is typing…`;
    await expectVisible(
      threadPanel(premium.page).getByRole('status').filter({ hasText: typing }),
      'the typing line inside the thread',
    );
    // The channel's own line stays empty: the typist is in the thread, not the channel.
    const channelLine = premium.page
      .locator('section > [role="status"]')
      .filter({ hasText: typing });
    expect(await channelLine.count()).toBe(0);
    await input.fill('');
    await expectHidden(
      threadPanel(premium.page).getByRole('status').filter({ hasText: typing }),
      'the thread typing line after the composer is cleared',
    );
  });

  it('overlays the channel on a phone, and closes back to it', async () => {
    const premium = await personas.open('premium');
    await premium.page.setViewportSize({ width: 360, height: 740 });
    await openChannel(premium.page, SLUG);
    const rootId = await sendMessage(premium.page, SLUG, `Thread overlay root ${Date.now()}`);
    await messageAction(messageById(premium.page, rootId), 'Reply in thread');
    const panel = await expectVisible(threadPanel(premium.page), 'the thread panel');
    const thread = await box(panel, 'the thread panel');
    expect(thread.width).toBeGreaterThanOrEqual(359);
    await panel.getByRole('button', { name: 'Close thread' }).click();
    await expectHidden(threadPanel(premium.page), 'the closed thread panel');
  });
});
