import { MAX_PRICE, isValidSale, priceFault, toMoneyString, type PriceFault } from '@bbt/domain';

export type PriceResult<T = number> = { ok: true; value: T } | { ok: false; error: string };

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** '$1,299.50 ' -> '1299.50': a leading dollar sign and thousands separators are allowed. */
function normalise(text: string): string {
  return text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
}

const PRICE_FAULT_TEXT: Record<PriceFault, string> = {
  not_a_number: 'must be a number, like 49.99',
  not_positive: 'must be more than 0',
  too_high: `must be ${MAX_PRICE.toLocaleString('en-US')} or less`,
  too_precise: 'can have at most 2 decimals (cents)',
};

/**
 * A typed price, checked by the domain's price rule (the one the server applies): a number
 * above 0, at most MAX_PRICE, with at most 2 decimals. `label` starts the message
 * ('Price must be...').
 */
export function parsePrice(label: string, text: string): PriceResult {
  const clean = normalise(text);
  if (clean === '') return { ok: false, error: `${label} is required` };
  const value = NUMBER.test(clean) ? Number(clean) : Number.NaN;
  const fault = priceFault(value);
  return fault ? { ok: false, error: `${label} ${PRICE_FAULT_TEXT[fault]}` } : { ok: true, value };
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
