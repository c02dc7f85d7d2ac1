import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { CHANNELS_QUERY_KEY } from '../api/get-channels';
import { MEMBERS_QUERY_KEY } from '../api/get-members';
import { runCommand } from '../api/run-command';
import { useChatSocket } from '../realtime/socket-context';
import type { PrivateNotice } from '../types';
import { describeError } from '../utils/describe-error';

/** The oldest private answers give way beyond this many. */
const MAX_NOTICES = 5;

const commandName = (text: string) => (text.trim().slice(1).split(/\s+/)[0] ?? '').toLowerCase();

/**
 * Runs slash commands for the open channel. A private answer (`notice`) is kept here, on this
 * screen only: it is never stored and is gone on reload. Refusals (a member running a staff
 * command, a time-out) show as a toast.
 */
export function useRunCommand(slug: string) {
  const { socket } = useChatSocket();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [notices, setNotices] = useState<PrivateNotice[]>([]);
  const nextId = useRef(1);

  /** Resolves true when the server ran the command (the composer then empties). */
  const run = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        const { notice } = await runCommand(socket, { channel: slug, text: text.trim() });
        if (notice) {
          const id = nextId.current++;
          setNotices((list) => [...list, { id, text: notice }].slice(-MAX_NOTICES));
        }
        const name = commandName(text);
        // What the server tells only the people concerned, this screen learns here.
        if (name === 'close') void queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY });
        if (name === 'give' || name === 'remove')
          void queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY });
        return true;
      } catch (error) {
        toast.error(describeError(error));
        return false;
      }
    },
    [socket, slug, queryClient, toast],
  );

  const dismiss = useCallback((id: number) => {
    setNotices((list) => list.filter((n) => n.id !== id));
  }, []);

  return { notices, run, dismiss };
}
