import { describe, expect, it } from 'vitest';
import { namesLine, reactedLine } from './reactors';

describe('namesLine', () => {
  it('joins up to three names and counts the rest', () => {
    expect(namesLine(['Ana'], 0)).toBe('Ana');
    expect(namesLine(['Ana', 'Bob'], 0)).toBe('Ana and Bob');
    expect(namesLine(['Ana', 'Bob', 'Cy'], 0)).toBe('Ana, Bob and Cy');
    expect(namesLine(['Ana', 'Bob', 'Cy', 'Di'], 0)).toBe('Ana, Bob, Cy and 1 other');
    expect(namesLine(['Ana', 'Bob', 'Cy', 'Di'], 20)).toBe('Ana, Bob, Cy and 21 others');
    expect(namesLine([], 2)).toBe('2 members');
  });

  it('says who reacted with what', () => {
    expect(reactedLine('🔥', ['Ana', 'Bob'], 0)).toBe('Ana and Bob reacted with 🔥');
  });
});
