import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patchChannelCounts } from './get-channels';

/**
 * Mark unread from a message (decision 0067): the server moves the read position to just
 * before it and answers with the channel's new counts, which the sidebar shows.
 */
export async function markUnread(slug: string, messageId: number) {
  const { counts } = await api.post('/api/channels/{slug}/unread', {
    params: { slug },
    body: { messageId },
  });
  return counts;
}

export function useMarkUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, messageId }: { slug: string; messageId: number }) =>
      markUnread(slug, messageId),
    onSuccess: (counts) => patchChannelCounts(queryClient, counts),
  });
}
