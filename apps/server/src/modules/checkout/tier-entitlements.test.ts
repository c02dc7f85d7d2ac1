import { COPY } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../../db/schema';
import { createTestApp, signInAs, updateMemberRow, type TestApp } from '../../test/test-app';

/*
 * The entitlement table end to end (decision 0042): a member buys Blue Badge tier 1, then
 * upgrades to tier 3, and every gate the tiers list opens or stays shut through the same routes
 * the web calls.
 */
let t: TestApp;
let buyer: string;
let admin: string;
let liveClassId: number;

beforeAll(async () => {
  // The demo provider: approved through the same two endpoints as PayPal (decision 0007).
  t = await createTestApp();
  await updateMemberRow(t, 'demo-free', {
    blueBadgeTrader: false,
    badgeTier: null,
    premiumTrader: false,
    premiumSignals: false,
  });
  buyer = await signInAs(t.app, 'free');
  admin = await signInAs(t.app, 'admin');
  const [meeting] = await t.db
    .insert(meetings)
    .values({
      title: 'Live class: risk sizing',
      provider: 'Zoom',
      link: 'https://meet.example/live-class',
      exclusive: true,
      status: 'live',
      startsAt: new Date(),
    })
    .returning();
  liveClassId = meeting!.id;
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, cookie = buyer, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: `10.40.0.${nextIp++}`,
    ...(payload && { payload }),
  });

async function buy(items: object[]) {
  expect((await inject('PUT', '/api/cart', buyer, { items })).statusCode).toBe(200);
  const order = await inject('POST', '/api/checkout/orders', buyer, {
    tradingViewUsername: 'test_trader',
  });
  expect(order.statusCode, order.body).toBe(201);
  const captured = await inject('POST', `/api/checkout/orders/${order.json().orderId}/capture`);
  expect(captured.statusCode, captured.body).toBe(200);
  return captured.json().order;
}

/** What the member may reach, each through the route that guards it. */
async function reach() {
  const channel = async (slug: string) =>
    (await inject('GET', `/api/channels/${slug}/messages`)).statusCode === 200;
  return {
    tier: (await inject('GET', '/api/me')).json().user.badgeTier,
    signals: (await inject('GET', '/api/signals')).json().canRead,
    tier1Channel: await channel('tier_1'),
    tier2Channel: await channel('tier_2'),
    premiumRoom: await channel('premium'),
    liveClass: (await inject('POST', `/api/meetings/${liveClassId}/join`)).statusCode === 200,
  };
}

const addToCart = (items: object[]) => inject('PUT', '/api/cart', buyer, { items });

describe('Blue Badge tiers grant what they list', () => {
  it('tier 1 opens its own gates, and refuses tier 2 and 3 ones', async () => {
    expect((await buy([{ product: 'badge', tier: 1 }])).lines).toMatchObject([
      { product: 'badge', tier: 1, unitPrice: 7.99 },
    ]);
    expect(await reach()).toEqual({
      tier: 1,
      signals: false,
      tier1Channel: true,
      tier2Channel: false,
      premiumRoom: true,
      liveClass: false,
    });
    const refused = await inject('POST', `/api/meetings/${liveClassId}/join`);
    expect(refused.json().error.message).toBe(COPY.meetings.needBadge);
  });

  it('does not sell tier 1 members the indicator it includes, and the page says so', async () => {
    const refused = await addToCart([{ product: 'indicator' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'already_owned',
      message: COPY.products.includedInTier('Blue Badge Trend Indicator', 1),
    });
    const page = (await inject('GET', '/api/products/indicator')).json().product;
    expect(page).toMatchObject({ owned: true, includedInTier: 1 });
  });

  it('upgrades to tier 3 for the difference, and tier 3 opens the signals, tier 2 channel and live classes', async () => {
    expect((await buy([{ product: 'badge', tier: 3 }])).lines).toMatchObject([
      { product: 'badge', tier: 3, unitPrice: 7 },
    ]);
    expect(await reach()).toEqual({
      tier: 3,
      signals: true,
      tier1Channel: true,
      tier2Channel: true,
      premiumRoom: true,
      liveClass: true,
    });
  });

  it('does not sell tier 3 members signals, which the tier includes without an end', async () => {
    const refused = await addToCart([{ product: 'signals' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(COPY.products.includedInTier('Premium Signals', 3));
  });

  it("opens a tier 3 member's ticket as a priority one, with the ticket staff pinged", async () => {
    const opened = await inject('POST', '/api/tickets');
    expect(opened.statusCode).toBe(201);
    const { ticket } = opened.json();
    expect(ticket.priority).toBe(true);
    const channels = (await inject('GET', '/api/channels', admin)).json().channels;
    expect(channels.find((c: { slug: string }) => c.slug === ticket.name)).toMatchObject({
      mentions: 1,
    });
  });

  it('keeps tier 3 through a console toggle of the badge role, off then on', async () => {
    const toggle = (granted: boolean) =>
      inject('PUT', '/api/admin/members/demo-free/roles/blue_badge_trader', admin, { granted });
    expect((await toggle(false)).json().member.badgeTier).toBeNull();
    expect(await reach()).toMatchObject({ signals: false, tier1Channel: false, liveClass: false });
    expect((await toggle(true)).json().member.badgeTier).toBe(3);
    expect(await reach()).toMatchObject({ tier: 3, signals: true, tier2Channel: true });
  });
});
