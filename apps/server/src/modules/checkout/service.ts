import { randomUUID } from 'node:crypto';
import {
  canCancelOrder,
  canCaptureOrder,
  COPY,
  CURRENCY,
  isOrderExpired,
  purchaseOption,
  saleCommission,
  stillPurchasableAsPriced,
  toCents,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { PaymentProviderUnavailable, type PaymentProvider } from '../../plugins/payments';
import { listProducts, type ProductWithTiers } from '../catalog';
import {
  consumeDiscountCode,
  detachCartDiscount,
  discountCodeError,
  findDiscountCode,
  getCart,
  type PricedCart,
  problemReservingCode,
  removeCartProducts,
  reserveDiscountCode,
} from '../cart';
import { type MailOutbox, renderOrderReceipt } from '../mail';
import { grantProducts, holdingsOf, loadCurrentUser, lockUser, type UserRow } from '../users';
import {
  cancelOpenOrder,
  completeOrderOnce,
  creditInviter,
  expireUnpaidOrders,
  findOrderById,
  findOrderByProviderId,
  insertOrder,
  listOpenOrders,
  listOrderLines,
  listRefundsOwed,
  markRefunded,
  markRefundOwed,
  setOrderStatus,
  type OrderLineRow,
  type OrderRow,
} from './repo';

const paymentUnavailable = (error: PaymentProviderUnavailable) =>
  new AppError(503, 'payment_unavailable', `${error.message}. Please try again in a moment.`);

async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) throw paymentUnavailable(error);
    throw error;
  }
}

/**
 * The first of an order's lines that the buyer's holdings no longer fit as priced (they own
 * it now, or upgraded from another tier meanwhile), if any: such an order takes no money.
 */
function firstStaleLine(
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

/** Same products, tiers, prices and kinds: a second checkout of this cart pays the open order. */
function sameCart(cart: PricedCart, order: OrderRow & { lines: OrderLineRow[] }): boolean {
  const key = (productId: number, tier: number | null, price: number, kind: string) =>
    `${productId}:${tier ?? ''}:${toCents(price)}:${kind}`;
  const wanted = cart.lines
    .map((l) => key(l.product.id, l.tier, l.unitPrice, l.option.kind))
    .sort();
  const held = order.lines.map((l) => key(l.productId, l.tier, l.unitPrice, l.purchase)).sort();
  return (
    toCents(order.amount) === toCents(cart.total) &&
    order.discountCode === (cart.discountCode?.code ?? null) &&
    wanted.length === held.length &&
    wanted.every((line, i) => line === held[i])
  );
}

/**
 * Creates a provider order for the member's cart at the server's prices (ruling 12), or hands
 * back the order already awaiting payment for exactly this cart (a second tab, a retry), so
 * abandoned attempts don't pile up.
 */
export async function createCheckoutOrder(db: Database, provider: PaymentProvider, userId: string) {
  const cart = await getCart(db, userId);
  if (cart.lines.length === 0) throw badRequest(COPY.cart.empty, 'cart_empty');
  if (cart.discountCode?.problem) throw discountCodeError(cart.discountCode.problem);
  const owned = cart.lines.find((line) => line.option.kind === 'owned');
  if (owned)
    throw conflict(
      `You already own ${owned.product.title}: remove it from your cart`,
      'already_owned',
    );

  const open = (await listOpenOrders(db, userId, new Date())).find(
    (order) => order.provider === provider.name && sameCart(cart, order),
  );
  if (open) return { orderId: open.providerOrderId, amount: open.amount, currency: open.currency };

  const id = randomUUID();
  const amount = { amount: cart.total, currency: CURRENCY };
  const code = cart.discountCode?.code ?? null;
  const buyerEmail = code ? (await loadCurrentUser(db, userId)).email : '';
  const { providerOrderId } = await withProvider(() =>
    provider.createOrder({ amount, reference: id }),
  );
  await db.transaction(async (tx) => {
    await insertOrder(
      tx,
      {
        id,
        userId,
        provider: provider.name,
        providerOrderId,
        amount: cart.total,
        currency: CURRENCY,
        discountCode: code,
        discountAmount: cart.discount,
      },
      cart.lines.map(({ product, tier, unitPrice, option }) => ({
        productId: product.id,
        productKey: product.key,
        title: product.title,
        tier,
        unitPrice,
        purchase: option.kind === 'owned' ? 'buy' : option.kind,
        fromTier: option.kind === 'upgrade' ? option.fromTier : null,
      })),
    );
    // The order holds the code while it can be paid: no second order is priced with it.
    if (code) {
      const problem = await problemReservingCode(tx, code, buyerEmail, new Date());
      if (problem) throw discountCodeError(problem);
      await reserveDiscountCode(tx, code, id);
    }
  });
  return { orderId: providerOrderId, amount: cart.total, currency: CURRENCY };
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
  await removeCartProducts(
    tx,
    order.userId,
    lines.map((l) => l.productId),
  );
  if (order.discountCode) await detachCartDiscount(tx, order.userId);
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
  const receipt = renderOrderReceipt({
    order: { ...order, completedAt: now },
    lines,
    discountPercent: code?.percent ?? 0,
  });
  await outbox.write(tx, {
    kind: 'order_receipt',
    dedupeKey: `order_receipt:${order.id}`,
    to: buyer.email,
    ...receipt,
  });
}

const alreadyOwnedBeforeCapture = (title: string) =>
  `You got ${title} through another order meanwhile, so this order was cancelled: nothing was charged.`;
const alreadyOwnedAfterCapture = (title: string) =>
  `You got ${title} through another order meanwhile: this payment was refunded to you.`;
const codeUsedBeforeCapture =
  'Your discount code was used by another order meanwhile, so this order was cancelled: nothing was charged.';
const codeUsedAfterCapture =
  'Your discount code was used by another order meanwhile: this payment was refunded to you.';

/**
 * Gives back the money of a capture that went through for what its buyer already had. The
 * order says `refund_pending` until the provider confirms, so a failed attempt is retried
 * (by the buyer asking again, or by the sweep) and never forgotten.
 */
async function refundOwed(db: Database, provider: PaymentProvider, order: OrderRow) {
  if (!order.captureId) return;
  try {
    await provider.refundCapture(order.captureId);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) return;
    throw error;
  }
  await markRefunded(db, order.id);
}

