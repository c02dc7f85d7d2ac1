import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import type { ChannelMessages } from '../types';
import { followAfter, type FollowedThreads } from '../utils/pins-threads';
import { messagesQueryKey } from './get-messages';

export const FOLLOWED_THREADS_ROOT = ['followed-threads'] as const;
export const followedThreadsKey = (slug: string) => ['followed-threads', slug] as const;

/** The threads of a channel the member takes part in, with their unread replies. */
export async function getFollowedThreads(
  slug: string,
  signal?: AbortSignal,
): Promise<FollowedThreads> {
  const { threads } = await api.get('/api/channels/{slug}/threads', { params: { slug }, signal });
  return new Map(threads.map((t) => [t.rootId, t.unread]));
}

export function useFollowedThreads(slug: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: followedThreadsKey(slug),
      queryFn: ({ signal }) => getFollowedThreads(slug, signal),
      staleTime: Infinity,
    }),
    enabled,
  });
}

/** A live thread reply updates the member's followed threads of its channel, when held. */
export function applyFollowedReply(
  queryClient: QueryClient,
  message: ChatMessage,
  viewerId: string,
): void {
  if (message.threadRootId == null) return;
  const held = queryClient.getQueryData<ChannelMessages>(messagesQueryKey(message.channel));
  const root = held?.messages.find((m) => m.id === message.threadRootId);
  queryClient.setQueryData<FollowedThreads>(followedThreadsKey(message.channel), (followed) =>
    followed
      ? followAfter(followed, message, { viewerId, rootAuthorId: root?.author.id })
      : followed,
  );
}
