import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithTimeout, isChunkLoadError } from './lazy-with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('importWithTimeout', () => {
  it('resolves with the module when it loads in time', async () => {
    const load = importWithTimeout(() => Promise.resolve({ Component: 'page' }), 1000);
    await expect(load()).resolves.toEqual({ Component: 'page' });
  });

  it('rejects with a ChunkLoadError when the import fails', async () => {
    const load = importWithTimeout(() => Promise.reject(new TypeError('Failed to fetch')), 1000);
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('rejects after the time-out (120 s by default)', async () => {
    vi.useFakeTimers();
    const load = importWithTimeout(() => new Promise<never>(() => {}));
    const result = load().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
  });

  it('recognises browsers’ own failed-import errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
