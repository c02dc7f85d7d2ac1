import { randomUUID } from 'node:crypto';
import { COPY, CURRENCY, saleCommission, toCents } from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { PaymentProviderUnavailable, type PaymentProvider } from '../../plugins/payments';
import { ownsProduct } from '../catalog/present';
import { productRolesByIds } from '../catalog/repo';
import { removeCartProducts } from '../cart/repo';
import { getCart } from '../cart/service';
import { grantProducts } from '../users/entitlements';
import { roleFlagsOf } from '../users/present';
import { loadCurrentUser } from '../users/service';
import {
  completeOrderOnce,
  creditInviter,
  findOrderByProviderId,
  insertOrder,
  listOrderLines,
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

/** Creates a provider order for the member's cart at the server's prices (ruling 12). */
export async function createCheckoutOrder(db: Database, provider: PaymentProvider, userId: string) {
  const roles = roleFlagsOf(await loadCurrentUser(db, userId));
  const cart = await getCart(db, userId);
  if (cart.lines.length === 0) throw badRequest(COPY.cart.empty, 'cart_empty');
  const owned = cart.lines.find((line) => ownsProduct(roles, line.product));
  if (owned)
    throw conflict(
      `You already own ${owned.product.title}: remove it from your cart`,
      'already_owned',
    );

  const id = randomUUID();
  const amount = { amount: cart.total, currency: CURRENCY };
  const { providerOrderId } = await withProvider(() =>
    provider.createOrder({ amount, reference: id }),
  );
  await db.transaction((tx) =>
    insertOrder(
      tx,
      {
        id,
        userId,
        provider: provider.name,
        providerOrderId,
        amount: cart.total,
        currency: CURRENCY,
      },
      cart.lines.map(({ product, tier, unitPrice }) => ({
        productId: product.id,
        productKey: product.key,
        title: product.title,
        tier,
        unitPrice,
      })),
    ),
  );
  return { orderId: providerOrderId, amount: cart.total, currency: CURRENCY };
}

/** Gives the buyer what they paid for, empties those cart lines and pays the inviter. */
async function fulfil(
  tx: Tx,
  order: OrderRow,
  lines: OrderLineRow[],
  roleOf: Map<number, string>,
  now: Date,
) {
  const buyer = await grantProducts(
    tx,
    order.userId,
    lines.map((line) => ({ role: roleOf.get(line.productId) ?? '', tier: line.tier })),
    now,
  );
  await removeCartProducts(
    tx,
    order.userId,
    lines.map((l) => l.productId),
  );
  if (buyer?.inviterId) {
    await creditInviter(tx, {
      orderId: order.id,
      inviterId: buyer.inviterId,
      inviteeId: buyer.id,
      credits: saleCommission(order.amount),
    });
  }
}

/**
 * Captures an order and fulfils it exactly once, whatever the browser or network repeats:
 * the provider call is idempotent, and the completed status is claimed by one conditional
 * update inside the transaction that grants. Anything short of a completed capture of exactly
 * our amount grants nothing and keeps the cart.
 */
export async function captureCheckoutOrder(
  db: Database,
  provider: PaymentProvider,
  input: { userId: string; providerOrderId: string },
) {
  const order = await findOrderByProviderId(db, input.providerOrderId);
  // Someone else's order looks exactly like a missing one.
  if (!order || order.userId !== input.userId) throw notFound('No such order');
  if (order.status === 'completed') return { order, fulfilledNow: false };

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

  const lines = await listOrderLines(db, order.id);
  const roleOf = await productRolesByIds(
    db,
    lines.map((l) => l.productId),
  );
  const fulfilledNow = await db.transaction(async (tx) => {
    if (!(await completeOrderOnce(tx, order.id, outcome.captureId))) return false;
    await fulfil(tx, order, lines, roleOf, new Date());
    return true;
  });
  const latest = await findOrderByProviderId(db, input.providerOrderId);
  return { order: latest ?? order, fulfilledNow };
}
