import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { loadOlderMessages, messagesQueryKey, useChannelMessages } from '../api/get-messages';
import { mainLine } from '../utils/pins-threads';

/**
 * The open channel's history: fetched while the viewer may read it, dropped the moment they
 * may not (a role lost while the channel is open gates it at once: its history is neither
 * fetched nor kept, not left on screen behind a locked composer; regaining the role fetches it
 * afresh), its older pages on demand, and a ban the server answers handed to `onBanned`.
 */
export function useChannelHistory(slug: string, refused: boolean, onBanned: () => void) {
  const queryClient = useQueryClient();
  const messages = useChannelMessages(slug, !refused);
  useEffect(() => {
    if (refused) void queryClient.resetQueries({ queryKey: messagesQueryKey(slug), exact: true });
  }, [refused, queryClient, slug]);

  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const loadOlder = useCallback(() => {
    setLoadingOlder(true);
    setOlderFailed(false);
    loadOlderMessages(queryClient, slug)
      .catch(() => setOlderFailed(true))
      .finally(() => setLoadingOlder(false));
  }, [queryClient, slug]);

  // Thread replies share the channel's cache (its catch-ups hold them) but show in their
  // thread's panel only (decision 0034).
  const mainMessages = useMemo(
    () => (messages.data ? mainLine(messages.data.messages) : undefined),
    [messages.data],
  );

  const banned = isApiError(messages.error) && messages.error.code === 'banned';
  useEffect(() => {
    if (banned) onBanned();
  }, [banned, onBanned]);

  return {
    messages,
    mainMessages,
    older: { loading: loadingOlder, failed: olderFailed, load: loadOlder },
  };
}
