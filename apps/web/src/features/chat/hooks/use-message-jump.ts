import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { loadAround, loadNewerMessages } from '../api/get-messages-around';
import { messagesQueryKey } from '../api/get-messages';
import { describeError } from '../utils/describe-error';

/** The query parameter that opens a channel at a message: /app/general?message=123. */
export const JUMP_PARAM = 'message';

/**
 * How long to wait for the message to be in the list after its page is in the cache: a time,
 * not a number of frames, since a slow phone (or a busy machine) may take many frames to draw
 * the page, and giving up early says the message is gone when it is not.
 */
const DRAW_WAIT_MS = 5_000;

/** The address that opens a channel scrolled to a message (a search result). */
export const messageUrl = (channel: string, id: number) => `/app/${channel}?${JUMP_PARAM}=${id}`;

/**
 * Jump to message (decision 0031 and decision 0043): opening the channel with ?message=<id> loads the
 * page around it when it is older than what is held, then `reveal` (the message list's) scrolls
 * to it and highlights it; from there, scrolling down loads newer pages until the newest, and
 * 'jump to present' goes straight back. `open` jumps from inside the channel the same way.
 */
export function useMessageJump(slug: string, reveal: (id: number) => boolean) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(JUMP_PARAM);
  const target = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const queryClient = useQueryClient();
  const toast = useToast();
  const [loadingNewer, setLoadingNewer] = useState(false);
  const [newerFailed, setNewerFailed] = useState(false);

  useEffect(() => {
    if (raw === null) return;
    let live = true;
    const done = () =>
      setParams(
        (current) => {
          current.delete(JUMP_PARAM);
          return current;
        },
        { replace: true },
      );
    const show = (deadline: number) => {
      if (!live || target === null) return;
      if (reveal(target)) done();
      else if (performance.now() < deadline) requestAnimationFrame(() => show(deadline));
      else {
        toast.error('That message is not in this channel any more');
        done();
      }
    };
    if (target === null) {
      done();
      return;
    }
    loadAround(queryClient, slug, target).then(
      () => show(performance.now() + DRAW_WAIT_MS),
      (error: unknown) => {
        if (!live) return;
        toast.error(describeError(error));
        done();
      },
    );
    return () => {
      live = false;
    };
  }, [raw, target, slug, reveal, queryClient, setParams, toast]);

  /** Jumps to a message of this channel, loading the page around it when it is not held. */
  const open = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          current.set(JUMP_PARAM, String(id));
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );

  const loadNewer = useCallback(() => {
    setLoadingNewer(true);
    setNewerFailed(false);
    loadNewerMessages(queryClient, slug)
      .catch(() => setNewerFailed(true))
      .finally(() => setLoadingNewer(false));
  }, [queryClient, slug]);

  /** Back to the newest page (a window on older messages is dropped). */
  const jumpToPresent = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: messagesQueryKey(slug), exact: true });
  }, [queryClient, slug]);

  return { open, pending: raw !== null, loadingNewer, newerFailed, loadNewer, jumpToPresent };
}
