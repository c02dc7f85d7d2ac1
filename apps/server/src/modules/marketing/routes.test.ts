import { COPY } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, signInAs, updateMemberRow, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' });
});
afterAll(() => t.close());

const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const member = async (
  name: string,
  roles: Parameters<typeof createMember>[1]['roles'] = ['free_member'],
) => {
  const created = await createMember(t.db, { name, roles });
  return {
    id: created.id,
    cookie: await sessionCookieFor(t.db, t.config.sessionSecret, created.id),
  };
};
let address = 0;
/** A visit of an invite link; `visitorCookie` is what this browser was issued before, if any. */
const visit = (inviteId: string, visitorCookie?: string, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invites/${inviteId}/visit`,
    payload: body,
    headers: visitorCookie ? { cookie: visitorCookie } : {},
    remoteAddress: `10.9.1.${++address % 250}`,
  });
const issuedVisitorCookie = (response: Awaited<ReturnType<typeof visit>>) => {
  const issued = response.cookies.find((c) => c.name === 'bbt_visitor');
  return issued && `${issued.name}=${issued.value}`;
};
const claim = (cookie: string, inviteId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invites/claim',
    headers: { cookie },
    payload: { inviteId },
  });

describe('marketing team', () => {
  it('takes an application: marketing on, counters zeroed, the bot welcomes in marketing_chat', async () => {
    const applicant = await member('Applicant One');
    await updateMemberRow(t, applicant.id, { visits: 5, signups: 2, sales: 1 });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/marketing/apply',
      headers: { cookie: applicant.cookie },
      payload: { cv: '  ' },
    });
    expect(refused.statusCode).toBe(400);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/marketing/apply',
      headers: { cookie: applicant.cookie },
      payload: { cv: 'I run a trading channel' },
    });
    expect(applied.json().user.roles.marketing).toBe(true);
    expect(await row(applicant.id)).toMatchObject({
      marketing: true,
      visits: 0,
      signups: 0,
      sales: 0,
      marketingCv: 'I run a trading channel',
    });
    const welcome = await t.db
      .select()
      .from(messages)
      .where(eq(messages.text, 'Welcome @ApplicantOne to the marketing team!'));
    expect(welcome[0]).toMatchObject({ channel: 'marketing_chat', userId: 'bot' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/marketing/apply',
      headers: { cookie: applicant.cookie },
      payload: { cv: 'again' },
    });
    expect(again.statusCode).toBe(409);
    const stats = (
      await t.app.inject({
        method: 'GET',
        url: '/api/marketing',
        headers: { cookie: applicant.cookie },
      })
    ).json();
    expect(stats).toMatchObject({
      member: true,
      stats: { visits: 0, credits: 0 },
      inviteLink: `http://localhost:3000/invite/${applicant.id}`,
    });
    expect(stats.history).toHaveLength(30);
  });

  it('counts a visit once per browser per day by the id the server issued, whatever the reloads', async () => {
    const inviter = await member('Visit Counter', ['marketing', 'free_member']);
    const first = await visit(inviter.id);
    expect(first.statusCode).toBe(204);
    const issued = first.cookies.find((c) => c.name === 'bbt_visitor');
    expect(issued).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/invites' });
    const browserA = issuedVisitorCookie(first)!;
    for (let i = 0; i < 4; i++) {
      const again = await visit(inviter.id, browserA);
      expect(again.statusCode).toBe(204);
      expect(issuedVisitorCookie(again)).toBeUndefined();
    }
    expect((await row(inviter.id)).visits).toBe(1);

    await visit(inviter.id, issuedVisitorCookie(await visit(inviter.id)));
    expect((await row(inviter.id)).visits).toBe(2);
    expect((await visit('nobody-here', browserA)).statusCode).toBe(404);
  });

  it('ignores visitor ids chosen by the client and forged visitor cookies', async () => {
    const inviter = await member('Visit Gamer', ['marketing', 'free_member']);
    const browser = issuedVisitorCookie(await visit(inviter.id))!;
    for (const visitor of ['browser-cccc-1', 'browser-cccc-2', 'browser-cccc-3']) {
      expect((await visit(inviter.id, browser, { visitor })).statusCode).toBe(204);
    }
    expect((await row(inviter.id)).visits).toBe(1);

    const [id] = browser.split('=')[1]!.split('.');
    const forged = await visit(inviter.id, `bbt_visitor=${id}x.forged-signature`);
    expect(issuedVisitorCookie(forged)).toBeDefined();
    expect(issuedVisitorCookie(forged)).not.toBe(browser);
  });

  it('credits an invite once, even when the claim runs twice or concurrently, and never for oneself', async () => {
    const inviter = await member('Inviter Two', ['marketing', 'free_member']);
    const invitee = await member('Invitee Two');
    const results = await Promise.all([1, 2, 3, 4].map(() => claim(invitee.cookie, inviter.id)));
    expect(results.map((r) => r.json().claimed).filter(Boolean)).toHaveLength(1);
    expect((await claim(invitee.cookie, inviter.id)).json()).toEqual({ claimed: false });
    expect(await row(inviter.id)).toMatchObject({ signups: 1, credits: 0.1 });
    expect((await row(invitee.id)).inviterId).toBe(inviter.id);

    expect((await claim(inviter.cookie, inviter.id)).json()).toEqual({ claimed: false });
    expect((await row(inviter.id)).inviterId).toBeNull();
    expect((await claim(invitee.cookie, 'nobody-here')).json()).toEqual({ claimed: false });
  });
});

