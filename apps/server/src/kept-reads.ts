/**
 * Answers to a read kept per key for a short time, per instance: what makes signed-in requests
 * cheap (verified sessions, members' rows; decision 0014, decision 0028).
 *
 * - A read on its way is shared by every caller asking for the same key.
 * - Only answers are kept: a miss (null or undefined) or a failure is read again next time.
 * - `keptFor` may shorten an answer's time (a session that ends sooner).
 * - `forget` drops a key at once; a read that was on its way then answers its own callers
 *   only and is not kept, so a change committed before `forget` is never hidden by it.
 * - At most `maxKept` keys; the oldest go first.
 */
export function createKeptReads<K, V>(options: {
  ttlMs: number;
  maxKept: number;
  keptFor?: (value: V) => number;
}) {
  interface Entry {
    answer: Promise<V | null | undefined>;
    until: number;
    /** The answer once it has come. */
    settled?: V;
  }
  const kept = new Map<K, Entry>();

  const drop = (key: K, entry: Entry) => {
    if (kept.get(key) === entry) kept.delete(key);
  };

  return {
    read(key: K, load: () => Promise<V | null | undefined>): Promise<V | null | undefined> {
      const known = kept.get(key);
      if (known && known.until > Date.now()) return known.answer;
      if (kept.size >= options.maxKept) kept.delete(kept.keys().next().value!);
      const entry: Entry = {
        answer: load().then(
          (value) => {
            if (value === null || value === undefined) drop(key, entry);
            else {
              entry.settled = value;
              if (options.keptFor) entry.until = Math.min(entry.until, options.keptFor(value));
            }
            return value;
          },
          (error: unknown) => {
            drop(key, entry);
            throw error;
          },
        ),
        until: Date.now() + options.ttlMs,
      };
      kept.set(key, entry);
      return entry.answer;
    },
    /**
     * The kept answer for `key` if it has come and is still fresh, without waiting: what lets a
     * hot path skip the promises `read` costs (each one pays Node 20's promise hooks).
     */
    peek(key: K): V | undefined {
      const known = kept.get(key);
      return known && known.until > Date.now() ? known.settled : undefined;
    },
    forget(key: K): void {
      kept.delete(key);
    },
    /** Drops every kept answer `matches` picks, and every read still on its way. */
    forgetWhere(matches: (value: V) => boolean): void {
      for (const [key, entry] of kept) {
        if (entry.settled === undefined || matches(entry.settled)) kept.delete(key);
      }
    },
  };
}
