import { describe, expect, it } from 'vitest';
import { formatPriceInput, parseOptionalPrice, parsePrice, saleProblem } from './price';

describe('parsePrice', () => {
  it('reads plain, dollar-prefixed and grouped prices', () => {
    expect(parsePrice('Price', '49.99')).toEqual({ ok: true, value: 49.99 });
    expect(parsePrice('Price', ' $1,299.5 ')).toEqual({ ok: true, value: 1299.5 });
    expect(parsePrice('Price', '100')).toEqual({ ok: true, value: 100 });
    expect(parsePrice('Price', '.5')).toEqual({ ok: true, value: 0.5 });
  });

  it('accepts trailing zeros beyond the cents', () => {
    expect(parsePrice('Price', '12.500')).toEqual({ ok: true, value: 12.5 });
  });

  it('requires a value', () => {
    expect(parsePrice('Original price', '  ')).toEqual({
      ok: false,
      error: 'Original price is required',
    });
  });

  it('refuses text that is not a number', () => {
    for (const text of ['abc', '12,5', '1.2.3', '1e3', '--1']) {
      expect(parsePrice('Price', text)).toEqual({
        ok: false,
        error: 'Price must be a number, like 49.99',
      });
    }
  });

  it('wants a positive price', () => {
    expect(parsePrice('Price', '0')).toEqual({ ok: false, error: 'Price must be more than 0' });
    expect(parsePrice('Price', '-5')).toEqual({ ok: false, error: 'Price must be more than 0' });
  });

  it('refuses more than 2 decimals', () => {
    expect(parsePrice('Price', '9.999')).toEqual({
      ok: false,
      error: 'Price can have at most 2 decimals (cents)',
    });
  });

  it('refuses prices above the maximum', () => {
    expect(parsePrice('Price', '100000')).toEqual({ ok: true, value: 100000 });
    expect(parsePrice('Price', '100000.01')).toEqual({
      ok: false,
      error: 'Price must be 100,000 or less',
    });
  });
});

describe('parseOptionalPrice', () => {
  it('reads an empty field as no price', () => {
    expect(parseOptionalPrice('Sale price', '')).toEqual({ ok: true, value: null });
    expect(parseOptionalPrice('Sale price', ' $ ')).toEqual({ ok: true, value: null });
  });

  it('checks a typed price like parsePrice', () => {
    expect(parseOptionalPrice('Sale price', '19.5')).toEqual({ ok: true, value: 19.5 });
    expect(parseOptionalPrice('Sale price', '0')).toEqual({
      ok: false,
      error: 'Sale price must be more than 0',
    });
  });
});

describe('saleProblem', () => {
  it('accepts no sale or a lower sale price', () => {
    expect(saleProblem(100, null)).toBeNull();
    expect(saleProblem(100, 99.99)).toBeNull();
  });

  it('refuses a sale price equal to or above the original', () => {
    expect(saleProblem(100, 100)).toBe('Sale price must be lower than the original price');
    expect(saleProblem(0.3, 0.1 + 0.2)).toBe('Sale price must be lower than the original price');
    expect(saleProblem(100, 120)).toBe('Sale price must be lower than the original price');
  });
});

describe('formatPriceInput', () => {
  it('shows cents and an empty field for no price', () => {
    expect(formatPriceInput(49)).toBe('49.00');
    expect(formatPriceInput(19.5)).toBe('19.50');
    expect(formatPriceInput(null)).toBe('');
  });
});
