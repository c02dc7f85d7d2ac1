/**
 * The message the reader looks at, and where: the first message row whose top is in view,
 * with its distance from the top of the history's scroller. A page coming in above keeps this
 * row at this distance (decision 0043).
 */
export interface HistoryAnchor {
  id: string;
  top: number;
}

/** The first message row wholly below the scroller's top edge, or null when none is drawn. */
export function readHistoryAnchor(scroller: HTMLElement): HistoryAnchor | null {
  const edge = scroller.getBoundingClientRect().top;
  for (const row of scroller.querySelectorAll<HTMLElement>('li[id^="message-"]')) {
    const top = row.getBoundingClientRect().top - edge;
    if (top >= 0) return { id: row.id, top };
  }
  return null;
}

/**
 * Scrolls so that the anchor's row is back at its distance from the top; false when the row
 * is not drawn (yet).
 */
export function restoreHistoryAnchor(scroller: HTMLElement, anchor: HistoryAnchor): boolean {
  const row = scroller.querySelector<HTMLElement>(`li[id="${anchor.id}"]`);
  if (!row) return false;
  const moved = row.getBoundingClientRect().top - scroller.getBoundingClientRect().top - anchor.top;
  if (Math.abs(moved) >= 1) scroller.scrollTop += moved;
  return true;
}
