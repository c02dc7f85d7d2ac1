import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FollowedThreads } from '../utils/pins-threads';
import { followedThreadsKey } from './get-followed-threads';

/** The thread is read up to `lastId`: on the server, and at once in the followed threads. */
export async function markThreadRead(
  queryClient: QueryClient,
  input: { slug: string; rootId: number; lastId: number },
): Promise<void> {
  queryClient.setQueryData<FollowedThreads>(followedThreadsKey(input.slug), (followed) =>
    followed?.has(input.rootId) ? new Map(followed).set(input.rootId, 0) : followed,
  );
  await api.post('/api/threads/{rootId}/read', {
    params: { rootId: input.rootId },
    body: { lastId: input.lastId },
  });
}
