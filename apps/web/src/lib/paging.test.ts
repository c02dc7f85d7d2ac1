import { describe, expect, it } from 'vitest';
import { pageMoves, showingText } from './paging';

describe('showingText', () => {
  it('names the rows on screen with an en dash and separators', () => {
    expect(showingText(0, 50, 230)).toBe('Showing 1–50 of 230');
    expect(showingText(50, 50, 230)).toBe('Showing 51–100 of 230');
    expect(showingText(200, 30, 230)).toBe('Showing 201–230 of 230');
    expect(showingText(1000, 50, 1230)).toBe('Showing 1,001–1,050 of 1,230');
  });

  it('handles a single row and an empty list', () => {
    expect(showingText(0, 1, 1)).toBe('Showing 1–1 of 1');
    expect(showingText(0, 0, 0)).toBe('Showing 0 of 0');
    expect(showingText(100, 0, 40)).toBe('Showing 0 of 40');
  });

  it('never says fewer in total than it shows (rows added since the count)', () => {
    expect(showingText(0, 3, 2)).toBe('Showing 1–3 of 3');
  });
});

describe('a capped total', () => {
  it('says there are at least that many and keeps Next offered', () => {
    expect(showingText(0, 50, 1000, true)).toBe('Showing 1–50 of 1,000+');
    expect(showingText(1000, 50, 1000, true)).toBe('Showing 1,001–1,050 of 1,050+');
    expect(pageMoves(950, 50, 1000, true)).toEqual({ previous: true, next: true });
    expect(pageMoves(950, 50, 1000)).toEqual({ previous: true, next: false });
  });
});

describe('pageMoves', () => {
  it('offers Previous after the first page and Next before the last', () => {
    expect(pageMoves(0, 50, 230)).toEqual({ previous: false, next: true });
    expect(pageMoves(50, 50, 230)).toEqual({ previous: true, next: true });
    expect(pageMoves(200, 50, 230)).toEqual({ previous: true, next: false });
    expect(pageMoves(0, 50, 50)).toEqual({ previous: false, next: false });
    expect(pageMoves(0, 50, 0)).toEqual({ previous: false, next: false });
  });
});
