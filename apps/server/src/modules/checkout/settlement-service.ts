import {
  COPY,
  filesDeliveredBy,
  formatPrice,
  PRODUCT_FILE_INFO,
  purchaseOption,
  saleCommission,
  stillPurchasableAsPriced,
  toCents,
} from '@bbt/domain';
import type { Tx } from '../../db/client';
import type { CaptureOutcome } from '../../plugins/payments';
import { listProducts, type ProductWithTiers } from '../catalog';
import { detachCartCoupon } from '../coupons';
import {
  consumeDiscountCode,
  detachCartDiscount,
  findDiscountCode,
  removeCartProducts,
} from '../cart';
import { issueLicenseKeys, revokeLicenseKeys } from '../delivery';
import { type MailOutbox, renderOrderReceipt, renderOrderRefund } from '../mail';
import { grantProducts, holdingsOf, lockUser, revokeProducts, type UserRow } from '../users';
import {
  completeOrderOnce,
  creditInviter,
  findOrderById,
  listOrderLines,
  markPending,
  markRefunded,
  markRefundOwed,
  productsOfOtherPaidOrders,
  setOrderStatus,
  type OrderLineRow,
  type OrderRow,
} from './repo';

/** How long a capture held for review waits before it is asked about again: 1 min doubling to 6 h. */
const FIRST_PAYMENT_CHECK_MS = 60_000;
const LONGEST_PAYMENT_CHECK_MS = 6 * 60 * 60 * 1000;
export const paymentCheckDelayMs = (checks: number) =>
  Math.min(FIRST_PAYMENT_CHECK_MS * 2 ** Math.max(0, checks), LONGEST_PAYMENT_CHECK_MS);

/**
 * The first of an order's lines that the buyer's holdings no longer fit as priced (they own
 * it now, or upgraded from another tier meanwhile), if any: such an order takes no money.
 */
export function firstStaleLine(
  buyer: UserRow,
  lines: OrderLineRow[],
  catalogue: ProductWithTiers[],
  now: Date,
) {
  const holdings = holdingsOf(buyer);
  return lines.find((line) => {
    const product = catalogue.find((p) => p.id === line.productId);
    if (!product) return true;
    const option = purchaseOption(product, line.tier, holdings, now);
    return !stillPurchasableAsPriced({ kind: line.purchase, fromTier: line.fromTier }, option);
  });
}

/**
 * Gives the buyer what they paid for, empties those cart lines (and the used discount code),
 * pays the inviter on what was actually paid, and writes the receipt mail in the same
 * transaction: it exists exactly when the order is fulfilled, and no mail server is waited for.
 */
async function fulfil(
  tx: Tx,
  outbox: MailOutbox,
  order: OrderRow,
  lines: OrderLineRow[],
  catalogue: ProductWithTiers[],
  now: Date,
) {
  const roleOf = (productId: number) => catalogue.find((p) => p.id === productId)?.role ?? '';
  const buyer = await grantProducts(
    tx,
    order.userId,
    lines.map((line) => ({ role: roleOf(line.productId), tier: line.tier })),
    now,
  );
  const licenseKeys = await issueLicenseKeys(
    tx,
    order,
    lines.map((line) => ({ ...line, role: roleOf(line.productId) })),
  );
  await removeCartProducts(
    tx,
    order.userId,
    lines.map((l) => l.productId),
  );
  if (order.discountCode) await detachCartDiscount(tx, order.userId);
  if (order.couponCode) await detachCartCoupon(tx, order.userId);
  if (!buyer) return;
  if (buyer.inviterId) {
    await creditInviter(tx, {
      orderId: order.id,
      inviterId: buyer.inviterId,
      inviteeId: buyer.id,
      credits: saleCommission(order.amount),
    });
  }
  const code = order.discountCode ? await findDiscountCode(tx, order.discountCode) : undefined;
  const soldSignals = lines.some((line) => roleOf(line.productId) === 'premium_signals');
  const receipt = renderOrderReceipt({
    seller: outbox.seller,
    buyer: { name: buyer.name, email: buyer.email },
    signalsUntil: soldSignals ? buyer.signalsUntil : null,
    order: { ...order, completedAt: now },
    lines,
    discountPercent: code?.percent ?? 0,
    delivery: {
      licenseKeys: licenseKeys.map(({ key, productKey }) => ({
        key,
        product: lines.find((line) => line.productKey === productKey)?.title ?? productKey,
      })),
      downloads: [
        ...new Set(lines.flatMap((line) => filesDeliveredBy(roleOf(line.productId)))),
      ].map((file) => PRODUCT_FILE_INFO[file].title),
      tradingViewUsername: order.tradingViewUsername,
    },
  });
  await outbox.write(tx, {
    kind: 'order_receipt',
    dedupeKey: `order_receipt:${order.id}`,
    to: buyer.email,
    ...receipt,
  });
}

/** What became of a capture's outcome, once recorded on its order. */
export type Settlement =
  | { kind: 'fulfilled' }
  | { kind: 'already_completed' }
  | { kind: 'pending'; reason: string }
  | { kind: 'declined'; reason: string }
  /** The money was taken but must go back (the order's refund is owed). */
  | { kind: 'refund_owed'; reason: string; code: 'amount_mismatch' | 'payment_refunded' };

