import { randomUUID } from 'node:crypto';
import { SIGN_IN_LINK } from '@bbt/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { accounts, sessions, verifications } from './schema';
import { signInThroughOidc, startFakeOidcProvider } from '../../test/fake-oidc-provider';
import { createTestApp, sessionCookieFrom, signInAs, type TestApp } from '../../test/test-app';
import { startTestSmtpServer } from '../mail/test-smtp-server';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  provider = await startFakeOidcProvider();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    SIGN_IN_LINK_RATE_LIMIT_PER_HOUR: '1000',
    OIDC_ISSUER_URL: provider.issuerUrl,
    OIDC_CLIENT_ID: 'bbt-test-client',
    OIDC_CLIENT_SECRET: 'bbt-test-secret',
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
  await smtp.stop();
});
beforeEach(async () => {
  await t.db.delete(mailOutbox);
  smtp.received.length = 0;
});

/**
 * A member as the import makes one from an email/password account of the old app: an address
 * Firebase never verified, roles and credits from the users document, and the Facebook
 * sign-in the account also had.
 */
async function importedPasswordMember() {
  const id = `uid-${randomUUID()}`;
  const email = `${id}@example.com`;
  await t.db.insert(users).values({
    id,
    name: 'Old Member',
    email,
    emailVerified: false,
    support: true,
    blueBadgeTrader: true,
    credits: 42,
  });
  await t.db
    .insert(accounts)
    .values({ id: randomUUID(), providerId: 'facebook', accountId: `fb-${id}`, userId: id });
  return { id, email };
}

const askForLink = (email: string, next?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sign-in/email-link',
    headers: { origin: t.config.publicUrl },
    payload: next ? { email, next } : { email },
  });

const signInLinkMails = () =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'sign_in_link'));

