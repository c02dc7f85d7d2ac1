import { randomUUID } from 'node:crypto';
import {
  cancelRefusal,
  canCaptureOrder,
  COPY,
  CURRENCY,
  isOrderExpired,
  toCents,
  tradingViewUsernameProblem,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { PaymentProviderUnavailable, type PaymentProvider } from '../../plugins/payments';
import { listProducts } from '../catalog';
import { couponError, redeemCoupon } from '../coupons';
import {
  discountCodeError,
  findDiscountCode,
  getCart,
  type PricedCart,
  releaseDiscountCode,
  reserveDiscountCode,
} from '../cart';
import { setTradingViewUsername } from '../delivery';
import type { MailOutbox } from '../mail';
import { loadCurrentUser } from '../users';
import { problemReservingCode } from './discount-hold';
import {
  expireUnpaidOrders,
  findOrderById,
  findOrderByProviderId,
  insertOrder,
  listOpenOrders,
  listOrderLines,
  lockOrder,
  markCaptureRequested,
  setOrderStatus,
  type OrderLineRow,
  type OrderRow,
} from './repo';
import { askForOrderRefunds, retryPendingRefunds } from './refunds-service';
import { firstStaleLine, settleCapture } from './settlement-service';

const paymentUnavailable = (error: PaymentProviderUnavailable) =>
  new AppError(503, 'payment_unavailable', COPY.server.checkout.paymentUnavailable(error.message));

async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) throw paymentUnavailable(error);
    throw error;
  }
}

/** The username the indicator's invite-only script is shared with (decision 0045), checked. */
function checkedTradingViewUsername(given: string | undefined): string {
  const username = (given ?? '').trim();
  const problem = tradingViewUsernameProblem(username);
  if (problem) throw badRequest(problem, 'invalid_tradingview_username');
  return username;
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
    order.couponCode === (cart.coupon?.code ?? null) &&
    wanted.length === held.length &&
    wanted.every((line, i) => line === held[i])
  );
}

/**
 * Creates a provider order for the member's cart at the server's prices (ruling 12), or hands
 * back the order already awaiting payment for exactly this cart (a second tab, a retry), so
 * abandoned attempts don't pile up.
 */
export async function createCheckoutOrder(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  input: { tradingViewUsername?: string | undefined } = {},
) {
  const cart = await getCart(db, userId);
  if (cart.lines.length === 0) throw badRequest(COPY.cart.empty, 'cart_empty');
  if (cart.discountCode?.problem) throw discountCodeError(cart.discountCode.problem);
  if (cart.coupon?.problem) throw couponError(cart.coupon.problem);
  // Added before the founder made it membership-only (decision 0077): never sold once now.
  const membershipOnly = cart.lines.find((line) => line.subscriptionOnly);
  if (membershipOnly)
    throw conflict(
      COPY.server.cart.noLongerSoldOnce(membershipOnly.product.title, membershipOnly.tier),
      'subscription_only',
    );
  const owned = cart.lines.find((line) => line.option.kind === 'owned');
  if (owned)
    throw conflict(
      owned.option.kind === 'owned' && owned.option.throughTier
        ? COPY.server.checkout.removeFromCart(
            COPY.products.includedInTier(owned.product.title, owned.option.throughTier),
          )
        : COPY.server.checkout.removeFromCart(
            COPY.server.catalog.alreadyOwned(owned.product.title),
          ),
      'already_owned',
    );
  const tradingViewUsername = cart.tradingViewUsernameNeeded
    ? checkedTradingViewUsername(input.tradingViewUsername)
    : null;

  const openOrders = await listOpenOrders(db, userId, new Date());
  const open = openOrders.find(
    (order) => order.provider === provider.name && sameCart(cart, order),
  );
  if (open) {
    if (open.tradingViewUsername !== tradingViewUsername && tradingViewUsername)
      await setTradingViewUsername(db, open.id, tradingViewUsername);
    return { orderId: open.providerOrderId, amount: open.amount, currency: open.currency };
  }

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
        couponCode: cart.coupon?.code ?? null,
        discountAmount: cart.discount,
        tradingViewUsername,
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
    // A product is paid at today's price: the buyer's older unpaid orders that priced one of
    // these products otherwise give way (two renewals priced before and after a price change),
    // first, so a code or coupon they held is free for this order.
    const priceNow = new Map(cart.lines.map((line) => [line.product.id, toCents(line.unitPrice)]));
    for (const older of openOrders) {
      const stale = older.lines.some((line) => {
        const price = priceNow.get(line.productId);
        return price !== undefined && price !== toCents(line.unitPrice);
      });
      if (stale) await cancelUnlessPaying(tx, older.id, COPY.cart.supersededBy);
    }
    // The order holds the code while it can be paid: no second order is priced with it.
    if (code) {
      const problem = await problemReservingCode(tx, code, buyerEmail, new Date());
      if (problem) throw discountCodeError(problem);
      await reserveDiscountCode(tx, code, id);
    }
    // The order holds a use of the coupon while it can be paid (decision 0051).
    if (cart.coupon) {
      const lines = cart.lines.map((l) => ({ productId: l.product.id, unitPrice: l.unitPrice }));
      await redeemCoupon(tx, { couponId: cart.coupon.id, orderId: id, userId }, lines, new Date());
    }
  });
  return { orderId: providerOrderId, amount: cart.total, currency: CURRENCY };
}

