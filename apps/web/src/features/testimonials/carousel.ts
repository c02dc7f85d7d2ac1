/**
 * The testimonials carousel of spec §9: its offset moves in steps of 100 units (one
 * view's width, in percent), up to 100 when the window is wider than 1000 px and 300
 * otherwise. With the landing page's 4 testimonials that is two cards per view on wide
 * screens and one on narrow ones; with fewer testimonials the maximum shrinks to match.
 */
export const CAROUSEL_STEP = 100;
export const CAROUSEL_WIDE_ABOVE_PX = 1000;

export function carouselPerView(windowWidth: number): 1 | 2 {
  return windowWidth > CAROUSEL_WIDE_ABOVE_PX ? 2 : 1;
}

export function carouselMaxOffset(count: number, perView: number): number {
  const views = Math.ceil(count / Math.max(1, perView));
  return Math.max(0, views - 1) * CAROUSEL_STEP;
}

export function clampOffset(offset: number, max: number): number {
  return Math.min(Math.max(offset, 0), max);
}

export function stepOffset(offset: number, direction: 1 | -1, max: number): number {
  return clampOffset(offset + direction * CAROUSEL_STEP, max);
}

/** The 1-based positions of the first and last item in view, e.g. 3 and 4 of 4. */
export function visibleRange(
  offset: number,
  perView: number,
  count: number,
): { first: number; last: number } {
  const first = Math.min((offset / CAROUSEL_STEP) * perView + 1, Math.max(count, 1));
  return { first, last: Math.min(first + perView - 1, count) };
}

/** Whether the item at `index` (0-based) is in view at this offset. */
export function isInView(index: number, offset: number, perView: number): boolean {
  const firstIndex = (offset / CAROUSEL_STEP) * perView;
  return index >= firstIndex && index < firstIndex + perView;
}
