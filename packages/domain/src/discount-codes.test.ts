import { describe, expect, it } from 'vitest';
import {
  discountCodeProblem,
  formatDiscountCode,
  normalizeDiscountCode,
  type DiscountCodeState,
} from './discount-codes';

const now = new Date('2026-06-01T12:00:00Z');
const fresh: DiscountCodeState = {
  email: 'trader@example.com',
  expiresAt: new Date('2026-07-01T00:00:00Z'),
  usedOrderId: null,
  heldByAnotherOpenOrder: false,
};

describe('discountCodeProblem', () => {
  it('lets the owner of the email use a fresh code, whatever the case of their account email', () => {
    expect(discountCodeProblem(fresh, 'Trader@Example.com', now)).toBeNull();
  });

  it('names each reason a code can not be used', () => {
    expect(discountCodeProblem(undefined, 'trader@example.com', now)).toBe('unknown');
    expect(discountCodeProblem(fresh, 'someone@example.com', now)).toBe('not_yours');
    expect(discountCodeProblem({ ...fresh, usedOrderId: 'o1' }, fresh.email, now)).toBe('used');
    expect(discountCodeProblem({ ...fresh, expiresAt: now }, fresh.email, now)).toBe('expired');
    expect(discountCodeProblem({ ...fresh, heldByAnotherOpenOrder: true }, fresh.email, now)).toBe(
      'reserved',
    );
  });

  it("says 'used' before 'expired': a used code stays used", () => {
    const usedAndOld = { ...fresh, usedOrderId: 'o1', expiresAt: new Date(0) };
    expect(discountCodeProblem(usedAndOld, fresh.email, now)).toBe('used');
  });
});

describe('discount code text', () => {
  it('prints BB15- and two groups of 4 unambiguous characters', () => {
    const code = formatDiscountCode(new Uint8Array([0, 1, 2, 3, 30, 31, 200, 255]));
    expect(code).toMatch(/^BB15-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });

  it('reads a typed code in any case and spacing', () => {
    expect(normalizeDiscountCode('  bb15-abcd-efgh ')).toBe('BB15-ABCD-EFGH');
  });
});