describe('invite claims', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  it('takes an inviter only within 7 days of the account being created', async () => {
    const inviter = await member('Window Inviter', ['marketing', 'free_member']);
    const veteran = await member('Old Account');
    await updateMemberRow(t, veteran.id, { createdAt: daysAgo(8) });
    const late = await claim(veteran.cookie, inviter.id);
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toEqual({
      code: 'invite_claim_closed',
      message: COPY.invite.claimClosed,
    });
    expect((await row(veteran.id)).inviterId).toBeNull();
    expect(await row(inviter.id)).toMatchObject({ signups: 0, credits: 0 });

    const newcomer = await member('New Account');
    await updateMemberRow(t, newcomer.id, { createdAt: daysAgo(6) });
    expect((await claim(newcomer.cookie, inviter.id)).json()).toEqual({ claimed: true });
  });

  it('refuses two accounts inviting each other', async () => {
    const first = await member('Mutual One', ['marketing', 'free_member']);
    const second = await member('Mutual Two', ['marketing', 'free_member']);
    expect((await claim(second.cookie, first.id)).json()).toEqual({ claimed: true });
    const back = await claim(first.cookie, second.id);
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toEqual({ code: 'mutual_invite', message: COPY.invite.mutual });
    expect((await row(first.id)).inviterId).toBeNull();
    expect(await row(second.id)).toMatchObject({ signups: 0, credits: 0 });
  });

  it('lets only one of two concurrent mutual claims through', async () => {
    const first = await member('Racing One', ['marketing', 'free_member']);
    const second = await member('Racing Two', ['marketing', 'free_member']);
    const answers = await Promise.all([
      claim(first.cookie, second.id),
      claim(second.cookie, first.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const inviters = [(await row(first.id)).inviterId, (await row(second.id)).inviterId];
    expect(inviters.filter(Boolean)).toHaveLength(1);
  });
});

describe('redeem', () => {
  const redeem = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/marketing/redeem', headers: { cookie }, payload });

  it('needs the marketing role', async () => {
    const free = await signInAs(t.app, 'free');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/marketing/redeem',
      headers: { cookie: free },
    });
    expect(page.statusCode).toBe(403);
    expect(page.json().error).toEqual({
      code: 'marketing_required',
      message: COPY.marketing.roleRequired,
    });
    expect((await redeem(free, { product: 'signals' })).statusCode).toBe(403);
  });

  it('refuses without enough credits and grants with enough, signals for 7 days', async () => {
    const marketer = await member('Redeemer One', ['marketing', 'free_member']);
    await updateMemberRow(t, marketer.id, { credits: 20, premiumSignals: false });
    const poor = await redeem(marketer.cookie, { product: 'indicator' });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error).toEqual({
      code: 'not_enough_credits',
      message: COPY.marketing.notEnoughCredits,
    });
    expect((await row(marketer.id)).credits).toBe(20);

    const ok = await redeem(marketer.cookie, { product: 'signals' });
    expect(ok.json()).toEqual({ message: COPY.marketing.redeemed, credits: 0.01 });
    const after = await row(marketer.id);
    expect(after.premiumSignals).toBe(true);
    expect(after.signalsUntil.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await redeem(marketer.cookie, { product: 'signals' })).statusCode).toBe(409);
  });

  it('refuses a balance a fraction of a credit short, changing nothing, and spends an exact one to 0', async () => {
    const marketer = await member('Redeemer Short', ['marketing', 'free_member']);
    const signalsPrice = 19.99;
    const shortBalance = 19.9899;
    await updateMemberRow(t, marketer.id, { credits: shortBalance, premiumSignals: false });
    const short = await redeem(marketer.cookie, { product: 'signals' });
    expect(short.statusCode).toBe(402);
    expect(short.json().error).toEqual({
      code: 'not_enough_credits',
      message: COPY.marketing.notEnoughCredits,
    });
    expect(await row(marketer.id)).toMatchObject({ credits: shortBalance, premiumSignals: false });

    await updateMemberRow(t, marketer.id, { credits: signalsPrice });
    const exact = await redeem(marketer.cookie, { product: 'signals' });
    expect(exact.json()).toEqual({ message: COPY.marketing.redeemed, credits: 0 });
    expect(await row(marketer.id)).toMatchObject({ credits: 0, premiumSignals: true });
  });

  // Two products that include neither the other (a badge tier includes the indicator, decision
  // 0042), so which request comes first changes nothing.
  it('redeems 2 of 10 concurrent requests with credits for 2, never going below zero', async () => {
    const marketer = await member('Redeemer Two', ['marketing', 'free_member']);
    await updateMemberRow(t, marketer.id, { credits: 34.99 + 19.99, premiumSignals: false });
    const buys = [{ product: 'indicator' }, { product: 'signals' }];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => redeem(marketer.cookie, buys[i % 2]!)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(
      true,
    );
    expect(await row(marketer.id)).toMatchObject({
      credits: 0,
      premiumTrader: true,
      premiumSignals: true,
    });
  });

  it('never lets concurrent redeems spend more than the balance', async () => {
    const marketer = await member('Redeemer Three', ['marketing', 'free_member']);
    // Enough for either product, not for both: whichever comes first leaves too little.
    await updateMemberRow(t, marketer.id, { credits: 34.99 + 5, premiumSignals: false });
    const buys = [{ product: 'indicator' }, { product: 'signals' }];
    const responses = await Promise.all(
      Array.from({ length: 9 }, (_, i) => redeem(marketer.cookie, buys[i % 2]!)),
    );
    const after = await row(marketer.id);
    expect(after.credits).toBeGreaterThanOrEqual(0);
    expect(after.premiumTrader && after.premiumSignals).toBe(false);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 402).length).toBeGreaterThan(0);
  });
});
