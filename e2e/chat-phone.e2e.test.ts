import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gotoWaitsForApp, useJourney } from './support/browser';
import {
  channelHeading,
  composerInput,
  emojiPicker,
  messageById,
  openChannel,
  reactionChip,
  sendMessage,
} from './support/chat';
import { expectHidden, expectVisible } from './support/expectations';
import { signInAs } from './support/personas';

// The workspace on a phone (spec §9, decision 0030): drawers, the composer above the on-screen
// keyboard, long-press for a message's actions, 44 px tap targets; and screenshots of the
// workspace at 360 and 1440 px in both themes.
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };
const MIN_TAP_PX = 44;
const SCREENSHOTS = '/tmp/e2e-phone';
/** Longer than a drawer's opening animation, so screenshots show it in place. */
const ANIMATION_MS = 500;

function unique(text: string): string {
  return `${text} [${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}]`;
}

/** Elements smaller than a finger, as 'name (w x h)'. */
async function smallTargets(targets: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (!box || (box.width >= MIN_TAP_PX - 0.5 && box.height >= MIN_TAP_PX - 0.5)) continue;
    const name =
      (await target.getAttribute('aria-label')) ?? (await target.innerText()).trim().slice(0, 30);
    small.push(`${name} (${Math.round(box.width)} x ${Math.round(box.height)})`);
  }
  return small;
}

/** A finger resting on the element for `ms` (touch events, as a phone sends them). */
async function longPress(page: Page, target: Locator, ms = 700): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to press is not on screen');
  await longPressAt(
    page,
    { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) },
    ms,
  );
}

/** A finger resting on a point of the page for `ms`, then lifted there. */
async function longPressAt(page: Page, point: { x: number; y: number }, ms = 700): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** How many pixels the page is wider than its viewport (0 when nothing sticks out sideways). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const focusedInside = (page: Page, selector: string) =>
  page.evaluate(
    (s) => document.querySelector(s)?.contains(document.activeElement) ?? false,
    selector,
  );

