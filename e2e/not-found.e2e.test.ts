import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectPath, expectVisible } from './support/expectations';

describe('not-found page', () => {
  const journey = useJourney();

  it('shows the 404 copy for an unknown route and leads home', async () => {
    const { page } = journey;
    const response = await page.goto('/no-such-page');
    // The page is the app's, but the status tells crawlers and tools there is nothing here.
    expect(response?.status()).toBe(404);

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

  it('answers 200 for pages the app knows, drawn in the browser or on the server', async () => {
    for (const path of ['/', '/products', '/cart', '/signin', '/terms', '/app/general']) {
      const response = await journey.page.request.get(path);
      expect(response.status(), path).toBe(200);
    }
    const unknownProduct = await journey.page.request.get('/products/no-such-product');
    expect(unknownProduct.status()).toBe(404);
  });
});
