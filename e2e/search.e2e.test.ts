import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { channelHeading, messageById, openChannel, sendMessage } from './support/chat';
import { expectPath, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

// Decision 0031: one member posts, another finds it with the search box and jumps to it.
describe('message search', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('finds a message from another member, highlights the match and opens the channel at it', async () => {
    const founder = await personas.open('founder');
    const premium = await personas.open('premium');
    const word = `quorvex${Date.now().toString(36)}`;
    const text = `Closed the ${word} breakout at +6%, journal entry in the thread`;
    await openChannel(founder.page, 'results');
    const id = await sendMessage(founder.page, 'results', text);
    // The other member is elsewhere, in #general.
    await openChannel(premium.page, 'general');
    const page = premium.page;

    const box = page.getByRole('combobox', { name: 'Search messages' });
    await box.click();
    // Filter hints while nothing is typed; from: suggests members.
    const hints = page.getByRole('listbox', { name: 'Search filters' });
    await expectVisible(hints.getByRole('option', { name: /^in:/ }), 'the in: filter hint');
    await box.fill('from:');
    await expectVisible(
      hints.getByRole('option', { name: new RegExp(founder.name) }),
      'the founder among the from: suggestions',
    );
    await box.fill(`${word} in:#res`);
    await box.press('Tab');
    await expect.poll(() => box.inputValue()).toBe(`${word} in:#results `);
    await box.press('Enter');

    const results = page.getByRole('listbox', { name: 'Messages found' });
    const hit = results.getByRole('option').filter({ hasText: word });
    await expectVisible(hit, 'the founder’s message among the results');
    await expectVisible(hit.getByText(founder.name, { exact: true }), 'its author');
    await expectVisible(hit.getByText('#results', { exact: true }), 'its channel');
    const mark = hit.locator('mark');
    expect(await mark.allInnerTexts(), 'the matched word is marked').toEqual([word]);
    await journey.page.screenshot({ path: '/tmp/search-results.png' });
    await page.screenshot({ path: '/tmp/search-results-premium.png' });

    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('Enter');
    await expectPath(page, '/app/results');
    await expectVisible(channelHeading(page, 'results'), 'the #results heading');
    const message = messageById(page, id);
    await expectVisible(message, 'the message in #results');
    await expect
      .poll(() =>
        message.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await page.screenshot({ path: '/tmp/search-jumped.png' });
  });

  it('says why a search is refused', async () => {
    const tab = await personas.open('free');
    await openChannel(tab.page, 'general');
    const box = tab.page.getByRole('combobox', { name: 'Search messages' });
    await box.fill('gold before:2025-02-30');
    await box.press('Enter');
    await expectVisible(
      tab.page.getByRole('alert').filter({ hasText: 'before: needs a date written YYYY-MM-DD' }),
      'the readable refusal',
    );
  });
});
