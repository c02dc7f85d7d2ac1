import { describe, expect, it } from 'vitest';
import { isValidRating, RATING_OPTIONS } from './reviews';

describe('ratings (spec §5)', () => {
  it('offers 0 to 5 in halves, best first', () => {
    expect(RATING_OPTIONS).toEqual([5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5, 0]);
    expect(RATING_OPTIONS.every(isValidRating)).toBe(true);
  });

  it.each([4.25, 5.5, 6, -0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (value) =>
    expect(isValidRating(value)).toBe(false),
  );
});
