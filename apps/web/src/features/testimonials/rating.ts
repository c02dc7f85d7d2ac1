/** Ratings go from 0 to 5 in steps of 0.5 (spec section 5). */
export const RATING_OPTIONS: readonly number[] = Array.from({ length: 11 }, (_, i) => (10 - i) / 2);

export function isValidRating(value: number): boolean {
  return value >= 0 && value <= 5 && Number.isInteger(value * 2);
}

export function ratingLabel(value: number): string {
  return `${value} ${value === 1 ? 'star' : 'stars'}`;
}