/** The link of the newest sign-in mail to `email`, as a path to inject. */
async function linkMailedTo(email: string): Promise<string> {
  const mails = (await signInLinkMails()).filter((mail) => mail.to === email);
  const mail = mails.at(-1);
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no sign-in link mailed to ${email}`);
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

const follow = (path: string) => t.app.inject({ method: 'GET', url: path });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user;
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const emailVerifiedOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.emailVerified;

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('sign-in by a link mailed to the address', () => {
  it('mails an imported member a link that signs them in on their own account, and proves the address', async () => {
    const member = await importedPasswordMember();
    const before = await userCount();

    const asked = await askForLink(member.email.toUpperCase(), '/app/general');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ accepted: true });

    // The token is stored hashed: the link in the mail is not in the verification table.
    const token = new URL(await linkMailedTo(member.email), t.config.publicUrl).searchParams.get(
      'token',
    );
    const stored = await t.db.select({ identifier: verifications.identifier }).from(verifications);
    expect(stored.some((row) => token && row.identifier.includes(token))).toBe(false);

    const landed = await follow(await linkMailedTo(member.email));
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe(
      `${t.config.publicUrl}/signin?complete=1&next=%2Fapp%2Fgeneral`,
    );
    const user = await me(sessionCookieFrom(landed));
    expect(user.id).toBe(member.id);
    expect(user.roles).toMatchObject({ support: true, blue_badge_trader: true, founder: false });
    expect(user.credits).toBe(42);
    expect(await emailVerifiedOf(member.id)).toBe(true);
    expect(await userCount()).toBe(before);
  });

  it("is delivered over SMTP by the outbox's sender", async () => {
    const member = await importedPasswordMember();
    await askForLink(member.email);
    await until(() => smtp.received.some((mail) => mail.to === member.email));
    const delivered = smtp.received.find((mail) => mail.to === member.email);
    expect(delivered?.subject).toBe('Your Blue Badge sign-in link');
    expect(delivered?.text).toContain(`${t.config.publicUrl}/api/auth/magic-link/verify?token=`);
    expect(delivered?.html).toContain('/api/auth/magic-link/verify?token=');
  });

  it('lets the member sign in with a provider giving the same address once the link proved it', async () => {
    const member = await importedPasswordMember();
    await askForLink(member.email);
    await follow(await linkMailedTo(member.email));

    provider.signInAs({ sub: `sub-${member.id}`, email: member.email, name: 'Old Member' });
    expect((await me(await signInThroughOidc(t.app, t.config.publicUrl))).id).toBe(member.id);
  });

  it('refuses a link used once already, and one past its time', async () => {
    const member = await importedPasswordMember();
    await askForLink(member.email);
    const link = await linkMailedTo(member.email);
    expect((await follow(link)).statusCode).toBe(302);

    const again = await follow(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(
      `${t.config.publicUrl}/signin?link=failed&error=INVALID_TOKEN`,
    );
    expect(again.cookies.some((c) => c.name.endsWith('session_token') && c.value)).toBe(false);

    await askForLink(member.email);
    const late = await linkMailedTo(member.email);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, JSON.stringify({ type: 'magic-link', email: member.email })));
    const expired = await follow(late);
    expect(expired.headers.location).toMatch(/\/signin\?link=failed&error=/);
    expect(expired.cookies.some((c) => c.name.endsWith('session_token') && c.value)).toBe(false);
  });

  it("answers an unknown address exactly as a member's, and mails it nothing", async () => {
    const member = await importedPasswordMember();
    const known = await askForLink(member.email);
    const unknown = await askForLink('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect((await signInLinkMails()).map((mail) => mail.to)).toEqual([member.email]);
    expect(
      await t.db.select().from(users).where(eq(users.email, 'nobody-here@example.com')),
    ).toEqual([]);
  });

  it('mails an address a few links in a window however many are asked for', async () => {
    const member = await importedPasswordMember();
    for (let i = 0; i < SIGN_IN_LINK.perAddress + 2; i++) {
      expect((await askForLink(member.email)).json()).toEqual({ accepted: true });
    }
    expect(await signInLinkMails()).toHaveLength(SIGN_IN_LINK.perAddress);
  });

  it('mails nothing to the bot or to a former member the import kept', async () => {
    const former = `former-member-${randomUUID()}@import.invalid`;
    await t.db.insert(users).values({ id: randomUUID(), name: 'Former member', email: former });
    const [bot] = await t.db.select().from(users).where(eq(users.isBot, true)).limit(1);
    await askForLink(former);
    if (bot) await askForLink(bot.email);
    expect(await signInLinkMails()).toEqual([]);
  });

  it('refuses a malformed address, a next outside the site, and extra fields', async () => {
    for (const payload of [
      { email: 'not-an-address' },
      { email: 'a@example.com', next: '//evil.example/' },
      { email: 'a@example.com', next: 'https://evil.example/' },
      { email: 'a@example.com', admin: true },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in/email-link',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
  });

  it("leaves better-auth's own request route unmounted: links are asked for only here", async () => {
    const member = await importedPasswordMember();
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: { origin: t.config.publicUrl },
      payload: { email: member.email, callbackURL: 'https://evil.example/' },
    });
    expect(direct.statusCode).toBe(404);
    expect(await signInLinkMails()).toEqual([]);
  });

  it('keeps a session made before the address was proven from outliving the proof', async () => {
    const member = await importedPasswordMember();
    await t.db.insert(sessions).values({
      id: randomUUID(),
      token: `stale-${member.id}`,
      userId: member.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await askForLink(member.email);
    await follow(await linkMailedTo(member.email));
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(left.map((s) => s.token)).not.toContain(`stale-${member.id}`);
  });
});

describe('the console sending a member their sign-in link', () => {
  it('mails the member a link that signs them in, recorded in their history', async () => {
    const member = await importedPasswordMember();
    const admin = await signInAs(t.app, 'admin');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/sign-in-link`,
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: member.email });

    const landed = await follow(await linkMailedTo(member.email));
    expect((await me(sessionCookieFrom(landed))).id).toBe(member.id);

    const record = await t.app.inject({
      method: 'GET',
      url: `/api/admin/members/${member.id}`,
      headers: { cookie: admin },
    });
    expect(record.json().member.history[0]).toMatchObject({
      action: 'send-sign-in-link',
      details: { email: member.email },
    });
  });

  it("never shows staff the link of a mail that leaves for the member's mailbox", async () => {
    const member = await importedPasswordMember();
    const founder = await signInAs(t.app, 'founder');
    await askForLink(member.email);
    const [mail] = await signInLinkMails();
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/mail/${mail?.id}`,
      headers: { cookie: founder },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().text).not.toContain('token=');
    expect(shown.json().html).toBe('');
  });

  it('says so when the address has had its share of links, and sends no more', async () => {
    const member = await importedPasswordMember();
    const founder = await signInAs(t.app, 'founder');
    for (let i = 0; i < SIGN_IN_LINK.perAddress; i++) await askForLink(member.email);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/sign-in-link`,
      headers: { cookie: founder, origin: t.config.publicUrl },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('too_many_links');
    expect(await signInLinkMails()).toHaveLength(SIGN_IN_LINK.perAddress);
  });
});

describe('the sign-in link rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ SIGN_IN_LINK_RATE_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => limited.close());

  it('answers 429 in the error shape once a client has asked too often', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/sign-in/email-link',
        payload: { email: `someone${i}@example.com` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error.code).toBe('rate_limited');
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
