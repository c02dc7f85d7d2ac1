import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../apps/server/src/modules/mail/test-smtp-server';
import { useJourney } from './support/browser';
import { expectHidden, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

/** A 1x1 PNG: the console uploads it, the server re-encodes it as WebP. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('admin console', () => {
  // Own server: the journeys approve a review and put the badge on sale for good; its mail
  // goes to a catcher, where the buyer's refund mail is read.
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>> | undefined;
  const journey = useJourney({
    serverEnv: async () => {
      smtp = await startTestSmtpServer();
      return { SMTP_URL: smtp.url };
    },
  });
  afterAll(() => smtp?.stop());
  const personas = usePersonas(journey);

  it('approves a pending testimonial, which then shows on the landing page', async () => {
    const founder = await personas.open('founder');
    const member = await personas.open('free');
    const text = `Clear calls and a patient community ${Date.now().toString(36)}`;
    const review = await member.context.request.post('/api/testimonials', {
      data: { rating: 4.5, description: text },
    });
    expect(review.status(), await review.text()).toBe(201);

    // The member sees it under "Your reviews", awaiting approval; the public carousel doesn't.
    const carousel = member.page.getByRole('group', { name: 'Testimonials' });
    await member.page.goto('/');
    await expectVisible(
      member.page.getByText('Awaiting approval'),
      'the review, awaiting approval',
    );
    await expectVisible(carousel, 'the testimonials carousel');
    await expectHidden(carousel.getByText(text), 'the review in the carousel before approval');

    await founder.page.goto('/admin/testimonials');
    const card = founder.page.getByRole('article').filter({ hasText: text });
    await (
      await expectVisible(card.getByRole('button', { name: /Approve/ }), 'Approve on the review')
    ).click();
    await expectVisible(
      founder.page.getByText(/approved: it shows on the landing page/),
      'the toast',
    );

    await member.page.goto('/');
    await expectVisible(carousel.getByText(text), 'the approved review in the carousel');
  });

  it('puts the badge on sale, and the products page strikes the old price through', async () => {
    const founder = await personas.open('founder');
    const { page } = founder;
    await page.goto('/admin/products');
    const badge = page.getByRole('article').filter({ hasText: 'Blue Badge Trader' });
    await (
      await expectVisible(badge.getByRole('button', { name: 'Edit' }), 'Edit on the badge')
    ).click();
    const editor = page.getByRole('form', { name: /Edit Blue Badge Trader/ });
    await (
      await expectVisible(editor.getByLabel('Sale price'), 'the sale price field')
    ).fill('5.99');
    await editor.getByRole('button', { name: 'Save product' }).click();
    await expectVisible(page.getByText('Product saved'), 'the saved toast');

    await page.goto('/products');
    const card = page.getByRole('article').filter({ hasText: 'Blue Badge Trader' });
    const struck = card.locator('s');
    await expectVisible(struck, 'the struck-through original price');
    expect(await struck.innerText()).toContain('$7.99');
    await expectVisible(card.getByText('$5.99'), 'the sale price');

    // The cart charges the sale too, on every tier.
    const cart = await founder.context.request.put('/api/cart', {
      data: { items: [{ product: 'badge', tier: 1 }] },
    });
    expect((await cart.json()).cart.items[0].unitPrice).toBe(5.99);
  });

  it('adds a product from the console, then archives it: the storefront follows (decision 0059)', async () => {
    const { page } = await personas.open('founder');
    await page.goto('/admin/products');
    const form = page.getByRole('form', { name: 'New product' });
    await (
      await expectVisible(form.getByLabel('Title'), 'the new product form')
    ).fill('Options Basics Course');
    expect(await form.getByLabel('Key').inputValue()).toBe('options-basics-course');
    await form.getByLabel('Description').fill('Six recorded lessons on options.');
    await form.getByLabel('Upload a new image').setInputFiles({
      name: 'course.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await expectVisible(
      form.getByRole('img', { name: /New image for Options Basics Course$/ }),
      'the uploaded picture',
    );
    await form.getByLabel('Price (USD)').fill('49');
    await form.getByLabel('Grants the role').selectOption('premium_trader');
    await form.getByRole('button', { name: 'Add product' }).click();
    await expectVisible(
      page.getByText(/is on the storefront at \/products\/options-basics-course/),
      'the added toast',
    );
    await page.screenshot({ path: '/tmp/admin-product-added.png', fullPage: true });

    const onShop = () =>
      page.getByRole('article').filter({ hasText: 'Options Basics Course' }).count();
    await page.goto('/products');
    await expectVisible(
      page.getByRole('article').filter({ hasText: 'Options Basics Course' }),
      'the new product on the storefront',
    );

    await page.goto('/admin/products');
    const card = page.getByRole('article').filter({ hasText: 'Options Basics Course' });
    await card.getByRole('button', { name: 'Archive Options Basics Course' }).click();
    await page
      .getByRole('dialog', { name: 'Archive Options Basics Course?' })
      .getByRole('button', { name: 'Archive', exact: true })
      .click();
    await expectVisible(card.getByText(/^Archived/), 'the archived mark');
    await page.goto('/products');
    await expectVisible(
      page.getByRole('article').filter({ hasText: 'Blue Badge Trader' }),
      'the storefront',
    );
    expect(await onShop()).toBe(0);
    expect((await page.request.get('/api/products/options-basics-course')).status()).toBe(404);
  });

  it('gives a member credits and bans them for a day, each with a reason kept in their history', async () => {
    const { page } = await personas.open('founder');
    await page.goto('/admin/members/demo-marketing');
    await (
      await expectVisible(page.getByRole('button', { name: 'Adjust credits…' }), 'Adjust credits')
    ).click();
    const credits = page.getByRole('dialog', { name: /Adjust .* credits/ });
    await credits.getByLabel('Credits to add').fill('2.5');
    await credits.getByLabel('Reason').fill('Goodwill after the outage');
    await page.screenshot({ path: '/tmp/admin-adjust-credits.png' });
    await credits.getByRole('button', { name: 'Save the change' }).click();
    await expectVisible(page.getByText(/now has/), 'the credits toast');
    await expectVisible(page.getByText('Goodwill after the outage'), 'the reason in the history');

    await page.getByRole('button', { name: 'Ban…' }).click();
    const ban = page.getByRole('dialog', { name: /^Ban / });
    await ban.getByLabel('Reason').fill('Spam links in #general');
    await ban.getByRole('button', { name: 'Ban', exact: true }).click();
    await expectVisible(page.getByText(/is banned/), 'the ban toast');
    await expectVisible(page.getByText(/^Banned until/), 'the ban in effect');
    await expectVisible(page.getByText('Spam links in #general'), 'the ban reason in the history');
    await page.screenshot({ path: '/tmp/admin-banned.png', fullPage: true });
  });

  it('refunds part of an order, then the rest: the detail lists each refund', async () => {
    // The analyst buys the indicator with the demo provider (no money moves, same rules).
    const buyer = await personas.open('analyst');
    const cart = await buyer.context.request.put('/api/cart', {
      data: { items: [{ product: 'indicator' }] },
    });
    expect(cart.status()).toBe(200);
    const created = await buyer.context.request.post('/api/checkout/orders', {
      data: { tradingViewUsername: 'analyst_trader' },
    });
    const { orderId } = await created.json();
    const captured = await buyer.context.request.post(`/api/checkout/orders/${orderId}/capture`);
    expect(captured.status()).toBe(200);
    const paid = (await captured.json()).order;

    const { page } = await personas.open('founder');
    await page.goto(`/admin/orders?q=${paid.id}`);
    await (
      await expectVisible(
        page.getByRole('button', { name: /open the order of/ }).first(),
        "the buyer's order",
      )
    ).click();
    const detail = page.getByRole('dialog', { name: 'Order details' });
    await detail.getByRole('button', { name: 'Refund…' }).click();
    const refund = page.getByRole('dialog', { name: /^Refund / });
    await refund.getByLabel('Amount').fill('10');
    await refund.getByLabel('Reason').fill('The invite came a week late');
    await expectVisible(refund.getByText(/keeps what this order gave them/), 'a partial refund');
    await page.screenshot({ path: '/tmp/admin-refund-part.png' });
    await refund.getByRole('button', { name: 'Refund $10.00' }).click();
    await expectVisible(page.getByText(/^Refunded \$10\.00 to/), 'the refund toast');
    await expectVisible(detail.getByText('Paid, partly refunded'), 'the partly refunded order');
    await expectVisible(
      detail.getByRole('list', { name: 'Refunds of this order' }).getByText(/week late/),
      'the refund in the detail',
    );
    await page.screenshot({ path: '/tmp/admin-refund-detail.png' });

    // The rest: the amount offered is what remains, and the order ends refunded.
    await detail.getByRole('button', { name: 'Refund…' }).click();
    expect(await refund.getByLabel('Amount').inputValue()).toBe('24.99');
    await refund.getByLabel('Reason').fill('Cancelled after all');
    await refund.getByRole('button', { name: 'Refund $24.99' }).click();
    await expectVisible(page.getByText(/^Refunded \$24\.99 to/), 'the second refund toast');
    await expectVisible(detail.getByText('Refund reason').first(), 'the refunded order');
    await expectHidden(
      detail.getByRole('button', { name: 'Refund…' }),
      'Refund on a refunded order',
    );
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: '/tmp/admin-refund-done.png' });
  });

  it('refunds a tier 3 order: the buyer loses the signals room and the key, and is mailed', async () => {
    // Support buys tier 3 with the demo provider (no money moves, the same rules).
    const buyer = await personas.open('support');
    const cart = await buyer.context.request.put('/api/cart', {
      data: { items: [{ product: 'badge', tier: 3 }] },
    });
    expect(cart.status(), await cart.text()).toBe(200);
    const created = await buyer.context.request.post('/api/checkout/orders', {
      data: { tradingViewUsername: 'support_trader' },
    });
    const { orderId } = await created.json();
    const captured = await buyer.context.request.post(`/api/checkout/orders/${orderId}/capture`);
    expect(captured.status(), await captured.text()).toBe(200);
    const paid = (await captured.json()).order;
    const [key] = paid.delivery.licenseKeys as Array<{ key: string }>;
    expect(key, 'a license key for the indicator tier 3 includes').toBeTruthy();

    const lockedRoom = buyer.page.getByRole('heading', {
      name: 'Active signals are for premium members',
    });
    await buyer.page.goto('/signals');
    await expectVisible(
      buyer.page.getByRole('heading', { name: /Active signals/ }).first(),
      'the signals room open to the buyer',
    );
    await expectHidden(lockedRoom, 'the locked signals room before the refund');

    const { page } = await personas.open('founder');
    await page.goto(`/admin/orders?q=${paid.id}`);
    await (
      await expectVisible(
        page.getByRole('button', { name: /open the order of/ }).first(),
        "the buyer's order",
      )
    ).click();
    const detail = page.getByRole('dialog', { name: 'Order details' });
    await detail.getByRole('button', { name: 'Refund…' }).click();
    const refund = page.getByRole('dialog', { name: /^Refund / });
    await refund.getByLabel('Reason').fill('Bought by mistake');
    await refund.getByRole('button', { name: `Refund $${paid.amount.toFixed(2)}` }).click();
    await expectVisible(page.getByText(/^Refunded \$/), 'the refund toast');

    // The buyer's side: the room is locked, the key no longer verifies, the mail arrived.
    await buyer.page.goto('/signals');
    await expectVisible(lockedRoom, 'the locked signals room after the refund');
    const verified = await buyer.context.request.post('/api/licenses/verify', {
      data: { key: key?.key },
    });
    expect((await verified.json()).valid).toBe(false);
    const { user } = await (await buyer.context.request.get('/api/me')).json();
    expect(user.badgeTier).toBeNull();
    // The outbox's sender hands it to the mail server within its interval (5 s).
    const refundMail = () =>
      smtp?.received.find(
        (mail) => mail.to === user.email && /order .* was refunded/.test(mail.subject),
      );
    await expect.poll(refundMail, { timeout: 20_000 }).toBeTruthy();
    expect(refundMail()?.text).toContain('The access this order gave has ended.');
    expect(refundMail()?.text).toContain('Bought by mistake');
  });

  it('tells a member who is not staff that the console is not for them', async () => {
    const member = await personas.open('premium');
    await member.page.goto('/admin/orders');
    await expectVisible(
      member.page.getByRole('heading', { name: "You don't have permission to access this page" }),
      'the refusal',
    );
    const api = await member.context.request.get('/api/admin/orders');
    expect(api.status()).toBe(403);
  });
});
