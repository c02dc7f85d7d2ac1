import { describe, expect, it } from 'vitest';
import { canMove, moveAnnouncement, moveItem, moveOne, removeAt } from './list';

describe('moveItem', () => {
  it('moves an item later and earlier, shifting the others', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('never changes the list it was given', () => {
    const list = ['a', 'b', 'c'];
    const moved = moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b', 'c']);
    expect(moved).not.toBe(list);
  });

  it('keeps the order for the same index or indexes out of range', () => {
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 0.5, 1)).toEqual(['a', 'b']);
    expect(moveItem([], 0, 0)).toEqual([]);
  });
});

describe('canMove and moveOne', () => {
  it('stops at the ends of the list', () => {
    expect(canMove(0, 3, 'up')).toBe(false);
    expect(canMove(0, 3, 'down')).toBe(true);
    expect(canMove(2, 3, 'down')).toBe(false);
    expect(canMove(2, 3, 'up')).toBe(true);
    expect(canMove(0, 1, 'down')).toBe(false);
    expect(canMove(5, 3, 'up')).toBe(false);
  });

  it('swaps with the neighbour', () => {
    expect(moveOne([1, 2, 3], 1, 'up')).toEqual([2, 1, 3]);
    expect(moveOne([1, 2, 3], 1, 'down')).toEqual([1, 3, 2]);
    expect(moveOne([1, 2, 3], 0, 'up')).toEqual([1, 2, 3]);
    expect(moveOne([1, 2, 3], 2, 'down')).toEqual([1, 2, 3]);
  });
});

describe('removeAt', () => {
  it('drops only the given index', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeAt(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('moveAnnouncement', () => {
  it('says the new position counting from 1', () => {
    expect(moveAnnouncement('Refunds', 0, 5)).toBe('"Refunds" moved to position 1 of 5.');
  });
});
