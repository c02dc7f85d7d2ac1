import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectHidden, expectVisible } from './support/expectations';
import { footer } from './support/locators';
import { usePersonas } from './support/personas';

describe('site settings', () => {
  // Own server: the journey changes what every storefront page shows while it runs.
  const journey = useJourney({ ownServer: true });
  const personas = usePersonas(journey);

  it('the founder sets a social link and a trusted-by name, the storefront shows them, then clears them', async () => {
    // A member browses the shop in one window while the founder works the console in another.
    const visitor = (await personas.open('free')).page;
    const admin = (await personas.open('founder')).page;
    const telegram = `https://t.me/bluebadge-${Date.now().toString(36)}`;
    const name = 'Harbor Traders Guild';
    const socialList = footer(visitor).getByRole('list', { name: 'Social media' });
    const strip = visitor.getByRole('region', { name: 'Trusted by' });
    const saved = () =>
      admin.waitForResponse(
        (r) => r.url().endsWith('/api/admin/site') && r.request().method() === 'PATCH',
      );

    // The seeded shop invents nothing: no strip, no social icons, and never a link to `#`.
    await visitor.goto('/');
    await expectVisible(footer(visitor), 'the footer');
    await expectHidden(socialList, 'social links before any is set');
    await expectHidden(strip, 'the trusted-by strip before any name is set');
    expect(await visitor.locator('a[href="#"]').count(), 'links to #').toBe(0);

    await admin.goto('/admin/site');
    const links = admin.getByRole('form', { name: 'Social links' });
    const telegramField = await expectVisible(links.getByLabel('Telegram'), 'the Telegram field');
    await telegramField.fill('http://t.me/not-secure');
    await links.getByRole('button', { name: 'Save links' }).click();
    await expectVisible(links.getByText('The address must start with https://'), 'the https error');
    await telegramField.fill(telegram);
    await links.getByRole('button', { name: 'Save links' }).click();
    await expectVisible(admin.getByText('Social links saved'), 'the saved toast');

    const names = admin.getByRole('form', { name: 'Trusted by' });
    await names.getByRole('button', { name: /Add a name/ }).click();
    await (await expectVisible(names.getByLabel('Name 1'), 'the first name field')).fill(name);
    await names.getByRole('button', { name: 'Save names' }).click();
    await expectVisible(admin.getByText('Trusted-by names saved'), 'the saved toast');

    // The page arrives rendered by the server with both in it, before any script runs.
    const html = await (await journey.context.request.get('/')).text();
    expect(html).toContain(name);
    expect(html).toContain(`href="${telegram}"`);

    await visitor.goto('/');
    const link = await expectVisible(
      socialList.getByRole('link', { name: 'Telegram' }),
      'Telegram',
    );
    expect(await link.getAttribute('href')).toBe(telegram);
    expect(await socialList.getByRole('link').count(), 'links in the footer').toBe(1);
    await expectVisible(strip.getByText(name), 'the name in the trusted-by strip');

    await telegramField.fill('');
    const linksCleared = saved();
    await links.getByRole('button', { name: 'Save links' }).click();
    expect((await linksCleared).status()).toBe(200);
    await names.getByRole('button', { name: 'Remove Name 1' }).click();
    await names.getByRole('button', { name: 'Save names' }).click();
    await expectVisible(names.getByText('The strip is hidden on the landing page.'), 'the notice');

    await visitor.goto('/');
    await expectVisible(footer(visitor), 'the footer');
    await expectHidden(socialList, 'social links once cleared');
    await expectHidden(strip, 'the trusted-by strip once emptied');
    expect(journey.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});