describe('the chat workspace on a phone', () => {
  const journey = useJourney();
  let contexts: BrowserContext[] = [];
  beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));
  afterEach(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    contexts = [];
  });

  async function phone(theme: 'dark' | 'light' = 'dark'): Promise<Page> {
    const browser = journey.context.browser();
    if (!browser) throw new Error('No browser');
    const context = await browser.newContext({
      baseURL: journey.baseURL,
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    contexts.push(context);
    context.setDefaultTimeout(15_000);
    await context.addInitScript(
      (isDark) => {
        for (const key of ['noFirstVisit', 'firstChatVisit'])
          window.localStorage.setItem(key, 'true');
        window.localStorage.setItem('isDark', isDark);
      },
      String(theme === 'dark'),
    );
    await signInAs(context, 'founder');
    const page = await context.newPage();
    gotoWaitsForApp(page);
    return page;
  }

  it('opens the channels drawer, switches channel, sends, and reacts through a long press', async () => {
    const page = await phone();
    await openChannel(page, 'general');
    const channels = page.getByRole('navigation', { name: 'Channels' });
    const showChannels = page.getByRole('button', { name: 'Show channels' });
    await expectHidden(channels, 'the closed channels drawer');

    // Open, focus inside and kept there, Escape closes and gives focus back.
    await showChannels.tap();
    await expectVisible(channels, 'the channels drawer');
    expect(await focusedInside(page, '#chat-nav'), 'focus moved into the drawer').toBe(true);
    expect(
      await smallTargets(page.locator('#chat-nav').locator('a, button')),
      'channel links and drawer buttons under 44 px',
    ).toEqual([]);
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
    expect(await focusedInside(page, '#chat-nav'), 'Tab stays in the drawer').toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInside(page, '#chat-nav'), 'Shift+Tab stays in the drawer').toBe(true);
    await page.keyboard.press('Escape');
    await expectHidden(channels, 'the drawer after Escape');
    expect(
      await showChannels.evaluate((button) => button === document.activeElement),
      'focus back on the button that opened the drawer',
    ).toBe(true);

    // A close button inside the drawer, and the backdrop, close it too.
    await showChannels.tap();
    await page.getByRole('button', { name: 'Close channels' }).first().tap();
    await expectHidden(channels, 'the drawer after its close button');

    // The member list is a drawer too.
    await page.getByRole('button', { name: /^Show members/i }).tap();
    const members = page.getByRole('complementary', { name: 'Member list' });
    await expectVisible(members, 'the member list drawer');
    expect(await focusedInside(page, '#chat-members'), 'focus moved into the member list').toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expectHidden(members, 'the member list after Escape');

    // Switch channel from the drawer.
    await showChannels.tap();
    await channels
      .getByRole('link', { name: /crypto/i })
      .first()
      .tap();
    await expectVisible(channelHeading(page, 'crypto'), 'the #crypto heading');
    await expectHidden(channels, 'the drawer after picking a channel');

    const id = await sendMessage(page, 'crypto', unique('BTC holding the range on my phone'));
    const message = messageById(page, id);
    await page.screenshot({ path: `${SCREENSHOTS}/phone-dark-sent.png` });

    await longPress(page, message.locator('p').first());
    const toolbar = message.getByRole('toolbar', { name: 'Message actions' });
    const react = toolbar.getByRole('button', { name: 'React', exact: true });
    await expectVisible(react, 'the actions opened by a long press');
    await page.screenshot({ path: `${SCREENSHOTS}/phone-dark-actions.png` });
    expect(await smallTargets(toolbar.getByRole('button')), 'action buttons under 44 px').toEqual(
      [],
    );
    await react.tap();
    const picker = emojiPicker(page);
    await expectVisible(picker, 'the emoji picker');
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('rocket');
    await picker.getByRole('button', { name: 'rocket', exact: true }).tap();
    await expectVisible(reactionChip(message, '🚀', 1), 'the reaction on the message');

    const header = page.locator('header').filter({ has: channelHeading(page, 'crypto') });
    expect(await smallTargets(header.getByRole('button')), 'header buttons under 44 px').toEqual(
      [],
    );
    const composer = page.locator('form', { has: composerInput(page, 'crypto') });
    expect(
      await smallTargets(composer.getByRole('button')),
      'composer buttons under 44 px',
    ).toEqual([]);
  });

  it('never clicks the action that a long press opens under the finger (decision 0068)', async () => {
    const page = await phone();
    await openChannel(page, 'general');
    const id = await sendMessage(page, 'general', unique('A long press lands on its own actions'));
    const message = messageById(page, id);
    const toolbar = message.getByRole('toolbar', { name: 'Message actions' });
    const thread = toolbar.getByRole('button', { name: 'Reply in thread', exact: true });

    // Where 'Reply in thread' shows once the actions are open, then closed again.
    await longPress(page, message.locator('p').first());
    const box = await (await expectVisible(thread, 'the thread action')).boundingBox();
    if (!box) throw new Error('The thread action has no box');
    await channelHeading(page, 'general').tap();
    await expectHidden(thread, 'the closed actions');

    // A finger resting right there opens the actions under it; lifting it clicks nothing.
    await longPressAt(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    await expectVisible(thread, 'the actions opened under the finger');
    // Barrier: a tap after the release is handled, so a click of the release would have been.
    await toolbar.getByRole('button', { name: 'React', exact: true }).tap();
    await expectVisible(emojiPicker(page), 'the emoji picker of the next tap');
    expect(
      await page.getByRole('complementary', { name: /^Thread/ }).count(),
      'a thread opened by the release',
    ).toBe(0);
  });

  it('keeps the composer above the on-screen keyboard', async () => {
    const page = await phone();
    await openChannel(page, 'general');
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).toContain('interactive-widget=resizes-content');

    const input = composerInput(page, 'general');
    await input.tap();
    // The keyboard takes the lower ~45% of the screen: the visual viewport shrinks to the rest.
    await page.setViewportSize({ width: PHONE.width, height: 400 });
    await page.waitForTimeout(300);
    const box = await input.boundingBox();
    expect(box, 'the composer on screen').not.toBeNull();
    expect(box!.y + box!.height, 'the composer above the keyboard').toBeLessThanOrEqual(400);
    expect(box!.y, 'the composer in view').toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/phone-dark-keyboard.png` });
  });

  // One theme a test: each draws the chat at two widths and takes four screenshots.
  it.each(['light', 'dark'] as const)(
    'looks right at 360 and 1440 px in the %s theme',
    async (theme) => {
      const page = await phone(theme);
      await openChannel(page, 'general');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await horizontalOverflow(page), `${theme}: wider than the phone`).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}/360-${theme}.png` });

      const channels = page.getByRole('navigation', { name: 'Channels' });
      await page.getByRole('button', { name: 'Show channels' }).tap();
      await expectVisible(channels, `${theme}: the channels drawer`);
      await page.waitForTimeout(ANIMATION_MS);
      const drawer = await channels.boundingBox();
      expect(drawer!.x, `${theme}: the drawer slid fully in`).toBeGreaterThanOrEqual(0);
      expect(drawer!.x + drawer!.width).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: `${SCREENSHOTS}/360-${theme}-channels.png` });
      await page.keyboard.press('Escape');
      await expectHidden(channels, `${theme}: the channels drawer after Escape`);

      const members = page.getByRole('complementary', { name: 'Member list' });
      await page.getByRole('button', { name: /^Show members/i }).tap();
      await expectVisible(members, `${theme}: the member list drawer`);
      await page.waitForTimeout(ANIMATION_MS);
      await page.screenshot({ path: `${SCREENSHOTS}/360-${theme}-members.png` });

      // On a desktop both side panels stand beside the messages, with no drawer buttons.
      await page.setViewportSize(DESKTOP);
      await openChannel(page, 'general');
      await expectVisible(channels, `${theme}: the channel list at 1440 px`);
      await expectVisible(members, `${theme}: the member list at 1440 px`);
      await expectHidden(
        page.getByRole('button', { name: 'Show channels' }),
        `${theme}: no drawer button at 1440 px`,
      );
      expect(await horizontalOverflow(page), `${theme}: wider than the desktop`).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}/1440-${theme}.png` });
    },
  );
});
