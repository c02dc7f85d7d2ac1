import { describe, expect, it } from 'vitest';
import { DM_COPY, DM_PRIVACY_LABELS } from '@bbt/domain';
import type { Page } from 'playwright-core';
import { useJourney } from './support/browser';
import { emojiPicker, messageAction, openChannel, reactionChip } from './support/chat';
import { expectVisible } from './support/expectations';
import { usePersonas, type PersonaTab } from './support/personas';

// Decision 0066: direct messages, through the channels' send path, safe by design.

/** Text no earlier run or journey has sent (the server lives for the whole e2e run). */
function unique(text: string): string {
  return `${text} [${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}]`;
}

/** Calls the API from the page, as the signed-in member (same origin, their cookie). */
async function callApi(page: Page, method: string, url: string, body: object): Promise<number> {
  return page.evaluate(
    async ({ method, url, body }) =>
      (
        await fetch(url, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { method, url, body },
  );
}

/**
 * The personas joined when the run's server started, younger than the community's wait for new
 * accounts: the founder lifts the wait for the test and puts it back after.
 */
async function withoutNewAccountWait(founder: PersonaTab, run: () => Promise<void>) {
  const url = '/api/direct-messages/community';
  expect(
    await callApi(founder.page, 'PUT', url, { membersMayMessage: true, newAccountHours: 0 }),
  ).toBe(200);
  try {
    await run();
  } finally {
    await callApi(founder.page, 'PUT', url, { membersMayMessage: true, newAccountHours: 24 });
  }
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Channels' });
const composer = (page: Page, label: string) =>
  page.getByRole('textbox', { name: `Message #${label}`, exact: true });
const message = (page: Page, text: string) =>
  page.locator('li[id^="message-"]:not([aria-busy="true"])', { hasText: text });

async function startWith(page: Page, name: string): Promise<string> {
  await sidebar(page).getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('searchbox', { name: 'Find members by name' }).fill(name.slice(0, 4));
  await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByRole('button', { name: 'Start conversation' }).click();
  await page.waitForURL(/\/app\/dm-[0-9a-f]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('direct messages', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('two members open a conversation, write, react and see unread counts', async () => {
    const founder = await personas.open('founder');
    await openChannel(founder.page, 'general');
    const free = await personas.open('free');
    const premium = await personas.open('premium');
    await withoutNewAccountWait(founder, async () => {
      await openChannel(free.page, 'general');
      await openChannel(premium.page, 'general');
      const slug = await startWith(free.page, premium.name);
      const text = unique('Hi Jamal, a question about the course');
      const input = await expectVisible(composer(free.page, premium.name), 'the composer');
      await input.fill(text);
      await input.press('Enter');
      await expectVisible(message(free.page, text), 'the message stored');

      // The recipient's sidebar lists the conversation with its unread count, live.
      const link = sidebar(premium.page).getByRole('link', {
        name: new RegExp(`^${free.name}\\W+1 unread`),
      });
      await expectVisible(link, "the conversation in the recipient's Direct messages, unread");
      await link.click();
      await premium.page.waitForURL(`**/app/${slug}`);
      const received = await expectVisible(message(premium.page, text), 'the message received');
      await expectVisible(
        sidebar(premium.page).getByRole('link', { name: free.name, exact: true }),
        'the conversation read',
      );

      await messageAction(received, 'React');
      const picker = emojiPicker(premium.page);
      await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('rocket');
      await picker.getByRole('button', { name: 'rocket', exact: true }).click();
      await expectVisible(
        reactionChip(message(free.page, text), '🚀', 1),
        "the reaction on the sender's page",
      );

      // Nobody else sees it: the founder's sidebar has no such conversation.
      expect(await sidebar(founder.page).getByRole('link', { name: free.name }).count()).toBe(0);
    });
  });

  it('refuses a member writing to someone who allows staff only, in words', async () => {
    const founder = await personas.open('founder');
    await openChannel(founder.page, 'general');
    const premium = await personas.open('premium');
    const marketing = await personas.open('marketing');
    await openChannel(premium.page, 'general');
    await sidebar(premium.page).getByRole('button', { name: 'Direct message settings' }).click();
    const settings = premium.page.getByRole('dialog', { name: 'Direct messages' });
    await settings.getByRole('radio', { name: DM_PRIVACY_LABELS.staff }).check();
    await expectVisible(
      settings.getByRole('radio', { name: DM_PRIVACY_LABELS.staff, checked: true }),
      'staff only chosen',
    );
    try {
      await withoutNewAccountWait(founder, async () => {
        await openChannel(marketing.page, 'general');
        await marketing.page
          .getByRole('complementary', { name: 'Member list' })
          .getByRole('button', { name: new RegExp(premium.name) })
          .first()
          .click();
        await marketing.page
          .getByRole('dialog', { name: 'Profile' })
          .getByRole('button', { name: 'Message' })
          .click();
        await expectVisible(
          marketing.page.getByText(DM_COPY.notAccepting(premium.name)),
          'the refusal, in words',
        );
        expect(marketing.page.url()).toMatch(/\/app\/general$/);
      });
    } finally {
      expect(
        await callApi(premium.page, 'PUT', '/api/direct-messages/settings', {
          privacy: 'everyone',
        }),
      ).toBe(200);
    }
  });

  it('reports a conversation: a ticket opens for staff, quoting it', async () => {
    const founder = await personas.open('founder');
    await openChannel(founder.page, 'general');
    const free = await personas.open('free');
    const analyst = await personas.open('analyst');
    await withoutNewAccountWait(founder, async () => {
      await openChannel(analyst.page, 'general');
      await openChannel(free.page, 'general');
      await startWith(free.page, analyst.name);
      // Staff carry their mark in the conversation.
      await expectVisible(
        free.page.getByRole('list', { name: 'In this conversation' }).getByText(DM_COPY.staffMark),
        'the staff mark',
      );
      const text = unique('Is this really the team?');
      const input = await expectVisible(composer(free.page, analyst.name), 'the composer');
      await input.fill(text);
      await input.press('Enter');
      await expectVisible(message(free.page, text), 'the message stored');
      await free.page.getByRole('button', { name: 'Report', exact: true }).click();
      await free.page
        .getByRole('dialog', { name: 'Report this conversation?' })
        .getByRole('button', { name: 'Report' })
        .click();
      await free.page.waitForURL(/\/app\/ticket\d+$/);
      await expectVisible(
        message(
          free.page,
          `${free.name} reported a direct conversation with ${analyst.name}`,
        ).filter({
          hasText: text,
        }),
        'the ticket quoting the conversation',
      );
    });
  });
});
