// The mail module's public face: other modules import it from here, never its files.
export type { MailOutbox } from './outbox';
export { findMail, listMails } from './repo';
export { renderMailingListWelcome } from './templates/mailing-list-welcome';
export { renderOrderReceipt } from './templates/order-receipt';
export { renderOrderRefund } from './templates/order-refund';
export { renderSignInLink } from './templates/sign-in-link';
export { renderTradingViewInvite } from './templates/tradingview-invite';
export { renderMissedDigest, type MissedItem } from './templates/missed-digest';
export { escapeHtml } from './templates/layout';
export {
  renderSubscriptionCancelled,
  renderSubscriptionEnded,
  renderSubscriptionPaymentFailed,
  renderSubscriptionReceipt,
  renderSubscriptionResumed,
  renderSubscriptionStarted,
} from './templates/subscription';