/** Answers a capture of an order that will take no money now, saying why. */
async function refuseCapture(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<never> {
  if (order.status === 'refund_pending') await refundOwed(db, provider, order);
  const reason = order.failureReason ?? undefined;
  if (order.status === 'refund_pending' || order.status === 'refunded')
    throw conflict(reason ?? 'This payment was refunded.', 'payment_refunded');
  if (order.status === 'cancelled')
    throw conflict(reason ?? 'This order was cancelled: nothing was charged.', 'order_cancelled');
  throw conflict(
    'This order expired before it was paid: nothing was charged. Please check out again.',
    'order_expired',
  );
}

/**
 * Captures an order and fulfils it exactly once, whatever the browser or network repeats:
 * the provider call is idempotent, and the completed status is claimed by one conditional
 * update inside the transaction that grants. Anything short of a completed capture of exactly
 * our amount grants nothing and keeps the cart.
 *
 * One buyer never pays twice for one product: an order for something the buyer already holds
 * (another tab's order was paid meanwhile) is cancelled before any money is asked for, and if
 * two captures race past that check, their settlements run one at a time under a lock on the
 * buyer, and the later one is refunded through the provider.
 */
export async function captureCheckoutOrder(
  db: Database,
  provider: PaymentProvider,
  outbox: MailOutbox,
  input: { userId: string; providerOrderId: string },
) {
  const order = await findOrderByProviderId(db, input.providerOrderId);
  // Someone else's order looks exactly like a missing one.
  if (!order || order.userId !== input.userId) throw notFound('No such order');
  if (order.status === 'completed') return { order, fulfilledNow: false };

  const now = new Date();
  if (isOrderExpired(order, now)) {
    await expireUnpaidOrders(db, now);
    return refuseCapture(db, provider, { ...order, status: 'expired' });
  }
  if (!canCaptureOrder(order, now)) return refuseCapture(db, provider, order);

  const lines = await listOrderLines(db, order.id);
  const catalogue = await listProducts(db);
  const ownedBefore = firstStaleLine(
    await loadCurrentUser(db, order.userId),
    lines,
    catalogue,
    now,
  );
  if (ownedBefore) {
    const reason = alreadyOwnedBeforeCapture(ownedBefore.title);
    // Never cancels a settled order: when a concurrent capture of this very order paid it,
    // that is what the buyer owns now, and this request answers as a repeat of it.
    await setOrderStatus(db, order.id, 'cancelled', reason);
    const latest = await findOrderById(db, order.id);
    if (latest?.status === 'completed') return { order: latest, fulfilledNow: false };
    throw conflict(reason, 'already_owned');
  }
  const code = order.discountCode ? await findDiscountCode(db, order.discountCode) : undefined;
  if (code?.usedOrderId && code.usedOrderId !== order.id) {
    await setOrderStatus(db, order.id, 'cancelled', codeUsedBeforeCapture);
    throw conflict(codeUsedBeforeCapture, 'discount_code_used');
  }

  const expected = { amount: order.amount, currency: order.currency };
  const outcome = await withProvider(() => provider.captureOrder(order.providerOrderId, expected));
  if (outcome.status === 'declined') {
    await setOrderStatus(db, order.id, 'failed', outcome.reason);
    throw new AppError(402, 'payment_declined', outcome.reason);
  }
  if (outcome.status === 'pending') {
    await setOrderStatus(db, order.id, 'pending', outcome.reason);
    throw new AppError(409, 'payment_pending', outcome.reason);
  }
  const { captured } = outcome;
  if (toCents(captured.amount) !== toCents(order.amount) || captured.currency !== order.currency) {
    const reason = `The captured amount (${captured.amount} ${captured.currency}) differs from the order (${order.amount} ${order.currency}); nothing was granted. Please contact support.`;
    await setOrderStatus(db, order.id, 'failed', reason);
    throw new AppError(422, 'amount_mismatch', reason);
  }

  const settlement = await db.transaction(async (tx) => {
    // One buyer's captures settle one at a time: the second sees what the first granted.
    const buyer = await lockUser(tx, order.userId);
    const current = await findOrderById(tx, order.id);
    if (!buyer || !current) throw notFound('No such order');
    if (current.status === 'completed') return 'already_completed' as const;
    const owned = firstStaleLine(buyer, lines, catalogue, new Date());
    if (owned) {
      await markRefundOwed(tx, order.id, outcome.captureId, alreadyOwnedAfterCapture(owned.title));
      return 'refund_owed' as const;
    }
    // Of two orders that got past the checks with one code, the first to settle uses it.
    if (order.discountCode && !(await consumeDiscountCode(tx, order.discountCode, order.id))) {
      await markRefundOwed(tx, order.id, outcome.captureId, codeUsedAfterCapture);
      return 'refund_owed' as const;
    }
    if (!(await completeOrderOnce(tx, order.id, outcome.captureId))) return 'already_completed';
    await fulfil(
      tx,
      outbox,
      { ...order, captureId: outcome.captureId },
      lines,
      catalogue,
      new Date(),
    );
    return 'fulfilled' as const;
  });
  const latest = (await findOrderById(db, order.id)) ?? order;
  if (settlement === 'refund_owed' || latest.status === 'refund_pending')
    return refuseCapture(db, provider, latest);
  return { order: latest, fulfilledNow: settlement === 'fulfilled' };
}

/** The buyer gives up an order awaiting payment; it can no longer be charged. */
export async function cancelCheckoutOrder(db: Database, input: { userId: string; id: string }) {
  const order = await findOrderById(db, input.id);
  if (!order || order.userId !== input.userId) throw notFound('No such order');
  const cancelled =
    canCancelOrder(order.status) &&
    !isOrderExpired(order, new Date()) &&
    (await cancelOpenOrder(db, order.id, 'Cancelled by the buyer.'));
  if (!cancelled)
    throw conflict('Only an order awaiting payment can be cancelled', 'order_not_cancellable');
  return (await findOrderById(db, order.id)) ?? order;
}

/**
 * Housekeeping the checkout needs now and then: unpaid orders past their time become
 * expired, and refunds the provider could not be asked for earlier are asked for again.
 */
export async function settleAbandonedOrders(db: Database, provider: PaymentProvider) {
  const expired = await expireUnpaidOrders(db, new Date());
  const owed = await listRefundsOwed(db);
  for (const order of owed) await refundOwed(db, provider, order);
  return { expired, refundsRetried: owed.length };
}
