import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ChannelNotificationLevel, NotificationLevel } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import type { ChannelSummary } from '../types';
import { CHANNELS_QUERY_KEY } from './get-channels';

/** How much of a channel notifies the member (decision 0035); answers the level stored. */
export async function setNotificationLevel(
  slug: string,
  level: NotificationLevel,
): Promise<ChannelNotificationLevel> {
  return api.put('/api/channels/{slug}/notifications', { params: { slug }, body: { level } });
}

/** A level set here, on another device (`channel:notify`) or undone patches the channel list. */
export function patchNotificationLevel(
  queryClient: QueryClient,
  { channel, level }: ChannelNotificationLevel,
): void {
  queryClient.setQueryData<ChannelSummary[]>(CHANNELS_QUERY_KEY, (channels) =>
    channels?.map((c) => (c.slug === channel ? { ...c, notify: level } : c)),
  );
}

/** Shown at once; put back when the server refuses. */
export function useSetNotificationLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      slug,
      level,
    }: {
      slug: string;
      level: NotificationLevel;
      previous: NotificationLevel;
    }) => setNotificationLevel(slug, level),
    onMutate: ({ slug, level }) => patchNotificationLevel(queryClient, { channel: slug, level }),
    onSuccess: (saved) => patchNotificationLevel(queryClient, saved),
    onError: (_error, { slug, previous }) =>
      patchNotificationLevel(queryClient, { channel: slug, level: previous }),
  });
}
