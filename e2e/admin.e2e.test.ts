import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectHidden, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

describe('admin console', () => {
  // Own server: the journeys approve a review and put the badge on sale for good.
  const journey = useJourney({ ownServer: true });
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
