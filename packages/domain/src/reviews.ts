/**
 * Review ratings (spec §5): 0 to 5 in steps of 0.5, the same range and step the
 * testimonials table checks.
 */
export const RATING_MAX = 5;
const RATING_STEPS_PER_STAR = 2;

/** Every rating a review can give, best first: 5, 4.5, ... 0. */
export const RATING_OPTIONS: readonly number[] = Array.from(
  { length: RATING_MAX * RATING_STEPS_PER_STAR + 1 },
  (_, i) => RATING_MAX - i / RATING_STEPS_PER_STAR,
);

export function isValidRating(value: number): boolean {
  return value >= 0 && value <= RATING_MAX && Number.isInteger(value * RATING_STEPS_PER_STAR);
}
