import { setImmediate } from 'node:timers/promises';

/**
 * Resolves once the event loop has polled for I/O: a chat send waiting on its socket is read,
 * and its statements queue on the embedded database, before the caller's next piece of work.
 * The embedded database answers in microtasks, so statements chained by `await` never let the
 * event loop turn between them (decision 0073). One `setImmediate` is not enough from an I/O
 * callback (a request, a delivery thread's answer): it runs in the same turn's check phase,
 * before the next poll; the second one runs after it, whichever phase the caller was in.
 */
export async function eventLoopTurn(): Promise<void> {
  await setImmediate();
  await setImmediate();
}