/** Answers a capture of an order that will take no money now, saying why. */
async function refuseCapture(
  db: Database,
  provider: PaymentProvider,
  outbox: MailOutbox,
  order: OrderRow,
): Promise<never> {
  if (order.status === 'refund_pending') await askForOrderRefunds(db, provider, outbox, order.id);
  const reason = order.failureReason ?? undefined;
  if (order.status === 'refund_pending' || order.status === 'refunded')
    throw conflict(reason ?? COPY.server.checkout.paymentRefunded, 'payment_refunded');
  if (order.status === 'cancelled')
    throw conflict(reason ?? COPY.server.checkout.orderCancelled, 'order_cancelled');
  throw conflict(COPY.server.checkout.orderExpired, 'order_expired');
}

/**
 * Captures an order and fulfils it exactly once, whatever the browser or network repeats:
 * the provider call is idempotent, and the settlement (`settleCapture`) grants only in the
 * transaction that completes the order. Anything short of a completed capture of exactly our
 * amount grants nothing and keeps the cart; a capture for another amount is refunded.
 *
 * An order the provider holds for review is not captured again (PayPal would answer the same
 * request id with its first answer): the provider is asked where its capture stands now.
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
  if (!order || order.userId !== input.userId) throw notFound(COPY.server.checkout.noSuchOrder);
  if (order.status === 'completed') return { order, fulfilledNow: false };

  const now = new Date();
  if (isOrderExpired(order, now)) {
    await expireUnpaidOrders(db, now);
    return refuseCapture(db, provider, outbox, { ...order, status: 'expired' });
  }
  if (!canCaptureOrder(order, now)) return refuseCapture(db, provider, outbox, order);

  const expected = { amount: order.amount, currency: order.currency };
  if (order.status !== 'pending') {
    const lines = await listOrderLines(db, order.id);
    const catalogue = await listProducts(db);
    const buyer = await loadCurrentUser(db, order.userId);
    const ownedBefore = firstStaleLine(buyer, lines, catalogue, now);
    if (ownedBefore) {
      const reason = COPY.server.checkout.ownedBeforeCapture(ownedBefore.title);
      // Never cancels a settled order: when a concurrent capture of this very order paid it,
      // that is what the buyer owns now, and this request answers as a repeat of it.
      await setOrderStatus(db, order.id, 'cancelled', reason);
      const latest = await findOrderById(db, order.id);
      if (latest?.status === 'completed') return { order: latest, fulfilledNow: false };
      throw conflict(reason, 'already_owned');
    }
    const code = order.discountCode ? await findDiscountCode(db, order.discountCode) : undefined;
    if (code?.usedOrderId && code.usedOrderId !== order.id) {
      await setOrderStatus(db, order.id, 'cancelled', COPY.server.checkout.codeUsedBeforeCapture);
      throw conflict(COPY.server.checkout.codeUsedBeforeCapture, 'discount_code_used');
    }
  }

  // Noted before PayPal is asked, so the buyer can't cancel an order being charged; a cancel
  // that got in first wins, and nothing is asked.
  if (order.status !== 'pending' && !(await markCaptureRequested(db, order.id))) {
    const latest = (await findOrderById(db, order.id)) ?? order;
    if (latest.status === 'completed') return { order: latest, fulfilledNow: false };
    if (latest.status === 'pending')
      throw new AppError(
        409,
        'payment_pending',
        latest.failureReason ?? COPY.server.checkout.paymentPending,
      );
    return refuseCapture(db, provider, outbox, latest);
  }
  const outcome = await withProvider(() =>
    order.status === 'pending'
      ? provider.checkCapture(order.providerOrderId, expected)
      : provider.captureOrder(order.providerOrderId, expected),
  );
  const settlement = await db.transaction((tx) =>
    settleCapture(tx, outbox, order, outcome, new Date()),
  );
  const latest = (await findOrderById(db, order.id)) ?? order;
  switch (settlement.kind) {
    case 'declined':
      throw new AppError(402, 'payment_declined', settlement.reason);
    case 'pending':
      throw new AppError(409, 'payment_pending', settlement.reason);
    case 'refund_owed':
      await askForOrderRefunds(db, provider, outbox, order.id);
      if (settlement.code === 'amount_mismatch')
        throw new AppError(422, 'amount_mismatch', settlement.reason);
      throw conflict(settlement.reason, 'payment_refunded');
    default:
      if (latest.status === 'refund_pending') return refuseCapture(db, provider, outbox, latest);
      return { order: latest, fulfilledNow: settlement.kind === 'fulfilled' };
  }
}

/**
 * The buyer gives up an order that took no money (the orders page, or the PayPal window
 * closed): it can no longer be charged, and the discount code it held is free again at once.
 * Refused while paid or while a capture is in flight (decision 0052). Found by our id or by
 * the provider's, as the pay button knows it.
 */
