import { describe, expect, it } from 'vitest';
import { starFills } from './star-rating';

describe('starFills', () => {
  it('fills whole and half stars', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(0.5)).toEqual([0.5, 0, 0, 0, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });
});
