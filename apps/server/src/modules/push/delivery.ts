import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** One push as a delivery thread sends it: already signed (VAPID), still to encrypt. */
export interface PushDelivery {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The JSON of the PushPayload. */
  payload: string;
  /** The VAPID Authorization header for the endpoint's push service. */
  authorization: string;
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  topic: string;
}

/** The push service's answer, or why there was none (a timeout, a refused connection). */
export type DeliveryResult = { status: number } | { error: string };

export interface DeliveryBatch {
  id: number;
  pushes: PushDelivery[];
  /** How long one push service request may take before it counts as a failed attempt. */
  timeoutMs: number;
}

export interface DeliveryDone {
  id: number;
  results: DeliveryResult[];
}

/** What a delivery thread posts: that it is ready (once, first), or a batch's results. */
export type DeliveryThreadMessage = { ready: true } | DeliveryDone;

export interface DeliveryPool {
  /**
   * Starts every thread now rather than at the first push, which would otherwise pay for the
   * threads' start-up (a signal's first fan-out after a deploy); resolves once each is ready:
   * its code loaded and its priority set (push-worker.ts), and rejects if one fails first.
   */
  warm(): Promise<void>;
  /** Sends the pushes on the pool's threads; the results in the same order. */
  deliver(pushes: PushDelivery[]): Promise<DeliveryResult[]>;
  /** Ends the threads; a batch still out is answered with an error for each of its pushes. */
  close(): Promise<void>;
}

/** How long one push service request may take before it counts as a failed attempt. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Pushes per message to a thread: small enough that a thread's first requests leave while the
 * rest of a round is still being encrypted, large enough that messages cost little.
 */
const BATCH_SIZE = 50;

/** One thread fewer than the cores (the main thread keeps one), and at least one. */
export const defaultDeliveryThreads = () => Math.max(1, availableParallelism() - 1);

/**
 * The delivery thread's file: beside this module, with this module's extension. From the
 * bundle that is dist/push-worker.js (built beside main.js); from the sources (tsx, the tests)
 * src/modules/push/push-worker.ts.
 */
const workerFile = path.join(
  import.meta.dirname,
  `push-worker${path.extname(import.meta.filename)}`,
);

interface Thread {
  worker: Worker;
  /** Resolves once the thread said it is ready; rejects if it failed before. */
  ready: Promise<void>;
  /** Each batch out on the thread: how to answer it, and how many pushes it holds. */
  waiting: Map<number, { answer(results: DeliveryResult[]): void; size: number }>;
}

/**
 * Threads that encrypt and post pushes (decision 0073), started by `warm` or when first needed,
 * and kept until `close`. A round's pushes are dealt out in batches, each to the thread with the fewest
 * waiting. A thread that fails answers its waiting batches with an error each (the sender
 * retries those pushes with backoff) and is replaced at the next round.
 */
export function createDeliveryPool(size = defaultDeliveryThreads()): DeliveryPool {
  const threads: Thread[] = [];
  let nextId = 0;

  function start(): Thread {
    const worker = new Worker(workerFile);
    let becameReady = () => {};
    let failedEarly: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      becameReady = resolve;
      failedEarly = reject;
    });
    // A pool whose threads fail at start still answers each push with an error: nobody waits.
    ready.catch(() => undefined);
    const thread: Thread = { worker, ready, waiting: new Map() };
    // The server's HTTP listener keeps the process alive, not an idle delivery thread.
    worker.unref();
    const fail = (error: string) => {
      failedEarly(new Error(error));
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      for (const { answer, size } of thread.waiting.values())
        answer(Array.from({ length: size }, () => ({ error })));
      thread.waiting.clear();
    };
    worker.on('message', (message: DeliveryThreadMessage) => {
      if ('ready' in message) return becameReady();
      thread.waiting.get(message.id)?.answer(message.results);
      thread.waiting.delete(message.id);
    });
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`the push delivery thread exited (${code})`));
    threads.push(thread);
    return thread;
  }

  function leastBusy(): Thread {
    if (threads.length < size) return start();
    return threads.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
  }

  function send(pushes: PushDelivery[]): Promise<DeliveryResult[]> {
    const thread = leastBusy();
    const id = (nextId += 1);
    return new Promise((answer) => {
      thread.waiting.set(id, { answer, size: pushes.length });
      const batch: DeliveryBatch = { id, pushes, timeoutMs: REQUEST_TIMEOUT_MS };
      thread.worker.postMessage(batch);
    });
  }

  return {
    async warm() {
      while (threads.length < size) start();
      await Promise.all(threads.map((thread) => thread.ready));
    },
    async deliver(pushes) {
      const batches: Promise<DeliveryResult[]>[] = [];
      for (let at = 0; at < pushes.length; at += BATCH_SIZE)
        batches.push(send(pushes.slice(at, at + BATCH_SIZE)));
      return (await Promise.all(batches)).flat();
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
