/**
 * Latencies counted in logarithmic buckets 0.5% wide, so the fan-out load processes can record
 * millions of deliveries without keeping each one, and their counts can be added together before
 * percentiles are read. A percentile is the middle of its bucket: within 0.25% of the exact one.
 */
const SMALLEST_MS = 0.1;
const GROWTH = 1.005;
/** Enough buckets for 10 minutes. */
const BUCKETS = Math.ceil(Math.log(600_000 / SMALLEST_MS) / Math.log(GROWTH)) + 2;

const bucketOf = (ms: number) =>
  ms <= SMALLEST_MS
    ? 0
    : Math.min(BUCKETS - 1, 1 + Math.floor(Math.log(ms / SMALLEST_MS) / Math.log(GROWTH)));

const middleOf = (bucket: number) =>
  bucket === 0 ? SMALLEST_MS / 2 : SMALLEST_MS * GROWTH ** (bucket - 1) * Math.sqrt(GROWTH);

export class LatencyHistogram {
  private readonly counts = new Uint32Array(BUCKETS);
  total = 0;

  record(ms: number) {
    this.counts[bucketOf(ms)]! += 1;
    this.total += 1;
  }

  /**
   * The milliseconds below which a fraction `p` (0..1) of `expected` latencies fall, of which
   * only `total` were recorded, the others still to come (messages not delivered yet): when its
   * rank is past the recorded ones, all that is known is that it is above the largest recorded
   * latency, which is given with `atLeast`.
   */
  percentile(p: number, expected = this.total): { ms: number; atLeast: boolean } {
    if (this.total === 0) return { ms: Number.NaN, atLeast: true };
    const rank = Math.max(1, Math.ceil(expected * p));
    const atLeast = rank > this.total;
    const wanted = Math.min(rank, this.total);
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      seen += this.counts[bucket]!;
      if (seen >= wanted) return { ms: middleOf(bucket), atLeast };
    }
    return { ms: middleOf(BUCKETS - 1), atLeast };
  }

  /** The non-empty buckets, small enough to send between processes. */
  toJSON(): [number, number][] {
    const pairs: [number, number][] = [];
    this.counts.forEach((count, bucket) => {
      if (count > 0) pairs.push([bucket, count]);
    });
    return pairs;
  }

  add(pairs: [number, number][]) {
    for (const [bucket, count] of pairs) {
      this.counts[bucket]! += count;
      this.total += count;
    }
  }
}
