import { formatPrice } from '@bbt/domain';
import { escapeHtml, htmlFrame, paragraph, type RenderedMail } from './layout';

/** What every subscription mail names: the membership, its price and period, and the billing page. */
export interface SubscriptionMailInput {
  title: string;
  price: number;
  period: 'week' | 'month';
  billingUrl: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const every = (input: SubscriptionMailInput) => `${formatPrice(input.price)} every ${input.period}`;

function mail(subject: string, lines: string[], input: SubscriptionMailInput): RenderedMail {
  const link = 'Your billing page:';
  const text = [...lines, '', link, input.billingUrl].join('\n');
  const html = htmlFrame(
    subject,
    [
      ...lines.map(paragraph),
      `<p>${escapeHtml(link)} <a href="${escapeHtml(input.billingUrl)}">billing</a></p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/** The membership is active: what it costs, and until when it is paid (decision 0063). */
export const renderSubscriptionStarted = (input: SubscriptionMailInput & { paidUntil: Date }) =>
  mail(
    `Your ${input.title} membership has started`,
    [
      `Thank you: your ${input.title} membership is active, ${every(input)}.`,
      `It is paid until ${day(input.paidUntil)} and renews itself; you can cancel it any time on your billing page.`,
    ],
    input,
  );

/** A renewal was paid: the receipt. */
export const renderSubscriptionReceipt = (
  input: SubscriptionMailInput & {
    paymentId: string;
    amount: number;
    paidAt: Date;
    paidUntil: Date;
  },
) =>
  mail(
    `Receipt: your ${input.title} membership was renewed`,
    [
      `We received ${formatPrice(input.amount)} on ${day(input.paidAt)} for your ${input.title} membership.`,
      `It is now paid until ${day(input.paidUntil)}.`,
      `Payment reference: ${input.paymentId}`,
    ],
    input,
  );

/** A payment failed: access is kept until the grace ends; fix the payment method at PayPal. */
export const renderSubscriptionPaymentFailed = (
  input: SubscriptionMailInput & { graceUntil: Date },
) =>
  mail(
    `Action needed: the payment for your ${input.title} membership failed`,
    [
      `PayPal could not take the payment for your ${input.title} membership (${every(input)}).`,
      `You keep access until ${day(input.graceUntil)}. Please update your payment method in your PayPal account before then; PayPal will try again.`,
    ],
    input,
  );

/** Access ended (the period ran out without a payment, or after a cancellation). */
export const renderSubscriptionEnded = (input: SubscriptionMailInput & { endedAt: Date }) =>
  mail(
    `Your ${input.title} membership has ended`,
    [
      `Your ${input.title} membership ended on ${day(input.endedAt)}, and with it the access it gave.`,
      'You can subscribe again at any time.',
    ],
    input,
  );

/** The member took their cancellation back: it renews again at the period's end (decision 0071). */
export const renderSubscriptionResumed = (
  input: SubscriptionMailInput & { renewsAt: Date | null },
) =>
  mail(
    `Your ${input.title} membership is renewing again`,
    [
      `As you asked, your ${input.title} membership is no longer cancelled: it renews itself, ${every(input)}.`,
      input.renewsAt
        ? `The next payment is taken on ${day(input.renewsAt)}, when the period you paid for ends.`
        : 'PayPal takes the next payment when the period you paid for ends.',
    ],
    input,
  );

/** The member cancelled: nothing more is charged, access runs to the end of the paid period. */
export const renderSubscriptionCancelled = (
  input: SubscriptionMailInput & { accessUntil: Date | null },
) =>
  mail(
    `Your ${input.title} membership is cancelled`,
    [
      `As you asked, your ${input.title} membership will not renew and nothing more will be charged.`,
      input.accessUntil
        ? `You keep access until ${day(input.accessUntil)}, the end of the period you paid for.`
        : 'No period was paid, so there is no access to keep.',
    ],
    input,
  );
