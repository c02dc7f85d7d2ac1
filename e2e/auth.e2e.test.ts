import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectHidden, expectPath, expectVisible } from './support/expectations';
import { topNavigation } from './support/locators';

interface AuthOptions {
  devPersonas: Array<{ as: string; name: string; roleLabel: string }>;
}

describe('sign-in', () => {
  const journey = useJourney();

  it('sends a signed-out visitor from /app/general to /signin', async () => {
    const { page } = journey;
    await page.goto('/app/general');
    await expectPath(page, '/signin');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/app/general');
  });

  it('draws signed-out pages without an error answer or a console error', async () => {
    const { page } = journey;
    const failed: string[] = [];
    const logged: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // Drawn in the browser (/signin, /cart, /terms) and rendered on the server (/products);
    // each page asks who is signed in before the network goes quiet.
    for (const path of ['/signin', '/cart', '/terms', '/products']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect((await page.request.get('/api/session')).status()).toBe(200);
    expect(failed).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('comes back to the page that sent the visitor to sign in', async () => {
    const { page } = journey;
    await page.goto('/orders');
    await expectPath(page, '/signin');
    const persona = page.getByRole('button').filter({ hasText: 'Free Member' });
    await (await expectVisible(persona, 'the Free Member persona button')).click();
    await expectPath(page, '/orders', 15_000);
    await expectVisible(page.getByRole('heading', { name: 'Orders', level: 1 }), 'the Orders page');
  });

  it('signs in as the free member with the dev persona button and shows Open App', async () => {
    const { page, baseURL } = journey;
    const response = await fetch(`${baseURL}/api/auth-options`);
    expect(response.status).toBe(200);
    const options = (await response.json()) as AuthOptions;
    const free = options.devPersonas.find((persona) => persona.as === 'free');
    expect(free, 'GET /api/auth-options lists the free member persona').toBeDefined();
    expect(free?.roleLabel).toBe('Free Member');
    const name = free?.name ?? '';

    await page.goto('/signin');
    const persona = page
      .getByRole('button')
      .filter({ hasText: name })
      .filter({ hasText: 'Free Member' });
    await (await expectVisible(persona, `the persona button of ${name} (Free Member)`)).click();

    // The sign-in page redirects to / about 2 s after signing in.
    await expectPath(page, '/', 15_000);
    const nav = topNavigation(page);
    const openApp = await expectVisible(
      nav.getByRole('link', { name: 'Open App', exact: true }),
      'the Open App link',
    );
    expect(await openApp.getAttribute('href')).toBe('/app/intro');
    await expectHidden(nav.getByRole('link', { name: 'Sign Up', exact: true }), 'Sign Up');

    const me = await page.request.get('/api/me');
    expect(me.status(), 'GET /api/me with the session cookie').toBe(200);
  });
});
