import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLOOD_LIMIT, floodWait, slowmodeWait } from './pace';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('slowmodeWait', () => {
  it('lets a member post when slow mode is off or they never posted', () => {
    expect(slowmodeWait(0, ago(1), now)).toBe(0);
    expect(slowmodeWait(30, null, now)).toBe(0);
  });
  it('counts the seconds left, rounded up', () => {
    expect(slowmodeWait(30, ago(10_000), now)).toBe(20);
    expect(slowmodeWait(30, ago(29_500), now)).toBe(1);
    expect(slowmodeWait(30, ago(30_000), now)).toBe(0);
  });
});

describe('floodWait', () => {
  const burst = (n: number, spacingMs: number) =>
    Array.from({ length: n }, (_, i) => ago(i * spacingMs));

  it(`allows ${FLOOD_LIMIT.messages - 1} quick messages, not ${FLOOD_LIMIT.messages}`, () => {
    expect(floodWait(burst(FLOOD_LIMIT.messages - 1, 100), now)).toBe(0);
    expect(floodWait(burst(FLOOD_LIMIT.messages, 100), now)).toBeGreaterThan(0);
  });
  it('follows a configured limit', () => {
    expect(floodWait(burst(3, 100), now, { messages: 3, windowMs: 1_000 })).toBe(1);
    expect(floodWait(burst(2, 100), now, { messages: 3, windowMs: 1_000 })).toBe(0);
  });
  it('ignores messages older than the window', () => {
    expect(floodWait(burst(FLOOD_LIMIT.messages, FLOOD_LIMIT.windowMs), now)).toBe(0);
  });
  it('never asks to wait longer than the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: 30 }), (offsets) => {
        const wait = floodWait(
          offsets.map((o) => ago(o)),
          now,
        );
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(FLOOD_LIMIT.windowMs / 1000);
      }),
    );
  });
});
