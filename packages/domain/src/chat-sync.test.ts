import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceSyncedThrough, gapEnd } from './chat-sync';

const live = (id: number, previousId: number | null) => ({ id, previousId });

describe('advanceSyncedThrough', () => {
  it('follows an unbroken chain of live messages', () => {
    expect(advanceSyncedThrough(10, [live(11, 10), live(14, 11), live(15, 14)])).toBe(15);
  });

  it('stops before a message whose predecessor has not arrived', () => {
    // #12 (from another instance) is still on its way; #13 came first.
    expect(advanceSyncedThrough(11, [live(13, 12)])).toBe(11);
    expect(advanceSyncedThrough(11, [live(13, 12), live(12, 11)])).toBe(13);
  });

  it('accepts a predecessor the last fetch already covered (hidden or skipped ids)', () => {
    expect(advanceSyncedThrough(20, [live(25, 18)])).toBe(25);
  });

  it("starts from a channel's first message", () => {
    expect(advanceSyncedThrough(0, [live(7, null)])).toBe(7);
  });

  it('never advances through a message without a predecessor id (history, updates)', () => {
    expect(advanceSyncedThrough(5, [{ id: 6 }, live(7, 6)])).toBe(5);
  });

  it('ignores what the fetch covered already, in any order', () => {
    expect(advanceSyncedThrough(30, [live(31, 30), { id: 12 }, live(29, 28)])).toBe(31);
  });

  it('never claims a message the client does not hold, whatever the arrival order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 200 }),
        fc.func(fc.boolean()),
        (ids, fetchedThrough, arrived) => {
          // A channel's messages in commit order, each knowing the one before it.
          const channel = [...ids]
            .sort((a, b) => a - b)
            .map((id, i, all) => ({
              id,
              previousId: i === 0 ? null : all[i - 1]!,
            }));
          const held = channel.filter((m) => m.id <= fetchedThrough || arrived(m.id));
          const through = advanceSyncedThrough(fetchedThrough, held);
          const heldIds = new Set(held.map((m) => m.id));
          for (const m of channel) {
            if (m.id > fetchedThrough && m.id <= through) expect(heldIds.has(m.id)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('gapEnd', () => {
  it('is the newest message held beyond the covered point', () => {
    expect(gapEnd(11, [{ id: 9 }, { id: 13 }, { id: 15 }, { id: 11 }])).toBe(15);
  });

  it('is undefined when everything held is covered', () => {
    expect(gapEnd(15, [{ id: 9 }, { id: 15 }])).toBeUndefined();
    expect(gapEnd(0, [])).toBeUndefined();
  });

  it('ignores local echoes (negative ids)', () => {
    expect(gapEnd(4, [{ id: -1 }, { id: -2 }, { id: 3 }])).toBeUndefined();
  });

  it('exists exactly when a held message is not covered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 100 })),
        fc.integer({ min: 0, max: 100 }),
        (ids, through) => {
          const end = gapEnd(
            through,
            ids.map((id) => ({ id })),
          );
          expect(end === undefined).toBe(ids.every((id) => id <= through));
          if (end !== undefined) expect(end).toBe(Math.max(...ids));
        },
      ),
    );
  });
});
