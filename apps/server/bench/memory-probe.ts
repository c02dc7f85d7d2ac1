/**
 * Loaded into a measured server with `--expose-gc --import` (bench code only, no application
 * change): on the parent's 'bench:memory' message it collects garbage, gives V8 a moment to
 * hand freed pages back, collects again and replies with the heap in use, so memory figures
 * are not blurred by garbage waiting for the next GC.
 */
const collectGarbage = (globalThis as { gc?: () => void }).gc;
const RELEASE_MS = 1_000;

process.on('message', (message) => {
  if (message !== 'bench:memory') return;
  collectGarbage?.();
  setTimeout(() => {
    collectGarbage?.();
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({ heapUsed, rss });
  }, RELEASE_MS);
});
// The IPC channel must not keep a server alive that is shutting down.
process.channel?.unref();
export {};
