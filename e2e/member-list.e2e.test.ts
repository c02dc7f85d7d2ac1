import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { channelHeading, chatSocketConnected, composerInput } from './support/chat';
import { addMembers } from './support/community';
import { expectVisible } from './support/expectations';
import { useSeededJourney } from './support/seeded-journey';

// Decision 0044: the member list at a community's real size. With 5,000 members more than the
// seed, the panel still opens on the founder and the staff, draws only what is in view, reaches
// the last member by scrolling, and the '@' menu and search's from: find a member far down the
// alphabet by a few letters.
const ADDED = 5_000;
/** Last of every free member by name: far past any first screen. */
const FAR_DOWN = 'Zephyrine Quill';

function memberPanel(page: Page) {
  return page.getByRole('complementary', { name: 'Member list' });
}

describe('a member list of 5,000+', () => {
  const journey = useSeededJourney(
    async (dataDir) => {
      await addMembers(dataDir, ADDED, [FAR_DOWN]);
      return `Added ${ADDED + 1} members`;
    },
    { width: 1440, height: 900 },
  );

  it('shows the founder and the staff first, counts everyone, and draws only what is in view', async () => {
    const { page } = journey;
    const connected = chatSocketConnected(page);
    await page.goto('/app/general');
    await expectVisible(channelHeading(page, 'general'), 'the #general heading');
    await connected;
    const panel = memberPanel(page);
    const headings = panel.getByRole('heading', { level: 3 });
    await expectVisible(headings.first(), 'the first group');
    const groups = await headings.allTextContents();
    expect(groups[0]).toBe('Founder — 1');
    expect(groups.slice(1, 4)).toEqual([
      expect.stringMatching(/^Admin — \d+$/),
      expect.stringMatching(/^Analyst — \d+$/),
      expect.stringMatching(/^Staff — \d+$/),
    ]);
    await page.screenshot({ path: '/tmp/member-list-first-screen.png' });
    expect(await panel.getByRole('button').count()).toBeLessThan(80);

    // The bottom of the list: the free members' heading counts all of them, and the last of
    // them by name is drawn once its range has come in.
    const scroller = panel.getByRole('region', { name: 'Members' });
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expectVisible(panel.getByText(FAR_DOWN, { exact: true }), 'the last member by name');
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await expectVisible(headings.filter({ hasText: 'Founder — 1' }), 'the founder group again');
    const free = await page.request.get('/api/members?limit=1');
    const { groups: counted } = (await free.json()) as {
      groups: { label: string; members: number }[];
    };
    expect(counted.find((g) => g.label === 'Free Members')?.members).toBeGreaterThan(ADDED);
    expect(await panel.getByRole('button').count()).toBeLessThan(80);
  });

  it("finds a member far down the alphabet in the '@' menu and in search's from:", async () => {
    const { page } = journey;
    const box = composerInput(page, 'general');
    await box.click();
    await box.pressSequentially('Hello @zeph');
    const option = page.getByRole('option', { name: new RegExp(FAR_DOWN) });
    await expectVisible(option, 'the member in the @ menu');
    await page.screenshot({ path: '/tmp/member-list-mention.png' });
    await page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('Hello @ZephyrineQuill ');

    const search = page.getByRole('combobox', { name: 'Search messages' });
    await search.fill('from:zeph');
    await expectVisible(
      page
        .getByRole('listbox', { name: 'Search filters' })
        .getByRole('option', { name: new RegExp(FAR_DOWN) }),
      'the member in the from: picker',
    );
  });
});
