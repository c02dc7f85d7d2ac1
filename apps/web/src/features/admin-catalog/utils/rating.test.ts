import { describe, expect, it } from 'vitest';
import { ratingLabel } from './rating';

describe('ratingLabel', () => {
  it('reads the rating out of 5', () => {
    expect(ratingLabel(4.5)).toBe('4.5 out of 5');
    expect(ratingLabel(0)).toBe('0 out of 5');
  });
});
