import type { Poll } from '../types';

/**
 * Poll helpers (spec §4): what a click on an option means, the vote applied locally
 * before the server answers, and each option's share of the votes.
 */

/** Clicking the option already chosen deselects it; any other option becomes the vote. */
export function nextVote(current: number | null, clicked: number): number | null {
  return current === clicked ? null : clicked;
}

/**
 * The poll as it will be once `option` is the member's vote (null: no vote): the old choice
 * loses one, the new one gains one. Counts never go below zero.
 */
export function applyVote(poll: Poll, option: number | null): Poll {
  if (poll.myVote === option) return poll;
  return {
    ...poll,
    myVote: option,
    options: poll.options.map((o) => {
      let count = o.count;
      if (o.index === poll.myVote) count = Math.max(0, count - 1);
      if (o.index === option) count += 1;
      return count === o.count ? o : { ...o, count };
    }),
  };
}

export function totalVotes(poll: Pick<Poll, 'options'>): number {
  return poll.options.reduce((sum, o) => sum + o.count, 0);
}

/**
 * Each option's share of the votes as whole percentages that add up to exactly 100 (largest
 * remainder; ties go to the earlier option), or all zeros when nobody has voted.
 */
export function voteShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + Math.max(0, n), 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (Math.max(0, n) * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, n) => sum + n, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Replaces one poll in a list (a vote's answer), keeping the list's order. */
export function replacePoll(polls: readonly Poll[], next: Poll): Poll[] {
  return polls.map((p) => (p.id === next.id ? next : p));
}

/** Newest first, as the server lists them; the order is kept stable for equal dates. */
export function newestFirst(polls: readonly Poll[]): Poll[] {
  return [...polls].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
}
