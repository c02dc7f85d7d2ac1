/** Paging words and limits for the console's lists. */
import { formatCount } from './format';

/**
 * 'Showing 1–50 of 230' for the rows on screen (`shown` of them from `offset`); 'Showing 0
 * of 0' when there are none.
 */
export function showingText(offset: number, shown: number, total: number): string {
  if (shown <= 0 || total <= 0) return `Showing 0 of ${formatCount(Math.max(0, total))}`;
  const first = offset + 1;
  const last = Math.min(offset + shown, Math.max(total, offset + shown));
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(Math.max(total, last))}`;
}

/** Whether there are rows before and after the page starting at `offset`. */
export function pageMoves(offset: number, pageSize: number, total: number) {
  return { previous: offset > 0, next: offset + pageSize < total };
}
