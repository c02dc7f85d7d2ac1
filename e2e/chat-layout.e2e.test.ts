import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './support/browser';
import { channelHeading, openChannel } from './support/chat';
import { expectHidden, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

/** The left and right edges of an element on screen. */
async function edges(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { left: box.x, right: box.x + box.width };
}

/** The chat's panels at tablet and phone widths (spec §9). */
describe('chat layout', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('docks the sidebar beside the conversation on a tablet, and keeps it open on a channel pick', async () => {
    const { page } = await personas.open('founder');
    await page.setViewportSize({ width: 850, height: 900 });
    await openChannel(page, 'general');

    const channels = page.getByRole('navigation', { name: 'Channels' });
    await expectVisible(channels, 'the channel sidebar at 850 px');
    await expectHidden(
      page.getByRole('button', { name: 'Close channels' }),
      'a scrim over the chat',
    );
    const sidebar = await edges(page, '#chat-nav');
    // The channel's section, the one holding its heading.
    const conversation = await edges(page, 'section:has(#channel-title)');
    expect(sidebar.right).toBeLessThanOrEqual(conversation.left);
    expect(conversation.right - conversation.left).toBeGreaterThan(400);

    await channels.getByRole('link', { name: /faq/i }).first().click();
    await expectVisible(channelHeading(page, 'faq'), 'the #faq heading');
    await expectVisible(channels, 'the sidebar after picking a channel');
  });

  it('keeps the sidebar a drawer over the conversation on a phone', async () => {
    const { page } = await personas.open('founder');
    await page.setViewportSize({ width: 390, height: 844 });
    await openChannel(page, 'general');

    const channels = page.getByRole('navigation', { name: 'Channels' });
    await expectHidden(channels, 'the closed sidebar at 390 px');
    await page.getByRole('button', { name: 'Show channels' }).click();
    await expectVisible(channels, 'the sidebar drawer');
    await channels.getByRole('link', { name: /faq/i }).first().click();
    await expectVisible(channelHeading(page, 'faq'), 'the #faq heading');
    await expectHidden(channels, 'the drawer after picking a channel');
  });
});
