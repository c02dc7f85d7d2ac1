import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ChannelCounts } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import type { ChannelSummary } from '../types';

export const CHANNELS_QUERY_KEY = ['channels'] as const;

/** The channels the member may read, in sidebar order, with write access and counts. */
export async function getChannels(signal?: AbortSignal): Promise<ChannelSummary[]> {
  const { channels } = await api.get('/api/channels', { signal });
  return channels;
}

export function channelsQueryOptions() {
  return queryOptions({
    queryKey: CHANNELS_QUERY_KEY,
    queryFn: ({ signal }) => getChannels(signal),
  });
}

export function useChannels() {
  return useQuery(channelsQueryOptions());
}

/** New unread and mention counts (a `channel:counts` event or a read mark) patch the list. */
export function patchChannelCounts(queryClient: QueryClient, counts: ChannelCounts): void {
  queryClient.setQueryData<ChannelSummary[]>(CHANNELS_QUERY_KEY, (channels) =>
    channels?.map((c) =>
      c.slug === counts.channel ? { ...c, unread: counts.unread, mentions: counts.mentions } : c,
    ),
  );
}

/**
 * A new message from someone else in a channel that isn't on screen: one more unread (and
 * mention). The server's counts (a `channel:counts` event, a read mark, a refetch) replace
 * these local ones whenever they come.
 */
export function bumpChannelCounts(queryClient: QueryClient, slug: string, mention: boolean): void {
  queryClient.setQueryData<ChannelSummary[]>(CHANNELS_QUERY_KEY, (channels) =>
    channels?.map((c) =>
      c.slug === slug
        ? { ...c, unread: c.unread + 1, mentions: c.mentions + (mention ? 1 : 0) }
        : c,
    ),
  );
}
