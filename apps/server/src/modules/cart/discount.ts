import { COPY, discountCodeProblem, type DiscountCodeProblem } from '@bbt/domain';
import { AppError } from '../../errors';
import type { DiscountCodeRow } from './discount-repo';

/** The code on a member's cart and whether it takes its percentage off now. */
export interface CartDiscount {
  code: string;
  percent: number;
  problem: DiscountCodeProblem | null;
}

const PROBLEMS: Record<DiscountCodeProblem, { status: number; message: string }> = {
  unknown: { status: 404, message: COPY.discount.unknown },
  not_yours: { status: 403, message: COPY.discount.notYours },
  used: { status: 409, message: COPY.discount.used },
  expired: { status: 410, message: COPY.discount.expired },
  reserved: { status: 409, message: COPY.discount.reserved },
};

/** The 4xx a code's problem is answered with: `discount_code_<problem>`. */
export function discountCodeError(problem: DiscountCodeProblem): AppError {
  const { status, message } = PROBLEMS[problem];
  return new AppError(status, `discount_code_${problem}`, message);
}

export const problemMessage = (problem: DiscountCodeProblem) => PROBLEMS[problem].message;

/**
 * Why this member can't use this code on their cart now, if at all. An order awaiting payment
 * that holds the code is only checked at checkout, where a new order would need it.
 */
export function cartDiscountOf(row: DiscountCodeRow, memberEmail: string, now: Date): CartDiscount {
  const problem = discountCodeProblem({ ...row, heldByAnotherOpenOrder: false }, memberEmail, now);
  return { code: row.code, percent: row.percent, problem };
}
