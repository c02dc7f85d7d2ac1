import {
  COPY,
  COUPON_PROBLEMS,
  couponDraftProblem,
  couponOffCents,
  couponProblem,
  couponStatus,
  couponValueLabel,
  unitPrice,
  type CouponKind,
  type CouponLine,
  type CouponProblem,
  type CouponState,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit';
import { listProductsForSale, type ProductWithTiers } from '../catalog';
import {
  archiveCouponRow,
  countCouponUses,
  findCartCoupon,
  findCouponByCode,
  findCouponById,
  insertCoupon,
  insertCouponRedemption,
  listCouponsWithUses,
  type CouponRow,
} from './repo';

/** The 4xx a coupon's problem is answered with: `coupon_<problem>`. */
export function couponError(problem: CouponProblem): AppError {
  const { status, message } = COUPON_PROBLEMS[problem];
  return new AppError(status, `coupon_${problem}`, message);
}

async function stateOf(
  tx: Tx,
  row: CouponRow,
  userId: string,
  now: Date,
  ownOpenOrders: 'counted' | 'left out',
): Promise<CouponState> {
  return { ...row, ...(await countCouponUses(tx, row.id, userId, now, ownOpenOrders)) };
}

/**
 * The coupon on a member's cart: what it takes off these lines now, or why nothing. Like the
 * discount code's hold (decision 0018), a use held by the member's own order awaiting payment
 * is only counted at checkout, where a new order would need another use.
 */
export interface CartCoupon {
  id: number;
  code: string;
  label: string;
  problem: CouponProblem | null;
  offCents: number;
}

export async function cartCouponOf(
  tx: Tx,
  userId: string,
  lines: readonly CouponLine[],
  now: Date,
): Promise<CartCoupon | null> {
  const row = await findCartCoupon(tx, userId);
  if (!row) return null;
  const state = await stateOf(tx, row, userId, now, 'left out');
  const problem = couponProblem(state, lines, now);
  return {
    id: row.id,
    code: row.code,
    label: couponValueLabel(row),
    problem,
    offCents: problem ? 0 : couponOffCents(row, lines),
  };
}

/** The coupon a member typed, if they may put it on a cart of these lines; else its 4xx. */
export async function usableCoupon(
  tx: Tx,
  userId: string,
  code: string,
  lines: readonly CouponLine[],
  now: Date,
): Promise<CouponRow> {
  const row = await findCouponByCode(tx, code);
  const problem = couponProblem(
    row && (await stateOf(tx, row, userId, now, 'left out')),
    lines,
    now,
  );
  if (problem || !row) throw couponError(problem ?? 'unknown');
  return row;
}

/**
 * Records a new order's use of a coupon, under a lock on the coupon: of orders created at once,
 * only as many as its limits allow get through; the others are refused with the reason and
 * their transaction writes nothing.
 */
export async function redeemCoupon(
  tx: Tx,
  redemption: { couponId: number; orderId: string; userId: string },
  lines: readonly CouponLine[],
  now: Date,
) {
  const row = await findCouponById(tx, redemption.couponId, true);
  const state = row && (await stateOf(tx, row, redemption.userId, now, 'counted'));
  const problem = couponProblem(state, lines, now);
  if (problem) throw couponError(problem);
  await insertCouponRedemption(tx, redemption);
}

export interface CouponInput {
  code: string;
  kind: CouponKind;
  percent: number | null;
  amountOff: number | null;
  /** A product's key, or null for every product. */
  product: string | null;
  expiresAt: Date | null;
  totalLimit: number | null;
  perMemberLimit: number | null;
}

/** The lowest price a product sells at: a fixed coupon for it can't take more. */
const lowestPrice = (product: ProductWithTiers): number =>
  product.tiers.length === 0
    ? unitPrice(product)
    : Math.min(...product.tiers.map((t) => unitPrice(product, t.tier)));

export type CouponListEntry = Awaited<ReturnType<typeof listCoupons>>[number];

/** The console's coupons with their uses and status; only the one with `onlyId` when given. */
export async function listCoupons(db: Tx, onlyId?: number) {
  const now = new Date();
  const rows = await listCouponsWithUses(db, now, onlyId);
  return rows.map(({ coupon, productTitle, uses }) => ({
    ...coupon,
    productTitle,
    uses,
    label: couponValueLabel(coupon),
    status: couponStatus({ ...coupon, uses }, now),
  }));
}

/** Creates a coupon from the console (decision 0051); a taken code is 409, a bad one 400. */
export async function createCoupon(db: Database, actorId: string, input: CouponInput) {
  const catalogue = await listProductsForSale(db);
  const product = input.product ? catalogue.find((p) => p.key === input.product) : undefined;
  if (input.product && !product)
    throw badRequest(COPY.server.coupons.unknownProduct(input.product), 'unknown_product');
  const problem = couponDraftProblem(
    { ...input, productPrice: product ? lowestPrice(product) : null },
    new Date(),
  );
  if (problem) throw badRequest(problem, 'invalid_coupon');
  return db.transaction(async (tx) => {
    const row = await insertCoupon(tx, {
      code: input.code,
      kind: input.kind,
      percent: input.kind === 'percent' ? input.percent : null,
      amountOff: input.kind === 'fixed' ? input.amountOff : null,
      productId: product?.id ?? null,
      expiresAt: input.expiresAt,
      totalLimit: input.totalLimit,
      perMemberLimit: input.perMemberLimit,
      createdBy: actorId,
    });
    if (!row) throw conflict(COPY.server.coupons.codeTaken(input.code), 'coupon_code_taken');
    await recordAudit(tx, {
      actorId,
      action: 'coupon-create',
      details: { code: row.code, value: couponValueLabel(row), product: input.product },
    });
    return row;
  });
}

/** Archives a coupon: no new order takes it; orders that hold it keep it. */
export async function archiveCoupon(db: Database, actorId: string, id: number) {
  return db.transaction(async (tx) => {
    const row = await archiveCouponRow(tx, id);
    if (!row) {
      if (await findCouponById(tx, id))
        throw conflict(COPY.server.coupons.archived, 'coupon_archived');
      throw notFound(COPY.server.coupons.noSuchCoupon);
    }
    await recordAudit(tx, { actorId, action: 'coupon-archive', details: { code: row.code } });
    return row;
  });
}
