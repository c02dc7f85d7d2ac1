import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COPY, DEV_PERSONAS } from '@bbt/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT_FILES, seedDemoFiles } from '../../db/demo-files';
import { mailOutbox } from '../../db/schema';
import { createPaymentProvider } from '../../plugins/payments';
import { createFileStorage } from '../../plugins/storage';
import { freshIp, multipartFile, pngImage } from '../admin/test-support';
import { refundPaidOrder } from '../checkout/refunds-service';
import { createMailOutbox } from '../mail/outbox';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, signInAs, updateMemberRow, type TestApp } from '../../test/test-app';
import { downloadLink } from './files';
import { LICENSE_CHECKS_PER_MINUTE } from './routes';

/*
 * Digital delivery end to end (decision 0045), through the routes the web and the indicator
 * call: the indicator bought with a TradingView username, its key, its package behind a signed
 * link, the founder's fulfilment queue, and the refund that revokes it all.
 */
let t: TestApp;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-delivery-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedDemoFiles(t.db, createFileStorage(t.config));
  admin = await signInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'PUT' | 'POST';
const inject = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
    ...(payload && { payload }),
  });

let buyers = 0;
async function newBuyer(roles: Parameters<typeof createMember>[1]['roles'] = ['free_member']) {
  buyers += 1;
  const member = await createMember(t.db, { name: `Delivery Buyer ${buyers}`, roles });
  return { ...member, cookie: await sessionCookieFor(t.db, t.config.sessionSecret, member.id) };
}

async function buy(cookie: string, items: object[], tradingViewUsername = 'jo_trader') {
  expect((await inject('PUT', '/api/cart', cookie, { items })).statusCode).toBe(200);
  const created = await inject('POST', '/api/checkout/orders', cookie, { tradingViewUsername });
  expect(created.statusCode, created.body).toBe(201);
  const captured = await inject(
    'POST',
    `/api/checkout/orders/${created.json().orderId}/capture`,
    cookie,
  );
  expect(captured.statusCode, captured.body).toBe(200);
  return captured.json().order;
}

const ordersOf = async (cookie: string) =>
  (await inject('GET', '/api/orders', cookie)).json().orders;