export async function cancelCheckoutOrder(
  db: Database,
  input: { userId: string } & ({ id: string } | { providerOrderId: string }),
) {
  return db.transaction(async (tx) => {
    const found =
      'id' in input
        ? await findOrderById(tx, input.id)
        : await findOrderByProviderId(tx, input.providerOrderId);
    // Someone else's order looks exactly like a missing one.
    if (!found || found.userId !== input.userId) throw notFound(COPY.server.checkout.noSuchOrder);
    const order = (await lockOrder(tx, found.id)) ?? found;
    const refusal = cancelRefusal(order, new Date());
    if (refusal) throw conflict(refusal.message, refusal.code);
    await cancelLockedOrder(tx, order, COPY.server.checkout.cancelledByBuyer);
    return (await findOrderById(tx, order.id)) ?? order;
  });
}

/** Cancels an order the caller has locked and may cancel, giving its discount code back. */
async function cancelLockedOrder(tx: Tx, order: OrderRow, reason: string) {
  await setOrderStatus(tx, order.id, 'cancelled', reason);
  if (order.discountCode) await releaseDiscountCode(tx, order.discountCode, order.id);
}

/**
 * Cancels an order with `reason` unless it can no longer be (paid, or its payment being taken
 * right now: the settlement's checks keep that one from granting twice).
 */
async function cancelUnlessPaying(tx: Tx, orderId: string, reason: string) {
  const order = await lockOrder(tx, orderId);
  if (order && !cancelRefusal(order, new Date())) await cancelLockedOrder(tx, order, reason);
}

/**
 * Housekeeping the checkout needs now and then: unpaid orders past their time become
 * expired, and refunds the provider could not be asked for earlier are asked for again, each
 * by its row under its own idempotency key (decision 0058; captures owed back too, decision 0059).
 */
export async function settleAbandonedOrders(
  db: Database,
  provider: PaymentProvider,
  outbox: MailOutbox,
) {
  const expired = await expireUnpaidOrders(db, new Date());
  const refundsRetried = await retryPendingRefunds(db, provider, outbox);
  return { expired, refundsRetried };
}
