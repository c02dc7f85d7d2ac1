import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../apps/server/src/modules/mail/test-smtp-server';
import { gotoWaitsForApp, launchChromium } from './support/browser';
import { expectPath, expectVisible } from './support/expectations';
import { REPO_ROOT } from './support/paths';
import { startRestartableServer, type RestartableServer } from './support/server';
import { topNavigation } from './support/locators';

// Decision 0040: a member imported from the old Firebase app with an email and password asks
// for a sign-in link on /signin, receives it over SMTP, and lands on their imported account.
const IMPORT_CLI = path.join(REPO_ROOT, 'apps/server/src/modules/import/cli.ts');
const MEMBER = { uid: 'old-password-member', email: 'old.trader@example.com', name: 'Old Trader' };

/** An export as `firebase auth:export` and node-firestore-import-export write it: one member. */
async function writeExport(folder: string) {
  await writeFile(
    path.join(folder, 'auth.json'),
    JSON.stringify({
      users: [
        {
          localId: MEMBER.uid,
          email: MEMBER.email,
          emailVerified: false,
          displayName: MEMBER.name,
          passwordHash:
            'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
          salt: '42xEC+ixf3L2lw==',
          createdAt: '1600000000000',
          providerUserInfo: [{ providerId: 'password', rawId: MEMBER.email, email: MEMBER.email }],
        },
      ],
    }),
  );
  await writeFile(
    path.join(folder, 'users.json'),
    JSON.stringify({
      [MEMBER.uid]: {
        uid: MEMBER.uid,
        email: MEMBER.email,
        displayName: MEMBER.name,
        free_member: true,
        support: true,
        blue_badge_trader: true,
        credits: 42,
      },
    }),
  );
}

describe('an imported password member signs in by a link mailed to them', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let server: RestartableServer;
  let browser: Browser;
  let context: BrowserContext;
  let exportDir: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // The import runs before the server starts (one process per embedded database).
    server = await startRestartableServer({ SMTP_URL: smtp.url }, { halted: true });
    exportDir = await mkdtemp(path.join(os.tmpdir(), 'bbt-e2e-export-'));
    await writeExport(exportDir);
    await promisify(execFile)(process.execPath, ['--import', 'tsx', IMPORT_CLI, exportDir], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    });
    await server.resume();
    browser = await launchChromium();
    context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(15_000);
    await context.addInitScript(() => window.localStorage.setItem('noFirstVisit', 'true'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
    if (exportDir) await rm(exportDir, { recursive: true, force: true });
  });

  it('asks on /signin, follows the mailed link and lands on the imported account with its roles', async () => {
    const page = await context.newPage();
    gotoWaitsForApp(page);
    await page.goto('/signin');
    await expectVisible(
      page.getByText('Had an email and password in the old app?'),
      'the note for members imported with a password',
    );
    // The page's footer has a newsletter form with its own email field.
    const byEmail = page.getByRole('region', { name: 'Or sign in by email' });
    await byEmail.getByLabel('Email address').fill(MEMBER.email);
    await byEmail.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expectVisible(
      page.getByRole('status').filter({ hasText: `Check your mail: if ${MEMBER.email}` }),
      'the check-your-mail message',
    );

    // The outbox's sender hands it to the mail server within its interval (5 s).
    await expect
      .poll(() => smtp.received.find((mail) => mail.to === MEMBER.email), { timeout: 20_000 })
      .toBeTruthy();
    const mail = smtp.received.find((received) => received.to === MEMBER.email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link, 'the sign-in link in the mail').toContain('/api/auth/magic-link/verify?token=');

    await page.goto(link ?? '');
    // The sign-in page reads the new session, then goes on to / about 2 s later.
    await expectPath(page, '/', 15_000);
    await expectVisible(
      topNavigation(page).getByRole('link', { name: 'Open App', exact: true }),
      'the Open App link of a signed-in member',
    );
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(200);
    const { user } = (await me.json()) as {
      user: { id: string; name: string; credits: number; roles: Record<string, boolean> };
    };
    expect(user).toMatchObject({ id: MEMBER.uid, name: MEMBER.name, credits: 42 });
    expect(user.roles).toMatchObject({ support: true, blue_badge_trader: true, founder: false });

    // The link works once: opened again, it is refused with a way to ask for another.
    await page.context().clearCookies();
    await page.goto(link ?? '');
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'expired or was already used' }),
      'the used-link message',
    );
  });
});