const verify = (key: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/licenses/verify', payload: { key }, remoteAddress });
const mailsTo = (to: string, kind: 'order_receipt' | 'tradingview_invite') =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

describe('the indicator, bought', () => {
  it('asks for a valid TradingView username, refusing bad ones with a 400', async () => {
    const buyer = await newBuyer();
    await inject('PUT', '/api/cart', buyer.cookie, { items: [{ product: 'indicator' }] });
    const cart = (await inject('GET', '/api/cart', buyer.cookie)).json().cart;
    expect(cart.tradingViewUsernameNeeded).toBe(true);
    const missing = await inject('POST', '/api/checkout/orders', buyer.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('invalid_tradingview_username');
    for (const bad of ['', 'ab', 'two words', 'x'.repeat(31), 'semi;colon', '<b>x</b>', 'tab\t1']) {
      const response = await inject('POST', '/api/checkout/orders', buyer.cookie, {
        tradingViewUsername: bad,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.message).toMatch(/TradingView username/);
    }
    const tooLong = await inject('POST', '/api/checkout/orders', buyer.cookie, {
      tradingViewUsername: 'x'.repeat(101),
    });
    expect(tooLong.statusCode).toBe(400);
    const wrongType = await inject('POST', '/api/checkout/orders', buyer.cookie, {
      tradingViewUsername: 42,
    });
    expect(wrongType.statusCode).toBe(400);
    // Nothing was written by the refusals.
    expect(await ordersOf(buyer.cookie)).toEqual([]);
  });

  it('hands over a license key and the package on the success answer, /orders and the receipt', async () => {
    const buyer = await newBuyer();
    const order = await buy(buyer.cookie, [{ product: 'indicator' }]);
    const [key] = order.delivery.licenseKeys;
    expect(key).toEqual({
      key: expect.stringMatching(/^BBT(-[0-9A-HJKMNP-TV-Z]{5}){4}$/),
      product: expect.stringMatching(/indicator/i),
      revoked: false,
    });
    expect(order.delivery.downloads.map((d: { file: string }) => d.file)).toEqual([
      'indicator-package',
    ]);
    expect(order.delivery.tradingView).toEqual({ username: 'jo_trader', invitedAt: null });

    const [listed] = await ordersOf(buyer.cookie);
    expect(listed.delivery.licenseKeys).toEqual([key]);

    const download = await inject('GET', listed.delivery.downloads[0].url, buyer.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/blue-badge-indicator\.zip/);
    expect(download.rawPayload.equals(DEMO_PRODUCT_FILES['indicator-package']())).toBe(true);

    const [receipt] = await mailsTo(buyer.email, 'order_receipt');
    expect(receipt?.text).toContain(key.key);
    expect(receipt?.text).toContain('The Blue Badge indicator package');
    expect(receipt?.text).toContain('jo_trader');
  });

  it('a badge tier bought hands over the manual too, with a key for its indicator', async () => {
    const buyer = await newBuyer();
    const order = await buy(buyer.cookie, [{ product: 'badge', tier: 1 }]);
    expect(order.delivery.licenseKeys).toHaveLength(1);
    const files = order.delivery.downloads.map((d: { file: string }) => d.file);
    expect(files).toEqual(['trading-manual', 'indicator-package']);
    const manual = await inject('GET', order.delivery.downloads[0].url, buyer.cookie);
    expect(manual.statusCode).toBe(200);
    expect(manual.headers['content-type']).toBe('application/pdf');
    expect(manual.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('signed download links', () => {
  let owner: Awaited<ReturnType<typeof newBuyer>>;
  beforeAll(async () => {
    owner = await newBuyer();
    await buy(owner.cookie, [{ product: 'indicator' }]);
  });
  const secret = () => t.config.sessionSecret;
  const packageLink = (userId: string, at = new Date()) =>
    downloadLink(secret(), userId, 'indicator-package', at).url;

  it('refuses a link past its time', async () => {
    const expired = packageLink(owner.id, new Date(Date.now() - 16 * 60_000));
    const response = await inject('GET', expired, owner.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('link_expired');
  });

  it('refuses a forged or altered link', async () => {
    const forged = downloadLink('not-the-secret', owner.id, 'indicator-package', new Date()).url;
    const altered = packageLink(owner.id).replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const otherFile = packageLink(owner.id).replace('/indicator-package?', '/trading-manual?');
    for (const url of [forged, altered, otherFile, '/api/downloads/indicator-package?token=x']) {
      const response = await inject('GET', url, owner.cookie);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('link_invalid');
    }
  });

  it('refuses a member who does not own the file (403), and anyone signed out (401)', async () => {
    const stranger = await newBuyer();
    const theirs = await inject('GET', packageLink(stranger.id), stranger.cookie);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.code).toBe('not_owned');
    const borrowed = await inject('GET', packageLink(owner.id), stranger.cookie);
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json().error.code).toBe('link_not_yours');
    // The indicator's buyer holds no tier: the manual is not theirs.
    const manual = downloadLink(secret(), owner.id, 'trading-manual', new Date()).url;
    expect((await inject('GET', manual, owner.cookie)).statusCode).toBe(403);
    expect((await inject('GET', packageLink(owner.id))).statusCode).toBe(401);
  });

  it('serves a tier holder the manual and package through the table, without an order', async () => {
    const holder = await newBuyer(['free_member', 'blue_badge_trader']);
    for (const file of ['trading-manual', 'indicator-package'] as const) {
      const url = downloadLink(secret(), holder.id, file, new Date()).url;
      expect((await inject('GET', url, holder.cookie)).statusCode, file).toBe(200);
    }
  });
});

describe('license verification', () => {
  it('answers valid with the product, invalid for anything else, and names no one', async () => {
    const buyer = await newBuyer();
    const order = await buy(buyer.cookie, [{ product: 'indicator' }]);
    const key: string = order.delivery.licenseKeys[0].key;
    const valid = await verify(key);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true, product: order.lines[0].title });
    expect(valid.body).not.toContain(buyer.email);
    expect(valid.body).not.toContain(buyer.name);
    expect((await verify(`  ${key.toLowerCase()} `)).json().valid).toBe(true);
    expect((await verify('BBT-AAAAA-AAAAA-AAAAA-AAAAA')).json()).toEqual({
      valid: false,
      product: null,
    });
    for (const payload of [{}, { key: '' }, { key: 'x'.repeat(65) }, { key: 1 }]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/licenses/verify',
        payload,
        remoteAddress: freshIp(),
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('revokes the keys and downloads of a refunded order', async () => {
    const buyer = await newBuyer();
    const order = await buy(buyer.cookie, [{ product: 'indicator' }]);
    const key: string = order.delivery.licenseKeys[0].key;
    const link: string = order.delivery.downloads[0].url;
    const refunded = await refundPaidOrder(
      t.db,
      createPaymentProvider(t.config),
      createMailOutbox(t.config),
      { orderId: order.id, reason: 'Refunded by the founder.' },
    );
    expect(refunded?.status).toBe('refunded');
    expect((await verify(key)).json()).toEqual({ valid: false, product: null });
    const [listed] = await ordersOf(buyer.cookie);
    expect(listed.delivery.licenseKeys[0].revoked).toBe(true);
    expect(listed.delivery.downloads).toEqual([]);
    const download = await inject('GET', link, buyer.cookie);
    expect(download.statusCode).toBe(403);
    expect(download.json().error.code).toBe('not_owned');
  });

  it('is rate limited per address, with the error shape', async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LICENSE_CHECKS_PER_MINUTE; i++)
      statuses.push((await verify('BBT-NONE', address)).statusCode);
    expect(statuses.slice(0, LICENSE_CHECKS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const limited = await verify('BBT-NONE', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Another address is not held back by it.
    expect((await verify('BBT-NONE')).statusCode).toBe(200);
  });
});

describe('the TradingView hand step', () => {
  it('queues the order for the console; only founder and admin mark it done, and the buyer is mailed', async () => {
    const buyer = await newBuyer();
    const order = await buy(buyer.cookie, [{ product: 'indicator' }], 'queued_trader');
    const queue = await inject('GET', '/api/admin/fulfilments', admin);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().pending).toContainEqual({
      orderId: order.id,
      paidAt: expect.any(String),
      tradingViewUsername: 'queued_trader',
      buyer: { name: buyer.name, email: buyer.email },
    });

    const done = `/api/admin/fulfilments/${order.id}/done`;
    expect((await inject('POST', done)).statusCode).toBe(401);
    for (const persona of DEV_PERSONAS.filter((p) => p !== 'admin' && p !== 'founder')) {
      const response = await inject('POST', done, await signInAs(t.app, persona));
      expect(response.statusCode, persona).toBe(403);
    }
    expect((await inject('POST', done, buyer.cookie)).statusCode).toBe(403);
    expect(await mailsTo(buyer.email, 'tradingview_invite')).toEqual([]);

    expect((await inject('POST', done, admin)).statusCode).toBe(204);
    const [mail] = await mailsTo(buyer.email, 'tradingview_invite');
    expect(mail?.text).toContain('queued_trader');
    expect(mail?.text).toContain('/orders');
    const again = await inject('POST', done, await signInAs(t.app, 'founder'));
    expect(again.statusCode).toBe(409);
    expect(await mailsTo(buyer.email, 'tradingview_invite')).toHaveLength(1);

    const after = (await inject('GET', '/api/admin/fulfilments', admin)).json().pending;
    expect(after.map((p: { orderId: string }) => p.orderId)).not.toContain(order.id);
    const [listed] = await ordersOf(buyer.cookie);
    expect(listed.delivery.tradingView.invitedAt).toEqual(expect.any(String));
  });
});

describe('what a tier includes is not sold again', () => {
  it('refuses the indicator to a badge holder in the cart and at checkout, with readable text', async () => {
    const buyer = await newBuyer();
    expect(
      (await inject('PUT', '/api/cart', buyer.cookie, { items: [{ product: 'indicator' }] }))
        .statusCode,
    ).toBe(200);
    // The badge arrives while the indicator waits in the cart.
    await updateMemberRow(t, buyer.id, { blueBadgeTrader: true, badgeTier: 1 });
    const title = (await inject('GET', '/api/cart', buyer.cookie)).json().cart.items[0].title;
    const checkout = await inject('POST', '/api/checkout/orders', buyer.cookie, {
      tradingViewUsername: 'jo_trader',
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().error).toEqual({
      code: 'already_owned',
      message: COPY.server.checkout.removeFromCart(COPY.products.includedInTier(title, 1)),
    });
    const again = await inject('PUT', '/api/cart', buyer.cookie, {
      items: [{ product: 'indicator' }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COPY.products.includedInTier(title, 1));
    expect(await ordersOf(buyer.cookie)).toEqual([]);
  });
});

describe("the console's product files", () => {
  it('replaces a file with an upload of the right type, served from then on', async () => {
    const manual = Buffer.from(
      DEMO_PRODUCT_FILES['trading-manual']().toString('latin1').replace('(demo)', '(v2!)'),
      'latin1',
    );
    const put = (bytes: Buffer) => {
      const { payload, headers } = multipartFile(bytes, 'manual.pdf', 'application/pdf');
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/product-files/trading-manual',
        headers: { ...headers, cookie: admin },
        payload,
      });
    };
    const replaced = await put(manual);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().file).toMatchObject({ file: 'trading-manual', bytes: manual.length });

    const holder = await newBuyer(['free_member', 'blue_badge_trader']);
    const url = downloadLink(t.config.sessionSecret, holder.id, 'trading-manual', new Date()).url;
    const served = await inject('GET', url, holder.cookie);
    expect(served.rawPayload.equals(manual)).toBe(true);

    const png = await put(await pngImage());
    expect(png.statusCode).toBe(415);
    expect(png.json().error.message).toMatch(/must be a PDF/);
    const zipAsManual = await put(DEMO_PRODUCT_FILES['indicator-package']());
    expect(zipAsManual.statusCode).toBe(415);
    const listed = (await inject('GET', '/api/admin/product-files', admin)).json().files;
    expect(listed.find((f: { file: string }) => f.file === 'trading-manual').bytes).toBe(
      manual.length,
    );
  });
});
