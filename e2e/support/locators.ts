import type { Locator, Page } from 'playwright-core';

/**
 * The top navigation bar (spec §2: Home, Products, a cart icon, Open App or Sign Up):
 * the page's banner landmark, the top-level <header>.
 */
export function topNavigation(page: Page): Locator {
  return page.getByRole('banner').first();
}

/** The page footer (contentinfo landmark). */
export function footer(page: Page): Locator {
  return page.getByRole('contentinfo').first();
}

/** The newsletter form of the footer: its email field and its submit button. */
export function newsletterForm(page: Page) {
  const emailField = page.getByRole('textbox', { name: /email/i });
  const form = footer(page).locator('form', { has: emailField }).first();
  return {
    form,
    email: form.getByRole('textbox', { name: /email/i }),
    submit: form.getByRole('button').last(),
  };
}

/** The light/dark switch, found by its accessible name. */
export function themeToggle(page: Page): Locator {
  return page.getByRole('button', { name: /theme/i });
}
