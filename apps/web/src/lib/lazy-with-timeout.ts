import type { ComponentType } from 'react';
import { LIMITS } from '@bbt/domain';

/** A page's code could not be loaded (network error, deploy replaced it, or time-out). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  // Browsers word a failed dynamic import differently; all of them are chunk failures.
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
      error.message,
    )
  );
}

/**
 * Wraps a dynamic import so it rejects with a ChunkLoadError when it fails or takes longer
 * than LIMITS.chunkTimeoutMs (spec §7: "code chunks load lazily with a 120-second
 * time-out").
 */
export function importWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = LIMITS.chunkTimeoutMs,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (cause: unknown) => {
          clearTimeout(timer);
          reject(
            cause instanceof ChunkLoadError
              ? cause
              : new ChunkLoadError('Loading chunk failed', { cause }),
          );
        },
      );
    });
}

/** A chunk's component, loaded once with importWithTimeout: `Component` once it has. */
export interface LoadableComponent {
  Component: ComponentType | undefined;
  /** Loads the chunk (once); rejects with a ChunkLoadError. */
  load: () => Promise<void>;
}

export function loadableComponent(
  importChunk: () => Promise<{ Component: ComponentType }>,
): LoadableComponent {
  const importOnce = importWithTimeout(importChunk);
  let loading: Promise<void> | undefined;
  const loadable: LoadableComponent = {
    Component: undefined,
    load: () =>
      (loading ??= importOnce().then((module) => {
        loadable.Component = module.Component;
      })),
  };
  return loadable;
}
