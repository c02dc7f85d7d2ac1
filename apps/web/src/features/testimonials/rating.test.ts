import { describe, expect, it } from 'vitest';
import { ratingLabel } from './rating';

describe('ratingLabel', () => {
  it('labels ratings', () => {
    expect(ratingLabel(1)).toBe('1 star');
    expect(ratingLabel(3.5)).toBe('3.5 stars');
  });
});
