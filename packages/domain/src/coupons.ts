/**
 * Coupons (decision 0051): codes the founder makes in the console, a percentage or a fixed
 * amount off, for every product or for one, with an optional expiry, a limit on all uses and a
 * limit per member. An order awaiting payment holds a use; a cancelled or expired order gives
 * it back; a paid order keeps it (a refunded one too). One code per order: a cart carries a
 * coupon or a mailing-list code (decision 0018), never both.
 */
import { priceProblem } from './admin';
import { normalizeDiscountCode } from './discount-codes';
import { formatPrice } from './format';
import { toCents } from './pricing';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** 3 to 24 letters, digits and dashes, starting with a letter or digit: `SPRING-25`. */
const COUPON_CODE_SHAPE = /^[A-Z0-9][A-Z0-9-]{2,23}$/;
/** Mailing-list codes start so (decision 0018); a coupon must never be mistaken for one. */
const MAILING_LIST_PREFIX = 'BB15-';
export const COUPON_CODE_MAX = 24;
/** A limit the console accepts: a typo guard far above any real campaign. */
export const COUPON_LIMIT_MAX = 100_000;

/** What a typed coupon code is stored as: upper case, without spaces. */
export const normalizeCouponCode = normalizeDiscountCode;

/** Why a code (already normalised) can't name a coupon, or null. */
export function couponCodeProblem(code: string): string | null {
  if (!COUPON_CODE_SHAPE.test(code))
    return `The code has 3 to ${COUPON_CODE_MAX} letters, digits or dashes, and starts with a letter or digit`;
  if (code.startsWith(MAILING_LIST_PREFIX))
    return `Codes starting ${MAILING_LIST_PREFIX} are the mailing list's: choose another`;
  return null;
}

export interface CouponDraft {
  code: string;
  kind: CouponKind;
  /** For 'percent': 1 to 100. */
  percent: number | null;
  /** For 'fixed': dollars, 2 decimals at most. */
  amountOff: number | null;
  /** The price of the one product the coupon is for (its cheapest), or null for every product. */
  productPrice: number | null;
  expiresAt: Date | null;
  totalLimit: number | null;
  perMemberLimit: number | null;
}

const limitProblem = (label: string, limit: number | null): string | null =>
  limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > COUPON_LIMIT_MAX)
    ? `${label} is a whole number from 1 to ${COUPON_LIMIT_MAX}, or none`
    : null;

/** The first reason the console can't create this coupon, or null. */
export function couponDraftProblem(draft: CouponDraft, now: Date): string | null {
  const codeProblem = couponCodeProblem(draft.code);
  if (codeProblem) return codeProblem;
  if (draft.kind === 'percent') {
    const { percent } = draft;
    if (percent === null || !Number.isInteger(percent) || percent < 1 || percent > 100)
      return 'The percentage off is a whole number from 1 to 100';
  } else {
    if (draft.amountOff === null) return 'Say the amount off';
    const problem = priceProblem(draft.amountOff);
    if (problem) return `The amount off ${problem}`;
    if (draft.productPrice !== null && toCents(draft.amountOff) > toCents(draft.productPrice))
      return `The amount off can't be more than the product's price (${formatPrice(draft.productPrice)})`;
  }
  if (draft.expiresAt && draft.expiresAt.getTime() <= now.getTime())
    return 'The expiry is in the past: choose a later time';
  return (
    limitProblem('The limit on all uses', draft.totalLimit) ??
    limitProblem('The limit per member', draft.perMemberLimit) ??
    (draft.totalLimit !== null &&
    draft.perMemberLimit !== null &&
    draft.perMemberLimit > draft.totalLimit
      ? "The limit per member can't be more than the limit on all uses"
      : null)
  );
}

/** A coupon as checkout sees it, with its uses that count now (paid or awaiting payment). */
export interface CouponState {
  kind: CouponKind;
  percent: number | null;
  amountOff: number | null;
  productId: number | null;
  expiresAt: Date | null;
  archivedAt: Date | null;
  totalLimit: number | null;
  perMemberLimit: number | null;
  uses: number;
  usesByMember: number;
}

export interface CouponLine {
  productId: number;
  unitPrice: number;
}

export type CouponProblem =
  'unknown' | 'expired' | 'used_up' | 'used_by_you' | 'not_for_cart' | 'makes_free';

/** What a refusal says, and the HTTP status it is answered with. */
export const COUPON_PROBLEMS: Record<CouponProblem, { status: number; message: string }> = {
  unknown: { status: 404, message: 'There is no such coupon' },
  expired: { status: 410, message: 'This coupon has expired' },
  used_up: { status: 409, message: 'This coupon has been used up' },
  used_by_you: {
    status: 409,
    message:
      'You have already used this coupon as many times as it allows (an order awaiting payment counts: pay it or cancel it)',
  },
  not_for_cart: { status: 409, message: 'This coupon is not for the products in your cart' },
  makes_free: {
    status: 409,
    message:
      'This coupon would make the order free, and checkout only takes paid orders: add another product or ask us',
  },
};

/** What the coupon takes off these lines, in cents: never more than the lines it applies to. */
export function couponOffCents(
  coupon: Pick<CouponState, 'kind' | 'percent' | 'amountOff' | 'productId'>,
  lines: readonly CouponLine[],
): number {
  const eligibleCents = lines
    .filter((line) => coupon.productId === null || line.productId === coupon.productId)
    .reduce((sum, line) => sum + toCents(line.unitPrice), 0);
  const off =
    coupon.kind === 'percent'
      ? Math.round((eligibleCents * (coupon.percent ?? 0)) / 100)
      : toCents(coupon.amountOff ?? 0);
  return Math.min(off, eligibleCents);
}

/**
 * Why this member can't use the coupon on these lines now, or null. An archived coupon reads
 * as unknown: the founder took it back, and a buyer learns nothing more from its code.
 */
export function couponProblem(
  coupon: CouponState | undefined,
  lines: readonly CouponLine[],
  now: Date,
): CouponProblem | null {
  if (!coupon || coupon.archivedAt) return 'unknown';
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (coupon.totalLimit !== null && coupon.uses >= coupon.totalLimit) return 'used_up';
  if (coupon.perMemberLimit !== null && coupon.usesByMember >= coupon.perMemberLimit)
    return 'used_by_you';
  if (coupon.productId !== null && !lines.some((l) => l.productId === coupon.productId))
    return 'not_for_cart';
  const sumCents = lines.reduce((sum, line) => sum + toCents(line.unitPrice), 0);
  if (lines.length > 0 && couponOffCents(coupon, lines) >= sumCents) return 'makes_free';
  return null;
}

/** How a coupon reads in lists and on the cart: "20% off" or "$5.00 off". */
export function couponValueLabel(coupon: Pick<CouponState, 'kind' | 'percent' | 'amountOff'>) {
  return coupon.kind === 'percent'
    ? `${coupon.percent ?? 0}% off`
    : `${formatPrice(coupon.amountOff ?? 0)} off`;
}

export const COUPON_STATUSES = ['active', 'expired', 'used_up', 'archived'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Where a coupon stands for the console's list. */
export function couponStatus(
  coupon: Pick<CouponState, 'archivedAt' | 'expiresAt' | 'totalLimit' | 'uses'>,
  now: Date,
): CouponStatus {
  if (coupon.archivedAt) return 'archived';
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (coupon.totalLimit !== null && coupon.uses >= coupon.totalLimit) return 'used_up';
  return 'active';
}
