import { describe, expect, it } from 'vitest';
import {
  carouselMaxOffset,
  carouselPerView,
  clampOffset,
  isInView,
  stepOffset,
  visibleRange,
} from './carousel';

describe('testimonials carousel bounds (spec §9)', () => {
  it('shows two per view only above 1000 px', () => {
    expect(carouselPerView(1440)).toBe(2);
    expect(carouselPerView(1001)).toBe(2);
    expect(carouselPerView(1000)).toBe(1);
    expect(carouselPerView(360)).toBe(1);
  });

  it('has a maximum of 100 when wide and 300 otherwise, for 4 testimonials', () => {
    expect(carouselMaxOffset(4, carouselPerView(1440))).toBe(100);
    expect(carouselMaxOffset(4, carouselPerView(800))).toBe(300);
  });

  it('shrinks the maximum for fewer testimonials', () => {
    expect(carouselMaxOffset(0, 1)).toBe(0);
    expect(carouselMaxOffset(1, 2)).toBe(0);
    expect(carouselMaxOffset(2, 2)).toBe(0);
    expect(carouselMaxOffset(3, 2)).toBe(100);
    expect(carouselMaxOffset(3, 1)).toBe(200);
  });

  it('steps by 100 and stays within the bounds', () => {
    expect(stepOffset(0, 1, 300)).toBe(100);
    expect(stepOffset(300, 1, 300)).toBe(300);
    expect(stepOffset(0, -1, 300)).toBe(0);
    expect(stepOffset(100, -1, 300)).toBe(0);
    // Widening the window lowers the maximum; the offset follows.
    expect(clampOffset(300, 100)).toBe(100);
  });

  it('names the items in view', () => {
    expect(visibleRange(0, 2, 4)).toEqual({ first: 1, last: 2 });
    expect(visibleRange(100, 2, 4)).toEqual({ first: 3, last: 4 });
    expect(visibleRange(100, 2, 3)).toEqual({ first: 3, last: 3 });
    expect(visibleRange(200, 1, 4)).toEqual({ first: 3, last: 3 });
    expect(isInView(2, 100, 2)).toBe(true);
    expect(isInView(1, 100, 2)).toBe(false);
    expect(isInView(3, 300, 1)).toBe(true);
  });
});
