import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import {
  composerForm,
  composerInput,
  emojiPicker,
  exactly,
  messageAction,
  messageById,
  messageId,
  messageList,
  messageWithText,
  openChannel,
  reactionChip,
  replyBanner,
  sendMessage,
  stored,
} from './support/chat';
import { expectHidden, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';
import type { PersonaTab } from './support/personas';

// Spec screen 13 and spec §4 and spec §5: two personas in two browser contexts.
const SLUG = 'general';
const DELIVERY_BUDGET_MS = 1_000;

/** Text no earlier run or journey has sent (the server lives for the whole e2e run). */
function unique(text: string): string {
  return `${text} [${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}]`;
}

async function pressedState(chip: ReturnType<typeof reactionChip>): Promise<string | null> {
  return chip.first().getAttribute('aria-pressed');
}

describe('chat between two members', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  /** The founder and the premium member, each in a context of their own, both on #general. */
  async function bothInGeneral(): Promise<{ founder: PersonaTab; premium: PersonaTab }> {
    const founder = await personas.open('founder');
    const premium = await personas.open('premium');
    await Promise.all([openChannel(founder.page, SLUG), openChannel(premium.page, SLUG)]);
    await Promise.all([
      expectVisible(composerInput(founder.page, SLUG), "the founder's composer"),
      expectVisible(composerInput(premium.page, SLUG), "the premium member's composer"),
    ]);
    return { founder, premium };
  }

  it('shows a message the founder sends on the premium member’s page within a second', async () => {
    const { founder, premium } = await bothInGeneral();
    const text = unique('Morning all, EURUSD is testing 1.0850');

    const input = composerInput(founder.page, SLUG);
    await input.fill(text);
    const pressed = Date.now();
    await input.press('Enter');
    await expectVisible(messageWithText(founder.page, SLUG, text), "the founder's local echo");
    await expectVisible(composerInput(founder.page, SLUG), 'the composer after sending');
    expect(await input.inputValue(), 'the composer is cleared after sending').toBe('');

    const echoShown = Date.now();
    const onPremium = messageWithText(premium.page, SLUG, text);
    try {
      await onPremium.first().waitFor({ state: 'visible', timeout: DELIVERY_BUDGET_MS });
    } catch {
      throw new Error(
        `The message did not reach the premium member's page within ${DELIVERY_BUDGET_MS} ms ` +
          `of the founder's local echo (${Date.now() - pressed} ms after Enter).`,
      );
    }
    const delivered = Date.now();
    console.log(
      `[chat-live] delivery: ${delivered - echoShown} ms after the local echo, ` +
        `${delivered - pressed} ms after Enter`,
    );
    expect(delivered - echoShown).toBeLessThan(DELIVERY_BUDGET_MS);

    // The echo becomes the stored message; both pages hold the same one, by the founder.
    const mine = stored(founder.page, messageWithText(founder.page, SLUG, text));
    await expectVisible(mine, 'the founder’s message stored by the server');
    const id = await messageId(mine);
    const theirs = messageById(premium.page, id);
    await expectVisible(theirs, `message ${id} on the premium member's page`);
    await expectVisible(theirs.getByText(founder.name, { exact: true }), "the founder's name");
    expect(await messageWithText(premium.page, SLUG, text).count(), 'shown once').toBe(1);
    expect(await messageWithText(founder.page, SLUG, text).count(), 'echo replaced').toBe(1);
  });

  it('replies with the Replying-to banner, which can be cancelled, and shows the reply preview to both', async () => {
    const { founder, premium } = await bothInGeneral();
    const original = unique('Who else is long on gold?');
    await sendMessage(founder.page, SLUG, original);
    const target = stored(premium.page, messageWithText(premium.page, SLUG, original));
    await expectVisible(target, "the founder's message on the premium member's page");

    const banner = replyBanner(premium.page, founder.name);
    await messageAction(target, 'Reply');
    await expectVisible(banner, `'Replying to ${founder.name}'`);
    await premium.page
      .getByRole('button', { name: `Cancel: Replying to ${founder.name}`, exact: true })
      .click();
    await expectHidden(banner, 'the reply banner after Cancel');

    await messageAction(target, 'Reply');
    await expectVisible(banner, `'Replying to ${founder.name}' again`);
    const input = composerInput(premium.page, SLUG);
    await expect
      .poll(() => input.evaluate((el) => el === document.activeElement), {
        message: 'Reply puts the cursor in the composer',
        timeout: 5_000,
      })
      .toBe(true);
    const answer = unique('Me too, entry at 2010');
    await input.fill(answer);
    await input.press('Enter');
    await expectHidden(banner, 'the reply banner after sending');

    for (const [who, tab] of [
      ['premium member', premium],
      ['founder', founder],
    ] as const) {
      const reply = stored(tab.page, messageWithText(tab.page, SLUG, answer));
      await expectVisible(reply, `the reply on the ${who}'s page`);
      // The preview names the original's author and quotes it.
      const preview = reply.getByRole('button', {
        name: `Reply to ${founder.name} ${original}`,
        exact: true,
      });
      await expectVisible(preview, `the reply preview on the ${who}'s page`);
      await expectVisible(
        reply.getByText(premium.name, { exact: true }),
        `the premium member as the reply's author (${who})`,
      );
    }
  });

  it('reacts through the emoji picker and toggles counts and pressed states on both pages', async () => {
    const { founder, premium } = await bothInGeneral();
    const id = await sendMessage(founder.page, SLUG, unique('Closed my BTC long at +4%'));
    const onFounder = messageById(founder.page, id);
    const onPremium = messageById(premium.page, id);
    await expectVisible(onPremium, "the message on the premium member's page");

    await messageAction(onFounder, 'React');
    const picker = emojiPicker(founder.page);
    await expectVisible(picker, 'the emoji picker');
    const categories = picker.getByRole('navigation', { name: 'Emoji categories' });
    await expectVisible(categories, 'the emoji categories');
    const search = picker.getByRole('searchbox', { name: 'Search emoji' });
    await search.fill('qqzzxnoemoji');
    await expectVisible(picker.getByText('No emoji found', { exact: true }), "'No emoji found'");
    await search.fill('rocket');
    const rocket = picker.getByRole('button', { name: 'rocket', exact: true });
    await expectVisible(rocket, 'the rocket emoji in the search results');
    await expectHidden(categories, 'the category tabs while searching');
    expect(
      await picker.getByRole('button').count(),
      'search narrows the grid (results + close)',
    ).toBeLessThan(12);
    const emoji = (await rocket.innerText()).trim();
    expect(emoji).toBe('🚀');
    await rocket.click();
    await expectHidden(picker, 'the emoji picker after picking');

    const founderChip = (count: number) => reactionChip(onFounder, emoji, count);
    const premiumChip = (count: number) => reactionChip(onPremium, emoji, count);
    await expectVisible(founderChip(1), `${emoji} 1 on the founder's page`);
    await expectVisible(premiumChip(1), `${emoji} 1 on the premium member's page`);
    expect(await pressedState(founderChip(1)), "the founder's own reaction").toBe('true');
    expect(await pressedState(premiumChip(1)), 'not yet the premium member’s').toBe('false');

    await premiumChip(1).click();
    await expectVisible(premiumChip(2), `${emoji} 2 on the premium member's page`);
    await expectVisible(founderChip(2), `${emoji} 2 on the founder's page`);
    expect(await pressedState(premiumChip(2)), 'pressed for the premium member').toBe('true');
    expect(await pressedState(founderChip(2)), 'still pressed for the founder').toBe('true');

    await premiumChip(2).click();
    await expectVisible(premiumChip(1), `back to ${emoji} 1 on the premium member's page`);
    await expectVisible(founderChip(1), `back to ${emoji} 1 on the founder's page`);
    expect(await pressedState(premiumChip(1)), 'released for the premium member').toBe('false');
    expect(await pressedState(founderChip(1)), 'still pressed for the founder').toBe('true');
    expect(await reactionChip(onFounder, emoji).count(), 'one chip for the emoji').toBe(1);
  });

  it('edits (Escape cancels, Enter saves) and deletes with confirmation, seen by both', async () => {
    const { founder, premium } = await bothInGeneral();
    const text = unique('Stop loss at 1.0790');
    const id = await sendMessage(founder.page, SLUG, text);
    const onFounder = messageById(founder.page, id);
    const onPremium = messageById(premium.page, id);
    await expectVisible(onPremium, "the message on the premium member's page");

    const editor = onFounder.getByRole('textbox', { name: 'Edit message', exact: true });
    await messageAction(onFounder, 'Edit');
    await expectVisible(editor, 'the inline editor');
    expect(await editor.inputValue(), 'the editor starts with the text').toBe(text);
    await editor.press('Escape');
    await expectHidden(editor, 'the editor after Escape');
    await expectVisible(onFounder.locator('p', { hasText: exactly(text) }), 'the unchanged text');

    const edited = unique('Stop loss moved to 1.0815');
    await messageAction(onFounder, 'Edit');
    await expectVisible(editor, 'the inline editor again');
    await editor.fill(edited);
    await editor.press('Enter');
    await expectHidden(editor, 'the editor after Enter');
    for (const [who, message] of [
      ['founder', onFounder],
      ['premium member', onPremium],
    ] as const) {
      await expectVisible(
        message.locator('p', { hasText: exactly(edited) }),
        `the new text (${who})`,
      );
      await expectVisible(
        message.getByText('(edited)', { exact: true }),
        `the edited mark (${who})`,
      );
      await expectHidden(message.getByText(text, { exact: true }), `the old text (${who})`);
    }

    await messageAction(onFounder, 'Delete');
    const dialog = founder.page.getByRole('dialog', { name: 'Delete message?' });
    await expectVisible(dialog, 'the delete confirmation');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectHidden(dialog, 'the delete confirmation after confirming');
    for (const [who, message] of [
      ['founder', onFounder],
      ['premium member', onPremium],
    ] as const) {
      await expectVisible(
        message.getByText('This message was deleted', { exact: true }),
        `the tombstone (${who})`,
      );
      await expectHidden(message.getByText(edited, { exact: true }), `the deleted text (${who})`);
    }
  });

  it('sends an image from the premium member that loads on the founder’s page', async () => {
    const { founder, premium } = await bothInGeneral();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bbt-e2e-image-'));
    try {
      const fileName = `chart-${Date.now().toString(36)}.png`;
      const file = path.join(dir, fileName);
      await sharp({
        create: { width: 96, height: 64, channels: 4, background: '#1e78dc' },
      })
        .png()
        .toFile(file);

      const form = composerForm(premium.page, SLUG);
      await expectVisible(
        form.getByRole('button', { name: 'Upload an image', exact: true }),
        'the image upload button',
      );
      await form.locator('input[type="file"]').setInputFiles(file);
      await expectVisible(
        form.getByRole('button', { name: `Remove ${fileName}`, exact: true }),
        'the attachment preview',
      );
      const send = form.getByRole('button', { name: 'Send', exact: true });
      await expect
        .poll(() => send.isEnabled(), { message: 'Send is enabled once uploaded', timeout: 15_000 })
        .toBe(true);
      await send.click();
      await expectHidden(
        form.getByRole('button', { name: `Remove ${fileName}`, exact: true }),
        'the attachment preview after sending',
      );

      const alt = `Image shared by ${premium.name}`;
      const mine = stored(
        premium.page,
        messageList(premium.page, SLUG)
          .getByRole('listitem')
          .filter({ has: premium.page.getByAltText(alt, { exact: true }) }),
      ).last();
      await expectVisible(mine, 'the image message stored by the server');
      const id = await messageId(mine);

      const image = messageById(founder.page, id).getByAltText(alt, { exact: true });
      await expectVisible(image, "the image on the founder's page");
      const src = (await image.getAttribute('src')) ?? '';
      expect(src, 'served by the server').toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            image.evaluate((el) => {
              const img = el as HTMLImageElement;
              return img.complete ? img.naturalWidth : 0;
            }),
          { message: "the image loads on the founder's page", timeout: 10_000 },
        )
        .toBeGreaterThan(0);

      const response = await founder.page.request.get(src);
      expect(response.status(), `GET ${src} as the founder`).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
