import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';
import { footer, newsletterForm, topNavigation } from './support/locators';

describe('landing page', () => {
  const journey = useJourney();

  it('renders with the top navigation and the footer', async () => {
    const { page } = journey;
    await page.goto('/');

    const nav = topNavigation(page);
    await expectVisible(nav, 'the top navigation bar (banner)');
    await expectVisible(nav.getByRole('navigation'), 'a navigation landmark in the top bar');
    await expectVisible(nav.getByRole('link', { name: 'Home', exact: true }), 'the Home link');
    await expectVisible(
      nav.getByRole('link', { name: 'Products', exact: true }),
      'the Products link',
    );
    await expectVisible(nav.getByRole('link', { name: /cart/i }), 'a cart link');
    const signUp = await expectVisible(
      nav.getByRole('link', { name: 'Sign Up', exact: true }),
      'the Sign Up link',
    );
    expect(await signUp.getAttribute('href')).toBe('/signin');

    await expectVisible(footer(page), 'the footer');
    await expectVisible(newsletterForm(page).email, 'the newsletter email field in the footer');

    expect(journey.pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it('joins the mailing list from the footer newsletter form', async () => {
    const { page } = journey;
    await page.goto('/');
    const { form, email, submit } = newsletterForm(page);
    await expectVisible(email, 'the newsletter email field');

    await email.fill('not-an-email');
    await submit.click();
    await expectVisible(form.getByText(/valid email/i), 'an invalid-email error');

    const address = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await email.fill(address);
    await submit.click();
    await expectVisible(
      page.getByText('this email is now a member of our mailing list'),
      'the joined message',
    );

    await email.fill(address.toUpperCase());
    await submit.click();
    await expectVisible(page.getByText('This email is already used'), 'the duplicate message');
  });
});
