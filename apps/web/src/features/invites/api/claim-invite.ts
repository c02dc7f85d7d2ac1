import { api } from '../../../lib/api-client';

/**
 * Records the signed-in member's inviter (ruling 14). `claimed` is false when the member
 * already has an inviter or the link is their own; neither is an error.
 */
export async function claimInvite(inviteId: string): Promise<boolean> {
  const { claimed } = await api.post('/api/invites/claim', { body: { inviteId } });
  return claimed;
}