/**
 * Records what the provider says of an order's capture, in the caller's transaction, and
 * grants exactly once: the capture request, the re-check of a held capture and PayPal's
 * notifications all settle through here. Declined: the order failed, nothing granted. Pending:
 * the capture id is kept and a re-check is scheduled. Completed for another amount: the
 * refund is owed. Completed: one buyer's settlements run one at a time (a lock on the buyer),
 * the order completes by one conditional update, and only the call that flips it fulfils;
 * a capture for what the buyer got meanwhile, or with a code another order used, is owed back.
 */
export async function settleCapture(
  tx: Tx,
  outbox: MailOutbox,
  order: OrderRow,
  outcome: CaptureOutcome,
  now: Date,
): Promise<Settlement> {
  if (outcome.status === 'declined') {
    await setOrderStatus(tx, order.id, 'failed', outcome.reason);
    return { kind: 'declined', reason: outcome.reason };
  }
  if (outcome.status === 'pending') {
    await markPending(tx, order.id, {
      captureId: outcome.captureId,
      reason: outcome.reason,
      nextCheckAt: new Date(now.getTime() + paymentCheckDelayMs(order.paymentChecks)),
    });
    return { kind: 'pending', reason: outcome.reason };
  }
  const { captured, captureId } = outcome;
  if (toCents(captured.amount) !== toCents(order.amount) || captured.currency !== order.currency) {
    const reason = COPY.server.checkout.amountMismatch(
      `${formatPrice(captured.amount)} ${captured.currency}`,
      `${formatPrice(order.amount)} ${order.currency}`,
    );
    await markRefundOwed(tx, order.id, { captureId, reason, captured });
    return { kind: 'refund_owed', reason, code: 'amount_mismatch' };
  }
  const buyer = await lockUser(tx, order.userId);
  const current = await findOrderById(tx, order.id);
  if (!buyer || !current) return { kind: 'declined', reason: COPY.server.checkout.noSuchOrder };
  if (current.status === 'completed') return { kind: 'already_completed' };
  const lines = await listOrderLines(tx, order.id);
  const catalogue = await listProducts(tx);
  const owned = firstStaleLine(buyer, lines, catalogue, now);
  if (owned) {
    const reason = COPY.server.checkout.ownedAfterCapture(owned.title);
    await markRefundOwed(tx, order.id, { captureId, reason, captured });
    return { kind: 'refund_owed', reason, code: 'payment_refunded' };
  }
  // Of two orders that got past the checks with one code, the first to settle uses it.
  if (order.discountCode && !(await consumeDiscountCode(tx, order.discountCode, order.id))) {
    await markRefundOwed(tx, order.id, {
      captureId,
      reason: COPY.server.checkout.codeUsedAfterCapture,
      captured,
    });
    return {
      kind: 'refund_owed',
      reason: COPY.server.checkout.codeUsedAfterCapture,
      code: 'payment_refunded',
    };
  }
  if (!(await completeOrderOnce(tx, order.id, captureId))) return { kind: 'already_completed' };
  await fulfil(tx, outbox, { ...order, captureId }, lines, catalogue, now);
  return { kind: 'fulfilled' };
}

/**
 * Records that the provider gave an order's money back, once: status refunded with the refund
 * id and date, and a mail to the buyer through the outbox saying how much this refund gave
 * (`refunded`; the whole order unless said). Whether access was removed is whether the order
 * had been fulfilled (the caller revoked it in the same transaction).
 */
export async function recordRefund(
  tx: Tx,
  outbox: MailOutbox,
  input: {
    orderId: string;
    refundId: string | null;
    accessRemoved: boolean;
    buyerEmail: string;
    refunded?: number;
  },
) {
  const order = await markRefunded(tx, input.orderId, input.refundId);
  if (!order) return;
  await mailRefund(tx, outbox, {
    order,
    to: input.buyerEmail,
    dedupeKey: `order_refund:${order.id}`,
    refunded: input.refunded ?? order.amount,
    reason: order.failureReason ?? COPY.server.checkout.paymentRefunded,
    access: input.accessRemoved ? 'ended' : 'never_granted',
  });
}

/** Writes a refund's mail to the buyer in the caller's transaction, once per `dedupeKey`. */
export async function mailRefund(
  tx: Tx,
  outbox: MailOutbox,
  input: Omit<Parameters<typeof renderOrderRefund>[0], 'titles'> & {
    to: string;
    dedupeKey: string;
  },
) {
  const { to, dedupeKey, ...refund } = input;
  const lines = await listOrderLines(tx, refund.order.id);
  const mail = renderOrderRefund({
    ...refund,
    titles: lines.map((line) =>
      line.tier === null ? line.title : `${line.title} (tier ${line.tier})`,
    ),
  });
  await outbox.write(tx, { kind: 'order_refund', dedupeKey, to, ...mail });
}

/**
 * Takes back what a fulfilled order granted (decision 0039), in the caller's transaction:
 * roles another paid order of the buyer also sells stay; the order's license keys stop working
 * (decision 0045).
 */
export async function revokeOrder(tx: Tx, order: OrderRow, now: Date) {
  const lines = await listOrderLines(tx, order.id);
  const catalogue = await listProducts(tx);
  const roleOf = (productId: number) => catalogue.find((p) => p.id === productId)?.role ?? '';
  const others = await productsOfOtherPaidOrders(tx, order.userId, order.id);
  await revokeLicenseKeys(tx, order.id, now);
  return revokeProducts(
    tx,
    order.userId,
    lines.map((line) => ({ ...line, role: roleOf(line.productId) })),
    new Set(others.map(roleOf)),
    now,
  );
}
