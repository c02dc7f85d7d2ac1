/**
 * Number and P&L formatting for the signals room. P&L and expected profit are free text from
 * the analyst; their sign is read from the text so it can be shown in words and colour.
 */

import { parsePl } from '@bbt/domain';

const MINUS = '\u2212';

/**
 * A price level as the server sends it (the analyst's decimals kept), with thousands
 * separators: '64250.50' -> '64,250.50', '1.0920' stays.
 */
export function formatLevel(level: string): string {
  const [whole = '', fraction] = level.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Percent points with an explicit sign: 12.5 -> '+12.50%', -3 -> '−3.00%', 0 -> '0.00%'. */
export function formatPercentPoints(value: number, decimals = 2): string {
  const rounded = Number(value.toFixed(decimals));
  if (rounded === 0 || !Number.isFinite(rounded)) return `${(0).toFixed(decimals)}%`;
  const sign = rounded > 0 ? '+' : MINUS;
  return `${sign}${Math.abs(rounded).toFixed(decimals)}%`;
}

/** A 0..1 rate as a percentage with at most one decimal: 0.625 -> '62.5%', 0.5 -> '50%'. */
export function formatWinRate(rate: number): string {
  if (!Number.isFinite(rate)) return '0%';
  const clamped = Math.min(1, Math.max(0, rate));
  const tenths = Math.round(clamped * 1000) / 10;
  return `${tenths}%`;
}

export type PlTone = 'gain' | 'loss' | 'flat' | 'unknown';

/**
 * Whether a free-text P&L ('+2.5%', '-1.2', '−0.4 %', '0') is a gain, a loss or flat, read
 * with the same parsePl the server uses for win rates.
 */
export function plTone(pl: string | null | undefined): PlTone {
  if (!pl) return 'unknown';
  const value = parsePl(pl);
  if (value === null) return 'unknown';
  if (value > 0) return 'gain';
  if (value < 0) return 'loss';
  return 'flat';
}

/**
 * A free-text P&L with its sign written out: '2.5%' -> '+2.5%', '-1.2%' -> '−1.2%'. Text
 * without a number is shown as typed.
 */
export function formatPl(pl: string | null | undefined): string {
  if (!pl) return '—';
  const text = pl.trim();
  const tone = plTone(text);
  if (tone === 'gain') return /^\d/.test(text) ? `+${text}` : text;
  if (tone === 'loss') return text.replace(/^-/, MINUS);
  return text;
}

/** Expected profit is a percentage typed as text: '5' -> '5%', '5%' and 'TP1 3%' stay. */
export function formatExpectedProfit(profit: string): string {
  const text = profit.trim();
  return /^[+-]?\d+(?:[.,]\d+)?$/.test(text) ? `${text}%` : text;
}

/** Short day/month label for chart ticks: '3/11'. */
export function formatDayMonth(time: number): string {
  const date = new Date(time);
  return `${date.getDate()}/${date.getMonth() + 1}`;
}

/** Local clock time for chart ticks within one day: '9:05'. */
export function formatClock(time: number): string {
  const date = new Date(time);
  return `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** Local clock time with seconds, for chart ticks within one hour: '9:05:07'. */
export function formatClockSeconds(time: number): string {
  const date = new Date(time);
  return `${formatClock(time)}:${String(date.getSeconds()).padStart(2, '0')}`;
}

/** Full local date and time for the chart's data table: '3/11/2026 9:05'. */
export function formatDateTime(time: number): string {
  const date = new Date(time);
  const day = `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
  return `${day} ${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
}
