import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { useJourney } from './support/browser';
import { composerInput, messageWithText, openChannel, stored } from './support/chat';
import { expectHidden, expectVisible, literal } from './support/expectations';
import { usePersonas } from './support/personas';
import type { PersonaTab } from './support/personas';

// Decision 0032: presence dots in the member list, the typing line under the messages.
const SLUG = 'general';
/** A closed tab shows offline within a batch (1 s) of its socket closing; a margin for the box. */
const OFFLINE_BUDGET_MS = 5_000;

/** The member's entry in the member list, by name and the status it says in words. */
function memberEntry(page: Page, name: string, status: 'Online' | 'Idle' | 'Offline'): Locator {
  return page
    .getByRole('complementary', { name: 'Member list' })
    .getByRole('button', { name: new RegExp(`^${literal(name)}\\s*, ${status}`) });
}

function typingLine(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

async function inGeneral(tab: PersonaTab): Promise<void> {
  await openChannel(tab.page, SLUG);
  await expectVisible(composerInput(tab.page, SLUG), `${tab.as}'s composer`);
}

describe('presence and typing between members', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('shows who comes online and goes, and who is typing until they send', async () => {
    const founder = await personas.open('founder');
    await inGeneral(founder);
    const premium = await personas.open('premium');
    const free = await personas.open('free');
    await Promise.all([inGeneral(premium), inGeneral(free)]);

    await expectVisible(
      memberEntry(founder.page, premium.name, 'Online'),
      'the premium member online',
    );
    await expectVisible(memberEntry(founder.page, free.name, 'Online'), 'the free member online');

    const premiumInput = composerInput(premium.page, SLUG);
    await premiumInput.fill('Watching the 4h close on');
    await expectVisible(
      typingLine(founder.page, `${premium.name} is typing…`),
      "the premium member's typing line",
    );
    await composerInput(free.page, SLUG).fill('Same here');
    const both = new RegExp(
      `^(${literal(premium.name)} and ${literal(free.name)}|${literal(free.name)} and ${literal(premium.name)}) are typing…$`,
    );
    await expectVisible(typingLine(founder.page, both), 'both typists on one line');

    const text = `Watching the 4h close on BTC [${Date.now().toString(36)}]`;
    await premiumInput.fill(text);
    await premiumInput.press('Enter');
    await expectVisible(
      stored(founder.page, messageWithText(founder.page, SLUG, text)),
      'the message',
    );
    await expectVisible(
      typingLine(founder.page, `${free.name} is typing…`),
      'the typing line without the member who sent',
    );
    await founder.page.screenshot({ path: '/tmp/p3/typing-founder.png' });

    // Clearing the composer stops the line at once (no waiting for its expiry).
    await composerInput(free.page, SLUG).fill('');
    await expectHidden(typingLine(founder.page, 'is typing…'), 'the typing line', 3_000);

    await free.context.close();
    await expectVisible(
      memberEntry(founder.page, free.name, 'Offline'),
      'the free member offline after closing the tab',
      OFFLINE_BUDGET_MS,
    );
    await expectVisible(
      memberEntry(founder.page, premium.name, 'Online'),
      'the premium member still online',
    );
    await founder.page.screenshot({ path: '/tmp/p3/presence-founder.png' });
  });
});
