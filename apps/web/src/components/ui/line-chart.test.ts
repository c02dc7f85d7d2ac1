import { describe, expect, it } from 'vitest';
import { chartExtent, evenTicks, linePath, linearScale, niceTicks } from './line-chart';

describe('linearScale', () => {
  it('maps the domain onto the range, inverted ranges included', () => {
    const sy = linearScale([0, 10], [200, 0]);
    expect(sy(0)).toBe(200);
    expect(sy(10)).toBe(0);
    expect(sy(5)).toBe(100);
    expect(sy(-5)).toBe(300);
  });

  it('puts every value of a zero-width domain in the middle', () => {
    expect(linearScale([3, 3], [0, 100])(3)).toBe(50);
  });
});

describe('niceTicks', () => {
  it('covers the span with round steps', () => {
    expect(niceTicks(0, 9.3, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(-3.2, 12.5, 5)).toEqual([-5, 0, 5, 10, 15]);
  });

  it('has no floating-point dust', () => {
    expect(niceTicks(0, 0.9, 4)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0.1, 0.7, 7)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it('widens a single value', () => {
    expect(niceTicks(0, 0)).toEqual([-1, -0.5, 0, 0.5, 1]);
    const ticks = niceTicks(4, 4);
    expect(ticks[0]).toBeLessThanOrEqual(4);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(4);
    expect(ticks.length).toBeGreaterThan(1);
  });

  it('survives non-finite input', () => {
    expect(niceTicks(NaN, 3)).toEqual([0]);
  });
});

describe('evenTicks', () => {
  it('spaces values evenly with both ends exact', () => {
    expect(evenTicks(0, 100, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(evenTicks(7, 7, 5)).toEqual([7]);
  });
});

describe('chartExtent', () => {
  it('spans every point and always includes zero on y', () => {
    const extent = chartExtent([
      {
        id: 'a',
        label: 'A',
        points: [
          { x: 10, y: 2 },
          { x: 20, y: 5 },
        ],
      },
      { id: 'b', label: 'B', points: [{ x: 5, y: 1 }] },
    ]);
    expect(extent).toEqual({ x: [5, 20], y: [0, 5] });
  });

  it('includes negative values', () => {
    const extent = chartExtent([{ id: 'a', label: 'A', points: [{ x: 1, y: -4 }] }], 10);
    expect(extent).toEqual({ x: [-4, 6], y: [-4, 0] });
  });

  it('is null without points', () => {
    expect(chartExtent([{ id: 'a', label: 'A', points: [] }])).toBeNull();
  });
});

describe('linePath', () => {
  it('draws through the points in x order', () => {
    const path = linePath(
      [
        { x: 2, y: 1 },
        { x: 1, y: 0 },
      ],
      (x) => x * 10,
      (y) => 100 - y * 10,
    );
    expect(path).toBe('M10.0,100.0 L20.0,90.0');
  });
});
