import { COPY } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectPath, expectVisible } from './support/expectations';
import { signInAs } from './support/personas';

interface MarketingFigures {
  stats: { visits: number; signups: number; credits: number };
  history: Array<{ visits: number; signups: number }>;
}

describe('invite link', () => {
  // Own server: the free persona gets an inviter for good.
  const journey = useJourney({ ownServer: true });

  it('counts the visit, and credits the marketer once when the visitor signs in', async () => {
    // The journey's page is the signed-out visitor; the marketer gets a context of their own.
    const { page, context, baseURL } = journey;
    const marketerContext = await context.browser()!.newContext({ baseURL });
    const marketer = await signInAs(marketerContext, 'marketing');
    const figures = async (): Promise<MarketingFigures> =>
      (await marketerContext.request.get('/api/marketing')).json();
    const before = await figures();

    await page.goto(`/invite/${marketer.id}`);
    await expectVisible(
      page.getByRole('heading', { name: COPY.invite.invitedBy(marketer.name) }),
      'who invited the visitor',
    );
    await expectPath(page, '/', 15_000);
    expect(await page.evaluate(() => window.localStorage.getItem('invited'))).toBe(marketer.id);

    // A reload of the link the same day adds no visit.
    await page.goto(`/invite/${marketer.id}`);
    await expectPath(page, '/', 15_000);

    await page.goto('/signin');
    const free = page.getByRole('button').filter({ hasText: 'Free Member' }).first();
    await (await expectVisible(free, 'the free member persona button')).click();
    await expectPath(page, '/', 15_000);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('invited')), {
        message: 'the stored invite is removed after the claim',
        timeout: 10_000,
      })
      .toBeNull();

    const after = await figures();
    expect(after.stats.visits).toBe(before.stats.visits + 1);
    expect(after.stats.signups).toBe(before.stats.signups + 1);
    expect(after.stats.credits).toBeCloseTo(before.stats.credits + 0.1, 2);

    // The marketer's page shows the day's figures in the chart.
    const marketerPage = await marketerContext.newPage();
    await marketerPage.goto('/marketing');
    await expectVisible(
      marketerPage.getByRole('img', { name: /visits|signups/i }).first(),
      'the 30-day chart with the new visit and signup',
    );
    await marketerContext.close();
  });
});
