/**
 * Figures and dates in the sales console. Money is USD with 2 decimals and separators
 * ('$1,234.50'); credits are formatted by the domain's formatCredits.
 */

const NONE = '—';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rounded to whole cents, so -0.001 reads 0.00 and never '-$0.00'. */
function cents(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** 1234.5 -> '$1,234.50'; -5 -> '-$5.00'; not a number -> '—'. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return NONE;
  return usd.format(cents(amount));
}

/** An amount in its currency: USD as formatUsd, another code as '12.00 EUR'. */
export function formatMoney(amount: number, currency = 'USD'): string {
  if (currency.toUpperCase() === 'USD') return formatUsd(amount);
  if (!Number.isFinite(amount)) return NONE;
  return `${twoDecimals.format(cents(amount))} ${currency.toUpperCase()}`;
}

/** Chart ticks: whole dollars without cents ('$1,200'), others with them ('$12.50'). */
export function formatUsdTick(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const value = cents(amount);
  return Number.isInteger(value) ? usdWhole.format(value) : usd.format(value);
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A UTC day on a chart axis: 'Mar 3'. */
export function formatShortDay(time: number): string {
  return Number.isFinite(time) ? shortDay.format(new Date(time)) : '';
}

/** A UTC day in full: 'Mar 3, 2026'. */
export function formatLongDay(time: number): string {
  return Number.isFinite(time) ? longDay.format(new Date(time)) : NONE;
}
