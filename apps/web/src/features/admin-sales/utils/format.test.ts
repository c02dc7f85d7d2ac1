import { describe, expect, it } from 'vitest';
import { formatLongDay, formatMoney, formatShortDay, formatUsd, formatUsdTick } from './format';

describe('formatUsd', () => {
  it('shows dollars with 2 decimals and thousands separators', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.9)).toBe('$12.90');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1_000_000)).toBe('$1,000,000.00');
  });

  it('rounds to cents and never shows a negative zero', () => {
    expect(formatUsd(0.105 + 0.2)).toBe('$0.31');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatUsd(-5)).toBe('-$5.00');
  });

  it('shows a dash for what is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatMoney', () => {
  it('formats USD as dollars and other currencies with their code', () => {
    expect(formatMoney(49.99, 'USD')).toBe('$49.99');
    expect(formatMoney(49.99, 'usd')).toBe('$49.99');
    expect(formatMoney(1500, 'EUR')).toBe('1,500.00 EUR');
    expect(formatMoney(3)).toBe('$3.00');
  });
});

describe('formatUsdTick', () => {
  it('leaves cents off whole dollars only', () => {
    expect(formatUsdTick(0)).toBe('$0');
    expect(formatUsdTick(1200)).toBe('$1,200');
    expect(formatUsdTick(12.5)).toBe('$12.50');
    expect(formatUsdTick(Number.NaN)).toBe('');
  });
});

describe('dates', () => {
  it('formats UTC days for axes and tables', () => {
    const time = Date.UTC(2026, 2, 3);
    expect(formatShortDay(time)).toBe('Mar 3');
    expect(formatLongDay(time)).toBe('Mar 3, 2026');
    expect(formatShortDay(Number.NaN)).toBe('');
  });
});
