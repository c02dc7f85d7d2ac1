import { MAX_PRICE, isValidSale, toMoneyString } from '@bbt/domain';

export type PriceResult<T = number> = { ok: true; value: T } | { ok: false; error: string };

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** '$1,299.50 ' -> '1299.50': a leading dollar sign and thousands separators are allowed. */
function normalise(text: string): string {
  return text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
}

/** Digits after the decimal point that matter ('12.50' has 1, '12.345' has 3). */
function decimals(text: string): number {
  const fraction = text.split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/**
 * A typed price, checked the way the server checks it (issue 7 contract): a number above 0,
 * at most MAX_PRICE, with at most 2 decimals. `label` starts the message ('Price must be...').
 */
export function parsePrice(label: string, text: string): PriceResult {
  const clean = normalise(text);
  if (clean === '') return { ok: false, error: `${label} is required` };
  if (!NUMBER.test(clean)) return { ok: false, error: `${label} must be a number, like 49.99` };
  const value = Number(clean);
  if (!Number.isFinite(value)) return { ok: false, error: `${label} must be a number, like 49.99` };
  if (value <= 0) return { ok: false, error: `${label} must be more than 0` };
  if (value > MAX_PRICE) {
    return { ok: false, error: `${label} must be ${MAX_PRICE.toLocaleString('en-US')} or less` };
  }
  if (decimals(clean) > 2) {
    return { ok: false, error: `${label} can have at most 2 decimals (cents)` };
  }
  return { ok: true, value };
}

/** Like parsePrice, but an empty field means "no price" (null): the sale price. */
export function parseOptionalPrice(label: string, text: string): PriceResult<number | null> {
  if (normalise(text) === '') return { ok: true, value: null };
  return parsePrice(label, text);
}

/** Why a sale price can't go with the original price, or null. */
export function saleProblem(originalPrice: number, salePrice: number | null): string | null {
  return isValidSale(originalPrice, salePrice)
    ? null
    : 'Sale price must be lower than the original price';
}

/** A price as the form shows it: 49 -> '49.00'; no price -> ''. */
export function formatPriceInput(value: number | null): string {
  return value === null ? '' : toMoneyString(value);
}
