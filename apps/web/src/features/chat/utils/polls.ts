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
 * Each option's share of the votes as whole percentages, or all zeros when nobody has voted.
 * Equal counts always show equal shares (decision 0068): after rounding down, the points left
 * go to whole groups of options of one count, as many points as can be placed, the largest
 * remainders first (largest remainder, by group). So the shares add up to 100 except when
 * ties cannot take what is left (three options of one vote each read 33% each).
 */
export function voteShares(counts: readonly number[]): number[] {
  const votes = counts.map((n) => Math.max(0, n));
  const total = votes.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const shares = votes.map((n) => Math.floor((n * 100) / total));
  const left = 100 - shares.reduce((sum, n) => sum + n, 0);
  const groups = [...new Set(votes)].map((count) => ({
    count,
    size: votes.filter((n) => n === count).length,
    remainder: (count * 100) / total - Math.floor((count * 100) / total),
  }));
  // best[points]: the groups that take exactly that many points, the most remainder first.
  const best: ({ weight: number; counts: number[] } | undefined)[] = [{ weight: 0, counts: [] }];
  for (const group of groups) {
    if (group.remainder === 0) continue;
    for (let points = left; points >= group.size; points -= 1) {
      const from = best[points - group.size];
      if (!from) continue;
      const weight = from.weight + group.remainder * group.size;
      if ((best[points]?.weight ?? -1) < weight)
        best[points] = { weight, counts: [...from.counts, group.count] };
    }
  }
  const placed = best.findLast((choice) => choice !== undefined)!;
  return votes.map((n, index) => (shares[index] ?? 0) + (placed.counts.includes(n) ? 1 : 0));
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
