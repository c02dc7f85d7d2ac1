import { describe, expect, it } from 'vitest';
import { nextGridIndex } from './grid-navigation';

// Two rows of three, then a short row of one (a new category), 40 px cells.
const boxes = [
  { offsetTop: 0, offsetLeft: 0 },
  { offsetTop: 0, offsetLeft: 40 },
  { offsetTop: 0, offsetLeft: 80 },
  { offsetTop: 40, offsetLeft: 0 },
  { offsetTop: 40, offsetLeft: 40 },
  { offsetTop: 40, offsetLeft: 80 },
  { offsetTop: 120, offsetLeft: 0 },
];

describe('nextGridIndex', () => {
  it('moves left and right within bounds', () => {
    expect(nextGridIndex(boxes, 1, 'ArrowRight')).toBe(2);
    expect(nextGridIndex(boxes, 6, 'ArrowRight')).toBe(6);
    expect(nextGridIndex(boxes, 0, 'ArrowLeft')).toBe(0);
  });

  it('moves to the nearest cell of the next and previous row', () => {
    expect(nextGridIndex(boxes, 1, 'ArrowDown')).toBe(4);
    expect(nextGridIndex(boxes, 5, 'ArrowDown')).toBe(6);
    expect(nextGridIndex(boxes, 6, 'ArrowUp')).toBe(3);
    expect(nextGridIndex(boxes, 4, 'ArrowUp')).toBe(1);
  });

  it('leaves the grid upwards from the first row and stays on the last', () => {
    expect(nextGridIndex(boxes, 2, 'ArrowUp')).toBe(-1);
    expect(nextGridIndex(boxes, 6, 'ArrowDown')).toBe(6);
  });

  it('ignores other keys', () => {
    expect(nextGridIndex(boxes, 0, 'a')).toBeNull();
    expect(nextGridIndex(boxes, 0, 'Home')).toBe(0);
    expect(nextGridIndex(boxes, 0, 'End')).toBe(6);
  });
});
