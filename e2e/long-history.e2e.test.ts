import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import { channelHeading, chatSocketConnected, messageList, messageWithText } from './support/chat';
import { expectHidden, expectVisible } from './support/expectations';
import { useSeededJourney } from './support/seeded-journey';

// Decision 0043: the history is virtualised. A channel with a long backlog: a search result
// 200 messages back opens on its message and stays there, 'Jump to present' goes back to the
// newest, and scrolling back 2,000 messages keeps the page small.
const BACKLOG = 2_100;
/** Each backlog message carries a word of its own, for the search to find exactly it. */
const backlogText = (n: number) => `Backlog note ${n} marker${n}q`;
const FOUNDER_EMAIL = 'founder@demo.bluebadge.local';

/**
 * Writes the backlog into #general in one statement, on the stopped server's embedded
 * database (one process per embedded database): by the founder, a minute apart, ending now.
 */
async function seedBacklog(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.execute(sql`
      insert into messages (channel, user_id, text, created_at)
      select 'general',
             (select id from users where email = ${FOUNDER_EMAIL}),
             'Backlog note ' || n || ' marker' || n || 'q',
             now() - make_interval(mins => ${BACKLOG} - n)
      from generate_series(1, ${BACKLOG}) as n
    `);
  } finally {
    await handle.close();
  }
}

/** Whether the element is wholly inside the history's visible part. */
function inView(page: Page, text: string) {
  return messageWithText(page, 'general', text).evaluate((el) => {
    const scroller = el.closest('[role="region"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.top >= scroller.top && box.bottom <= scroller.bottom;
  });
}

describe('a long history', () => {
  const journey = useSeededJourney(
    async (dataDir) => {
      await seedBacklog(dataDir);
      return `Seeded ${BACKLOG} messages`;
    },
    { width: 1280, height: 800 },
  );

  it('opens a search result 200 messages back on its message, stays there, and jumps back to the present', async () => {
    const { page } = journey;
    const connected = chatSocketConnected(page);
    await page.goto('/app/general');
    await expectVisible(channelHeading(page, 'general'), 'the #general heading');
    await connected;
    const newest = backlogText(BACKLOG);
    await expectVisible(messageWithText(page, 'general', newest), 'the newest message');

    const box = page.getByRole('combobox', { name: 'Search messages' });
    await box.fill(`marker${BACKLOG - 200}q`);
    await box.press('Enter');
    const hit = page
      .getByRole('listbox', { name: 'Messages found' })
      .getByRole('option')
      .filter({ hasText: `marker${BACKLOG - 200}q` });
    await hit.click();

    const targetText = backlogText(BACKLOG - 200);
    const target = messageWithText(page, 'general', targetText);
    await expectVisible(target, 'the message found, 200 back');
    await expect.poll(() => inView(page, targetText)).toBe(true);
    await expect
      .poll(() => target.getAttribute('data-jump-target'), { message: 'the message highlighted' })
      .toBe('true');
    await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
    const present = page.getByRole('button', { name: 'Jump to present' });
    await expectVisible(present, 'Jump to present');
    await expect(messageWithText(page, 'general', newest).count()).resolves.toBe(0);
    await page.screenshot({ path: '/tmp/long-history-jumped.png' });

    // Two seconds later the view is still on it: nothing pulled it back to the present.
    await page.waitForTimeout(2_000);
    expect(await inView(page, targetText), 'the message still in view after 2 s').toBe(true);
    await expectVisible(present, 'Jump to present, still');

    // From the keyboard: the button is reachable and pressing it goes back to the newest.
    await present.focus();
    await page.keyboard.press('Enter');
    await expectVisible(messageWithText(page, 'general', newest), 'the newest message again');
    await expect.poll(() => inView(page, newest)).toBe(true);
    await expectHidden(present, 'Jump to present, once at the present');
  });

  it(
    'keeps the page under 3,000 elements after scrolling back 2,000 messages',
    { timeout: 300_000 },
    async () => {
      const { page } = journey;
      const connected = chatSocketConnected(page);
      await page.goto('/app/general');
      await connected;
      await expectVisible(messageWithText(page, 'general', backlogText(BACKLOG)), 'the newest');
      const history = messageList(page, 'general');
      const goal = backlogText(BACKLOG - 2_000);
      // At the top, the page before comes in above without moving what the reader looks at:
      // the first message whose top is in view stays at its place.
      const topRow = () =>
        history.evaluate((el) => {
          const edge = el.getBoundingClientRect().top;
          const row = [...el.querySelectorAll('li[id^="message-"]')].find(
            (li) => li.getBoundingClientRect().top >= edge,
          );
          return row ? { id: row.id, top: Math.round(row.getBoundingClientRect().top) } : null;
        });
      // The first older page waits until the view at the top has been read: the reading can't
      // race the page it is compared with.
      let releaseOlderPage = () => {};
      const olderPageHeld = new Promise<void>((resolve) => {
        releaseOlderPage = resolve;
      });
      const isOlderPage = (url: URL) =>
        url.pathname.endsWith('/messages') && url.searchParams.has('before');
      await page.route(isOlderPage, async (route) => {
        await olderPageHeld;
        await route.continue();
      });
      await history.evaluate((el) => el.scrollTo({ top: 0 }));
      // Settled: the rows drawn at the top read the same twice in a row.
      let before: Awaited<ReturnType<typeof topRow>> = null;
      await expect
        .poll(
          async () => {
            const previous = before;
            before = await topRow();
            return before !== null && JSON.stringify(before) === JSON.stringify(previous);
          },
          { message: 'a message at the top of the view, settled' },
        )
        .toBe(true);
      releaseOlderPage();
      await expect.poll(() => history.evaluate((el) => el.scrollTop)).toBeGreaterThan(1_000);
      const held = before as unknown as { id: string; top: number };
      const topOf = (id: string) =>
        page.evaluate((rowId) => {
          const row = document.getElementById(rowId);
          return row ? Math.round(row.getBoundingClientRect().top) : null;
        }, id);
      await expect
        .poll(() => topOf(held.id), { message: 'the same message at the same place' })
        .toBe(held.top);
      await history.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await topOf(held.id), 'still there two frames later').toBe(held.top);
      await page.unroute(isOlderPage);

      const started = performance.now();
      // The reader goes on up a screen at a time, in the page as a wheel would: each page
      // before loads at the top. Every row passes through the view, so the message 2,000 back
      // is drawn at one of the steps.
      let steps = 0;
      let reached = false;
      while (!reached && steps < 1_000) {
        reached = await history.evaluate(async (el, text) => {
          const drawn = () =>
            [...el.querySelectorAll('li[id^="message-"] p')].some((p) => p.textContent === text);
          for (let step = 0; step < 50; step += 1) {
            if (drawn()) return true;
            el.scrollBy({ top: -el.clientHeight });
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          return drawn();
        }, goal);
        steps += 50;
      }
      expect(reached, 'the message 2,000 back drawn on the way up').toBe(true);
      await expectVisible(messageWithText(page, 'general', goal), 'the message 2,000 back');
      const elapsed = Math.round(performance.now() - started);
      const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
      console.info(
        `Scrolled back 2,000 messages in at most ${steps} screens, ${elapsed} ms; ${nodes} elements in the page`,
      );
      expect(nodes, 'elements in the page').toBeLessThan(3_000);
      await page.screenshot({ path: '/tmp/long-history-scrolled.png' });
    },
  );
});
