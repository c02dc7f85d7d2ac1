import { canCaptureOrder, discountCodeProblem, type DiscountCodeProblem } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { findDiscountCode } from '../cart';
import { findOrderById } from './repo';

/**
 * Checks, under a lock on the code, that a new order may hold it: not used, and not held by
 * another order that can still be paid (an expired, cancelled or failed-for-good order lets
 * go of it). Returns the problem, or null once it is free to reserve.
 */
export async function problemReservingCode(
  tx: Tx,
  code: string,
  memberEmail: string,
  now: Date,
): Promise<DiscountCodeProblem | null> {
  const row = await findDiscountCode(tx, code, true);
  if (!row) return 'unknown';
  const holder = row.reservedOrderId ? await findOrderById(tx, row.reservedOrderId) : undefined;
  return discountCodeProblem(
    { ...row, heldByAnotherOpenOrder: !!holder && canCaptureOrder(holder, now) },
    memberEmail,
    now,
  );
}
