import { expect, it, describe } from 'vitest';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';

// Decision 0063: a membership that renews itself, on the demo provider without keys.
describe('a signals membership on the demo provider', () => {
  // Its own server: the founder's plan and the member's subscription change shared state.
  const journey = useJourney({ ownServer: true });

  it('subscribes, renews now, fails a payment into the grace, cancels keeping access, and resumes', async () => {
    const { page } = journey;
    const signInAs = async (as: string) =>
      expect((await page.request.post('/api/dev/sign-in', { data: { as } })).status()).toBe(200);
    await signInAs('founder');
    // Decision 0069: the founder sets the plan in the console; saving makes the provider's plan.
    await page.goto('/admin/subscriptions');
    const planForm = page.getByRole('form', { name: 'Signals membership plan' });
    await expectVisible(planForm, 'the plan form');
    await planForm.getByLabel('Renews').selectOption('week');
    await planForm.getByLabel('Price (USD)').fill('9.99');
    await planForm.getByRole('button', { name: 'Save plan' }).click();
    await expectVisible(page.getByText('Plan saved'), 'the plan saved');

    await signInAs('free');
    await page.goto('/account/billing');
    await (
      await expectVisible(page.getByRole('button', { name: 'Subscribe weekly' }), 'Subscribe')
    ).click();
    const card = page.getByTestId('subscription');
    await expectVisible(card.getByText('Active', { exact: true }), 'the active membership');
    await expectVisible(card.getByText(/\$9\.99 every week/), 'its price and period');
    const accessUntil = card.getByTestId('access-until');
    const firstEnd = await accessUntil.innerText();

    await card.getByRole('button', { name: 'Renew now (demo)' }).click();
    await expect.poll(() => accessUntil.innerText()).not.toBe(firstEnd);
    await expect.poll(() => card.getByRole('row').count()).toBe(3);
    const paidEnd = await accessUntil.innerText();

    await card.getByRole('button', { name: 'Fail next payment (demo)' }).click();
    await expectVisible(card.getByRole('alert'), 'the grace notice');
    await expectVisible(card.getByText('Payment failed'), 'the failed status');
    await card.getByRole('button', { name: 'Renew now (demo)' }).click();
    await expectVisible(card.getByText('Active', { exact: true }), 'active again');
    const renewedEnd = await accessUntil.innerText();
    expect(renewedEnd).not.toBe(paidEnd);

    await card.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(/Nothing more will be charged/), 'the confirmation');
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await expectVisible(card.getByText(/Cancelled: ends at the period end/), 'cancelled');
    expect(await accessUntil.innerText()).toBe(renewedEnd);
    // Decision 0071: no second Subscribe beside a cancelled membership still in its period.
    expect(await page.getByRole('button', { name: 'Subscribe weekly' }).count()).toBe(0);

    // Decision 0069: taken back while the period lasts, it renews again; then cancelled again.
    await card.getByRole('button', { name: 'Resume membership' }).click();
    await expectVisible(card.getByText('Active', { exact: true }), 'resumed');
    await expectVisible(card.getByText('Next renewal'), 'renewing again');
    await card.getByRole('button', { name: 'Cancel membership' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel membership' }).click();
    await expectVisible(card.getByText(/Cancelled: ends at the period end/), 'cancelled again');
    expect(await accessUntil.innerText()).toBe(renewedEnd);

    // The mail asking to fix the payment method was written to the outbox.
    await signInAs('founder');
    const mails = await (await page.request.get('/api/admin/mail')).json();
    const subjects = (mails.mails as Array<{ subject: string }>).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Action needed: the payment'))).toBe(true);
    expect(subjects.some((s) => s.includes('membership is cancelled'))).toBe(true);

    // The console lists it with its PayPal (here demo) history; cancelled, it bills nothing.
    await page.goto('/admin/subscriptions');
    await expectVisible(page.getByRole('heading', { name: 'Memberships' }), 'the console page');
    const row = page.getByRole('row', { name: /cancelling/ });
    await expectVisible(row, 'the cancelled membership');
    await expectVisible(page.getByText('$0.00'), 'no MRR once cancelled');

    // Decision 0069: the founder refunds the renewal taken by "renew now"; access is taken back.
    await row.getByRole('button', { name: 'Events' }).click();
    const payments = page.getByRole('list', { name: 'Payments' });
    await (
      await expectVisible(payments.getByRole('button', { name: 'Refund' }).first(), 'Refund')
    ).click();
    const refund = page.getByRole('dialog');
    await refund.getByLabel('Reason').fill('Charged by mistake');
    await refund.getByRole('button', { name: 'Refund payment' }).click();
    await expectVisible(payments.getByText(/refunded/).first(), 'the payment given back');
  });
});

// Decision 0071: the founder sells badge tiers as memberships; a member subscribes and upgrades.
describe('a badge tier membership on the demo provider', () => {
  const journey = useJourney({ ownServer: true });

  it('is set as a subscription by the founder, subscribed to by a member, and upgraded', async () => {
    const { page } = journey;
    const signInAs = async (as: string) =>
      expect((await page.request.post('/api/dev/sign-in', { data: { as } })).status()).toBe(200);
    await signInAs('founder');
    await page.goto('/admin/products');
    await (
      await expectVisible(page.getByRole('button', { name: /Edit Blue Badge Trader/ }), 'Edit')
    ).click();
    const sell = async (tier: number, price: string, oneTime: boolean) => {
      const form = page.getByRole('form', { name: `How Tier ${tier} is sold` });
      await expectVisible(form, `how tier ${tier} is sold`);
      await form.getByLabel('One-time purchase').setChecked(oneTime);
      await form.getByLabel('Membership that renews').setChecked(true);
      await form.getByLabel('Renews', { exact: true }).selectOption('month');
      await form.getByLabel('Price (USD)').fill(price);
      await form.getByRole('button', { name: 'Save how it is sold' }).click();
      await expectVisible(
        form.getByText(`Membership on sale: $${price} every month.`),
        `tier ${tier} on sale`,
      );
    };
    // Tier 2 only as a membership; tier 3 both ways.
    await sell(2, '19.00', false);
    await sell(3, '39.00', true);

    await signInAs('free');
    // The storefront offers tier 2 only as a membership.
    await page.goto('/products/badge');
    await page.getByRole('radio', { name: /Tier 2/ }).check();
    await expectVisible(
      page.getByRole('link', { name: 'Subscribe: $19.00 every month' }),
      'the membership offer',
    );
    expect(await page.getByRole('button', { name: /Add to cart|Buy/ }).count()).toBe(0);

    await page.goto('/account/billing');
    // The plan's card: its heading's parent.
    const offer = page.getByRole('heading', { name: 'Blue Badge Trader — Tier 2' }).locator('..');
    await (
      await expectVisible(
        offer.getByRole('button', { name: 'Subscribe monthly' }),
        'Subscribe to tier 2',
      )
    ).click();
    const card = page.getByTestId('subscription');
    await expectVisible(card.getByRole('heading', { name: /Tier 2/ }), 'the tier 2 membership');
    await expectVisible(card.getByText('Active', { exact: true }), 'active');
    // No second subscribe beside the running membership.
    expect(await page.getByRole('heading', { name: 'Blue Badge Trader — Tier 3' }).count()).toBe(0);

    await card.getByRole('button', { name: /Upgrade to Tier 3/ }).click();
    await expectVisible(card.getByRole('heading', { name: /Tier 3/ }), 'upgraded to tier 3');
    await expectVisible(card.getByText(/\$39\.00 every month/), 'the new price');
    // Its tier comes with the first payment at that price (decision 0078).
    const fromNextPayment = card.getByTestId('upgrade-from-next-payment');
    await expectVisible(
      fromNextPayment.getByText(/^Tier 3 from your next payment on .+; until then you hold Tier 2/),
      'tier 3 from the next payment',
    );
    await card.getByRole('button', { name: 'Renew now (demo)' }).click();
    await fromNextPayment.waitFor({ state: 'detached' });
  });
});
