import { describe, expect, it } from 'vitest';
import { RATING_OPTIONS, isValidRating, ratingLabel } from './rating';

describe('ratings', () => {
  it('offers 0 to 5 in halves, best first', () => {
    expect(RATING_OPTIONS).toEqual([5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5, 0]);
    expect(RATING_OPTIONS.every(isValidRating)).toBe(true);
    expect(isValidRating(4.25)).toBe(false);
    expect(isValidRating(5.5)).toBe(false);
    expect(isValidRating(-0.5)).toBe(false);
  });

  it('labels ratings', () => {
    expect(ratingLabel(1)).toBe('1 star');
    expect(ratingLabel(3.5)).toBe('3.5 stars');
  });
});
