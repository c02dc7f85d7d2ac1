import { describe, expect, it } from 'vitest';
import {
  couponCodeProblem,
  couponDraftProblem,
  couponOffCents,
  couponProblem,
  couponStatus,
  couponValueLabel,
  type CouponDraft,
  type CouponState,
} from './coupons';
import { cartTotals, cartTotalsLessCents } from './pricing';

const now = new Date('2026-12-01T12:00:00Z');
const draft = (patch: Partial<CouponDraft> = {}): CouponDraft => ({
  code: 'SPRING-25',
  kind: 'percent',
  percent: 25,
  amountOff: null,
  productPrice: null,
  expiresAt: null,
  totalLimit: null,
  perMemberLimit: null,
  ...patch,
});
const coupon = (patch: Partial<CouponState> = {}): CouponState => ({
  kind: 'percent',
  percent: 20,
  amountOff: null,
  productId: null,
  expiresAt: null,
  archivedAt: null,
  totalLimit: null,
  perMemberLimit: null,
  uses: 0,
  usesByMember: 0,
  ...patch,
});
const lines = [
  { productId: 1, unitPrice: 49.99 },
  { productId: 2, unitPrice: 10 },
];

describe('coupon codes', () => {
  it('accepts letters, digits and dashes and refuses the rest', () => {
    expect(couponCodeProblem('SPRING-25')).toBeNull();
    expect(couponCodeProblem('AB')).toMatch(/3 to 24/);
    expect(couponCodeProblem('-ABC')).toMatch(/starts with/);
    expect(couponCodeProblem('ABC_1')).toMatch(/letters, digits or dashes/);
    expect(couponCodeProblem('A'.repeat(25))).toMatch(/3 to 24/);
  });

  it("never takes the mailing list's prefix", () => {
    expect(couponCodeProblem('BB15-ABCD')).toMatch(/mailing list/);
  });
});

describe('couponDraftProblem', () => {
  it('accepts a plain percentage and a fixed amount up to the price', () => {
    expect(couponDraftProblem(draft(), now)).toBeNull();
    expect(
      couponDraftProblem(
        draft({ kind: 'fixed', percent: null, amountOff: 5, productPrice: 5 }),
        now,
      ),
    ).toBeNull();
  });

  it.each([
    [{ percent: 0 }, /1 to 100/],
    [{ percent: 101 }, /1 to 100/],
    [{ percent: 12.5 }, /1 to 100/],
    [{ kind: 'fixed' as const, percent: null, amountOff: null }, /Say the amount/],
    [{ kind: 'fixed' as const, percent: null, amountOff: 0 }, /more than 0/],
    [{ kind: 'fixed' as const, percent: null, amountOff: 1.234 }, /2 decimals/],
    [
      { kind: 'fixed' as const, percent: null, amountOff: 50, productPrice: 49.99 },
      /more than the product's price \(\$49\.99\)/,
    ],
    [{ expiresAt: new Date(now.getTime() - 1) }, /in the past/],
    [{ totalLimit: 0 }, /all uses is a whole number/],
    [{ perMemberLimit: 1.5 }, /per member is a whole number/],
    [{ totalLimit: 2, perMemberLimit: 3 }, /can't be more than the limit on all uses/],
  ])('refuses %o', (patch, message) => {
    expect(couponDraftProblem(draft(patch), now)).toMatch(message);
  });
});

describe('couponOffCents', () => {
  it('takes a percentage of every line, or of the one product', () => {
    expect(couponOffCents(coupon(), lines)).toBe(1200); // 20% of 59.99, rounded
    expect(couponOffCents(coupon({ productId: 2 }), lines)).toBe(200);
  });

  it('takes a fixed amount, never more than the lines it is for', () => {
    expect(couponOffCents(coupon({ kind: 'fixed', percent: null, amountOff: 5 }), lines)).toBe(500);
    expect(
      couponOffCents(coupon({ kind: 'fixed', percent: null, amountOff: 15, productId: 2 }), lines),
    ).toBe(1000);
  });

  it('prices totals with the amount taken off, tax inside what is paid', () => {
    const totals = cartTotalsLessCents([49.99, 10], 500);
    expect(totals).toMatchObject({ total: 54.99, discount: 5, tax: 5.5, subtotal: 49.49 });
    expect(cartTotals([49.99, 10], 15)).toEqual(cartTotalsLessCents([49.99, 10], 900));
  });
});

describe('couponProblem', () => {
  it('lets a usable coupon through', () => {
    expect(couponProblem(coupon(), lines, now)).toBeNull();
  });

  it.each<[Partial<CouponState>, string]>([
    [{ archivedAt: now }, 'unknown'],
    [{ expiresAt: now }, 'expired'],
    [{ totalLimit: 3, uses: 3 }, 'used_up'],
    [{ perMemberLimit: 1, usesByMember: 1 }, 'used_by_you'],
    [{ productId: 9 }, 'not_for_cart'],
    [{ percent: 100 }, 'makes_free'],
  ])('refuses %o as %s', (patch, problem) => {
    expect(couponProblem(coupon(patch), lines, now)).toBe(problem);
  });

  it('refuses a code with no coupon', () => {
    expect(couponProblem(undefined, lines, now)).toBe('unknown');
  });

  it('lets a 100% coupon for one product through when something else is paid for', () => {
    expect(couponProblem(coupon({ percent: 100, productId: 2 }), lines, now)).toBeNull();
  });
});

it('labels a coupon by what it takes off', () => {
  expect(couponValueLabel(coupon())).toBe('20% off');
  expect(couponValueLabel(coupon({ kind: 'fixed', percent: null, amountOff: 5 }))).toBe(
    '$5.00 off',
  );
});

it('says where a coupon stands', () => {
  expect(couponStatus(coupon(), now)).toBe('active');
  expect(couponStatus(coupon({ totalLimit: 2, uses: 2 }), now)).toBe('used_up');
  expect(couponStatus(coupon({ expiresAt: now }), now)).toBe('expired');
  expect(couponStatus(coupon({ archivedAt: now, expiresAt: now }), now)).toBe('archived');
});
