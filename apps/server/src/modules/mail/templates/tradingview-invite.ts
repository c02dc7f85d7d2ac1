import { escapeHtml, htmlFrame, paragraph, type RenderedMail } from './layout';

/**
 * Tells the buyer of the indicator that its invite-only TradingView script was shared with the
 * username they gave at checkout (decision 0045), and where to find it.
 */
export function renderTradingViewInvite(input: {
  orderId: string;
  username: string;
  ordersUrl: string;
}): RenderedMail {
  const subject = 'Your Blue Badge indicator is on TradingView';
  const intro = `We shared the Blue Badge indicator with the TradingView account ${input.username}.`;
  const how =
    'On TradingView, open a chart, then Indicators › Invite-only scripts: the Blue Badge indicator is listed there.';
  const orders = 'Your license key and the indicator package are on your orders page:';
  const text = [intro, how, '', orders, input.ordersUrl, '', `Order: ${input.orderId}`].join('\n');
  const html = htmlFrame(
    subject,
    [
      paragraph(intro),
      paragraph(how),
      `<p>${escapeHtml(orders)} <a href="${escapeHtml(input.ordersUrl)}">your orders</a></p>`,
      `<p class="note">Order: ${escapeHtml(input.orderId)}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
