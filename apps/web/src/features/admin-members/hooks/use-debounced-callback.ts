import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls `callback` once calls have paused for `delay` ms, with `flush`
 * to run a pending call now (Enter in a search field) and `cancel` to drop it. Pending calls are
 * dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number,
) {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<Args | null>(null);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const args = pending.current;
    pending.current = null;
    if (args) latest.current(...args);
  }, []);

  const run = useCallback(
    (...args: Args) => {
      pending.current = args;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, delay);
    },
    [delay, flush],
  );

  return { run, flush, cancel };
}
