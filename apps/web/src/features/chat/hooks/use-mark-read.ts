import { useCallback, useEffect, useRef } from 'react';
import { useMarkChannelRead } from '../api/mark-read';

/** Read marks go out at most this often while messages stream in. */
const MARK_EVERY_MS = 750;

/**
 * Marks the open channel read up to the newest message the member has seen (ruling 10),
 * once per new id, batched while messages stream in.
 */
export function useMarkRead(slug: string): (lastId: number) => void {
  const { mutate } = useMarkChannelRead();
  const marked = useRef(0);
  const pending = useRef<number | null>(null);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (lastId: number) => {
      if (lastId <= marked.current || lastId <= (pending.current ?? 0)) return;
      pending.current = lastId;
      if (timer.current !== null) return;
      const flush = () => {
        timer.current = null;
        const id = pending.current;
        pending.current = null;
        if (id === null || id <= marked.current) return;
        marked.current = id;
        mutate({ slug, lastId: id });
      };
      if (marked.current === 0) flush();
      else timer.current = window.setTimeout(flush, MARK_EVERY_MS);
    },
    [slug, mutate],
  );
}
