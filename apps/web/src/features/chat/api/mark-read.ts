import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelCounts } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import { patchChannelCounts } from './get-channels';

/** Marks a channel read up to a message id (ruling 10); answers with the new counts. */
export async function markChannelRead(slug: string, lastId: number): Promise<ChannelCounts> {
  const { counts } = await api.post('/api/channels/{slug}/read', {
    params: { slug },
    body: { lastId },
  });
  return counts;
}

export function useMarkChannelRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, lastId }: { slug: string; lastId: number }) =>
      markChannelRead(slug, lastId),
    onSuccess: (counts) => patchChannelCounts(queryClient, counts),
  });
}
