/**
 * The mailing-list discount code (decision 0018): joining the list earns one single-use code for
 * MAILING_LIST_DISCOUNT_PERCENT off one order, tied to the email that joined. Only the member
 * whose account has that email may use it (decision record: discount codes), so a code can't
 * be farmed with made-up addresses: each one needs a signed-in account with that email.
 */

/** How long a code may be used after it is issued. */
export const DISCOUNT_CODE_VALID_DAYS = 90;

/** Letters and digits that can't be mistaken for one another when typed from a mail. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code as printed: `BB15-` and two groups of 4 (about 47 bits from 10 random bytes' worth). */
export function formatDiscountCode(randomBytes: Uint8Array): string {
  const chars = Array.from(randomBytes.slice(0, 8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return `BB15-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}`;
}

/** What a member typed, as stored: upper case, without spaces. */
export const normalizeDiscountCode = (typed: string): string =>
  typed.trim().toUpperCase().replace(/\s+/g, '');

export interface DiscountCodeState {
  email: string;
  expiresAt: Date;
  usedOrderId: string | null;
  /** Whether an order other than the one being paid holds the code and can still be paid. */
  heldByAnotherOpenOrder: boolean;
}

export type DiscountCodeProblem = 'unknown' | 'not_yours' | 'used' | 'expired' | 'reserved';

/** Why a member can't use a code now, or null when they can. */
export function discountCodeProblem(
  code: DiscountCodeState | undefined,
  memberEmail: string,
  now: Date,
): DiscountCodeProblem | null {
  if (!code) return 'unknown';
  if (code.email !== memberEmail.trim().toLowerCase()) return 'not_yours';
  if (code.usedOrderId) return 'used';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.heldByAnotherOpenOrder) return 'reserved';
  return null;
}
