import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { composerInput, openChannel } from './support/chat';
import { expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

/** The free member's ban must not leak into other journeys: this file has its own server. */
describe('discipline', () => {
  const journey = useJourney({ ownServer: true });
  const personas = usePersonas(journey);

  it('bans the free member for a day after three warnings from the founder', async () => {
    const founder = await personas.open('founder');
    const member = await personas.open('free');
    await openChannel(member.page, 'general');
    await openChannel(founder.page, 'general');

    const composer = composerInput(founder.page, 'general');
    for (let warning = 1; warning <= 3; warning++) {
      await composer.fill('/warn NinaOkafor');
      await composer.press('Enter');
      // Each warning is announced by the bot in the channel, visible to both.
      const notice =
        warning < 3
          ? `@NinaOkafor has been warned, they now have ${warning} ${warning === 1 ? 'warning' : 'warnings'}`
          : '@NinaOkafor has been banned until';
      await expectVisible(
        founder.page.getByText(notice).last(),
        `the bot's notice after warning ${warning}`,
      );
      // The notice can arrive before the command's own answer: the composer empties once the
      // command is done, and takes the next one only then.
      await expect.poll(() => composer.inputValue()).toBe('');
    }

    await expectVisible(
      member.page.getByText("You don't have access"),
      "the free member's ban screen",
    );
    // The ban's end as the domain's formatDateTime writes it (decision 0068): its date part.
    const tomorrow = await member.page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
        new Date(Date.now() + 24 * 3600 * 1000),
      ),
    );
    await expectVisible(member.page.getByText(tomorrow), `the end date ${tomorrow}`);
    const me = await (await member.context.request.get('/api/me')).json();
    expect(Date.parse(me.user.banUntil) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect(me.user.discipline).toMatchObject({ warn: 0, ban: 1 });
  });
});
