/** Paging words and limits for the console's lists. */
import { formatCount } from './format';

/**
 * A list's total as the server counted it: `capped` when it stopped counting at `total`
 * (a broad search), so there are at least that many.
 */
export function totalText(total: number, capped = false): string {
  return `${formatCount(total)}${capped ? '+' : ''}`;
}

/**
 * 'Showing 1–50 of 230' for the rows on screen (`shown` of them from `offset`); 'Showing 0
 * of 0' when there are none; 'of 1,000+' for a capped total.
 */
export function showingText(offset: number, shown: number, total: number, capped = false): string {
  if (shown <= 0 || total <= 0) return `Showing 0 of ${totalText(Math.max(0, total), capped)}`;
  const first = offset + 1;
  const last = Math.min(offset + shown, Math.max(total, offset + shown));
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${totalText(Math.max(total, last), capped)}`;
}

/**
 * Whether there are rows before and after the page starting at `offset`; past a capped total
 * there may be more, so Next stays offered.
 */
export function pageMoves(offset: number, pageSize: number, total: number, capped = false) {
  return { previous: offset > 0, next: capped || offset + pageSize < total };
}
