import type { Database, Tx } from '../../db/client';
import { AppError } from '../../errors';
import { lockChannelForInsert } from './repo';

/** Sends stored together at most: bounds how long one transaction holds its channel's lock. */
const MAX_WRITES_PER_TRANSACTION = 50;

/**
 * One write into a channel, run inside the channel's transaction under its insert lock. It
 * refuses (throws an AppError) before it writes anything: a refusal leaves the transaction,
 * and the other writes in it, untouched.
 */
export type ChannelWrite<T> = (tx: Tx) => Promise<T>;

interface Queued {
  write: ChannelWrite<unknown>;
  afterCommit(value: unknown): Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: AppError };

/**
 * Group commit for each channel's inserts. Writes that arrive while the channel's transaction
 * runs wait for it and are then stored together, in the order they came, in the next one:
 * one transaction and one lock for many sends. Each resolves only once its transaction has
 * committed, so nothing is acknowledged before it is stored, and in commit order. A database
 * error aborts a whole transaction: its writes are then tried again one per transaction, so
 * it fails only the write that caused it.
 *
 * What a write needs after its commit (reads for its answer) runs before the channel's next
 * transaction starts: on a database with one connection (PGlite), whose transactions hold
 * every other query back, those reads would otherwise wait for the next batch.
 */
export function createChannelWrites(db: Database) {
  const queues = new Map<string, Queued[]>();

  async function commit(channel: string, batch: Queued[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await db.transaction(async (tx) => {
        await lockChannelForInsert(tx, channel);
        const done: Outcome[] = [];
        for (const { write } of batch) {
          try {
            done.push({ ok: true, value: await write(tx) });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            done.push({ ok: false, error });
          }
        }
        return done;
      });
    } catch (error) {
      if (batch.length > 1) {
        for (const queued of batch) await commit(channel, [queued]);
      } else batch[0]?.reject(error);
      return;
    }
    const answers = await Promise.allSettled(
      batch.map((queued, i) => {
        const outcome = outcomes[i];
        return outcome?.ok ? queued.afterCommit(outcome.value) : Promise.reject(outcome?.error);
      }),
    );
    answers.forEach((answer, i) => {
      if (answer.status === 'fulfilled') batch[i]?.resolve(answer.value);
      else batch[i]?.reject(answer.reason);
    });
  }

  /** Commits the channel's queue, a batch at a time, until no write is waiting. */
  async function drain(channel: string, queue: Queued[]): Promise<void> {
    while (queue.length > 0) await commit(channel, queue.splice(0, MAX_WRITES_PER_TRANSACTION));
    queues.delete(channel);
  }

  return {
    /**
     * Runs the write in the channel's next transaction; once that has committed, resolves with
     * what `afterCommit` makes of the write's result.
     */
    write<T, R>(
      channel: string,
      write: ChannelWrite<T>,
      afterCommit: (value: T) => Promise<R>,
    ): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const queued: Queued = {
          write,
          afterCommit: afterCommit as (value: unknown) => Promise<unknown>,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        const queue = queues.get(channel);
        if (queue) return queue.push(queued);
        const started = [queued];
        queues.set(channel, started);
        void drain(channel, started);
      });
    },
  };
}

export type ChannelWrites = ReturnType<typeof createChannelWrites>;
