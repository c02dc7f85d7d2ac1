import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';
import { themeToggle } from './support/locators';

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const storedIsDark = (page: Page) => page.evaluate(() => window.localStorage.getItem('isDark'));

describe('theme', () => {
  const journey = useJourney();

  it('is dark by default, switches to light with the toggle, and stays light after a reload', async () => {
    const { page } = journey;
    await page.goto('/');
    await expectVisible(themeToggle(page), 'the theme toggle');
    expect(await theme(page)).toBe('dark');

    await themeToggle(page).first().click();
    await expect.poll(() => theme(page), { timeout: 5_000 }).toBe('light');
    expect(await storedIsDark(page)).toBe('false');

    await page.reload();
    expect(await theme(page)).toBe('light');
    await expectVisible(themeToggle(page), 'the theme toggle after the reload');
    expect(await theme(page)).toBe('light');
  });
});
