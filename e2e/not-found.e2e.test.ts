import { describe, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectPath, expectVisible } from './support/expectations';

describe('not-found page', () => {
  const journey = useJourney();

  it('shows the 404 copy for an unknown route and leads home', async () => {
    const { page } = journey;
    await page.goto('/no-such-page');

    await expectVisible(page.getByText('Oops!', { exact: true }), "'Oops!'");
    await expectVisible(
      page.getByText('404 - page not found', { exact: true }),
      "'404 - page not found'",
    );
    const home = page
      .getByRole('link', { name: 'Go To Homepage' })
      .or(page.getByRole('button', { name: 'Go To Homepage' }));
    await (await expectVisible(home, "the 'Go To Homepage' button")).click();
    await expectPath(page, '/');
  });
});
