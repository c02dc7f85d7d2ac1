import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Asks for a live meeting's link. Exclusive meetings answer 403 "you don't have the blue
 * badge role" to members without the badge, and never send them the link.
 */
export async function joinMeeting(id: number): Promise<string> {
  const { link } = await api.post('/api/meetings/{id}/join', { params: { id } });
  return link;
}

export function useJoinMeeting() {
  return useMutation({ mutationFn: joinMeeting });
}
