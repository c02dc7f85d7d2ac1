import { describe, expect, it } from 'vitest';
import { advanceSeenChanges, caughtUpThrough, isOlderReport } from './channel-changes';

describe('advanceSeenChanges', () => {
  it('moves over an unbroken run only, and closes a gap when its number arrives', () => {
    let state = advanceSeenChanges({ seq: 4 }, 5);
    expect(state).toEqual({ seq: 5 });
    state = advanceSeenChanges(state, 7);
    state = advanceSeenChanges(state, 8);
    expect(state).toEqual({ seq: 5, seqAhead: [7, 8] });
    expect(advanceSeenChanges(state, 6)).toEqual({ seq: 8 });
  });

  it('ignores a number seen before', () => {
    const state = { seq: 5, seqAhead: [7] };
    expect(advanceSeenChanges(state, 3)).toBe(state);
    expect(advanceSeenChanges(state, 7)).toBe(state);
  });
});

describe('caughtUpThrough', () => {
  it('keeps numbers seen live beyond what a catch-up covered, and runs on through them', () => {
    expect(caughtUpThrough({ seq: 2, seqAhead: [9, 11] }, 8)).toEqual({ seq: 9, seqAhead: [11] });
    expect(caughtUpThrough({ seq: 10, seqAhead: [12] }, 8)).toEqual({ seq: 10, seqAhead: [12] });
  });
});

describe('isOlderReport', () => {
  it('is true only when both copies carry a number and the incoming one is lower', () => {
    expect(isOlderReport({ seq: 9 }, { seq: 8 })).toBe(true);
    expect(isOlderReport({ seq: 9 }, { seq: 9 })).toBe(false);
    expect(isOlderReport({ seq: 8 }, { seq: 9 })).toBe(false);
    expect(isOlderReport({}, { seq: 1 })).toBe(false);
    expect(isOlderReport({ seq: 9 }, {})).toBe(false);
    expect(isOlderReport(undefined, { seq: 1 })).toBe(false);
  });
});
