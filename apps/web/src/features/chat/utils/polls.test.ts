import { describe, expect, it } from 'vitest';
import type { Poll } from '../types';
import { applyVote, newestFirst, nextVote, replacePoll, totalVotes, voteShares } from './polls';

const poll = (counts: number[], myVote: number | null = null, id = 1): Poll => ({
  id,
  header: 'Next class',
  text: 'Pick one',
  options: counts.map((count, index) => ({ index, label: `Option ${index}`, count })),
  myVote,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const counts = (p: Poll) => p.options.map((o) => o.count);

describe('nextVote', () => {
  it('chooses an option when there is no vote, or changes to another', () => {
    expect(nextVote(null, 2)).toBe(2);
    expect(nextVote(0, 1)).toBe(1);
  });

  it('deselects when the chosen option is clicked again', () => {
    expect(nextVote(1, 1)).toBeNull();
    expect(nextVote(0, 0)).toBeNull();
  });
});

describe('applyVote', () => {
  it('adds one to the chosen option on a first vote', () => {
    const next = applyVote(poll([0, 2]), 0);
    expect(counts(next)).toEqual([1, 2]);
    expect(next.myVote).toBe(0);
  });

  it('moves one vote from the old option to the new one on a change', () => {
    const next = applyVote(poll([3, 1], 0), 1);
    expect(counts(next)).toEqual([2, 2]);
    expect(next.myVote).toBe(1);
  });

  it('takes one vote away and clears the choice on a deselect', () => {
    const next = applyVote(poll([3, 1], 0), null);
    expect(counts(next)).toEqual([2, 1]);
    expect(next.myVote).toBeNull();
  });

  it('changes nothing when the vote stays the same, and never counts below zero', () => {
    const same = poll([1, 1], 1);
    expect(applyVote(same, 1)).toBe(same);
    expect(counts(applyVote(poll([0, 0], 0), null))).toEqual([0, 0]);
  });

  it('keeps the total: a vote adds one, a change keeps it, a deselect removes one', () => {
    const start = poll([2, 5, 1]);
    const voted = applyVote(start, 1);
    const changed = applyVote(voted, 2);
    const cleared = applyVote(changed, null);
    expect([start, voted, changed, cleared].map(totalVotes)).toEqual([8, 9, 9, 8]);
  });
});

describe('voteShares', () => {
  it('is all zeros with no votes', () => {
    expect(voteShares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(voteShares([])).toEqual([]);
  });

  it('gives whole percentages that add up to 100 (largest remainder)', () => {
    expect(voteShares([2, 1])).toEqual([67, 33]);
    expect(voteShares([1, 0])).toEqual([100, 0]);
    expect(voteShares([1, 1])).toEqual([50, 50]);
    // 42.86 and two 28.57s: the tie takes the two points left, so the sum is still 100.
    expect(voteShares([3, 2, 2])).toEqual([42, 29, 29]);
  });

  it('shows equal counts as equal shares, even when that leaves the sum short of 100', () => {
    // The poll that read 29% and 28% for equal counts.
    expect(voteShares([2, 3, 2])).toEqual([29, 42, 29]);
    expect(voteShares([1, 1, 1])).toEqual([33, 33, 33]);
    expect(voteShares([2, 2, 1])).toEqual([40, 40, 20]);
    expect(voteShares([1, 1, 1, 1, 1, 1, 1])).toEqual([14, 14, 14, 14, 14, 14, 14]);
  });

  it('adds up to 100 for any counts with a vote unless a tie cannot split the rest', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const list = Array.from({ length: (seed % 9) + 2 }, (_, i) => (seed * (i + 3)) % 17);
      const shares = voteShares(list);
      const sum = shares.reduce((a, b) => a + b, 0);
      const voted = list.filter((n) => n > 0);
      if (voted.length === 0) expect(sum).toBe(0);
      else if (new Set(voted).size === voted.length) expect(sum).toBe(100);
      else expect(sum).toBeGreaterThan(100 - list.length);
      expect(sum).toBeLessThanOrEqual(100);
      shares.forEach((share, i) => {
        if (list[i] === 0) expect(share).toBe(0);
        list.forEach((other, j) => {
          if (other === list[i]) expect(shares[j]).toBe(share);
        });
      });
    }
  });
});

describe('replacePoll and newestFirst', () => {
  it('replaces a poll in place', () => {
    const list = [poll([0], null, 1), poll([0], null, 2)];
    const next = replacePoll(list, poll([5], 0, 2));
    expect(next.map((p) => p.id)).toEqual([1, 2]);
    expect(next[1]?.myVote).toBe(0);
  });

  it('orders newest first, then by id', () => {
    const older = { ...poll([0], null, 1), createdAt: '2026-01-01T00:00:00.000Z' };
    const newer = { ...poll([0], null, 2), createdAt: '2026-02-01T00:00:00.000Z' };
    const sameTime = { ...poll([0], null, 3), createdAt: '2026-02-01T00:00:00.000Z' };
    expect(newestFirst([older, newer, sameTime]).map((p) => p.id)).toEqual([3, 2, 1]);
  });
});
