import { api } from '../../../lib/api-client';

/**
 * Counts a visit of an invite link (public). The server counts one per browser per inviter per
 * day, by a visitor id it keeps in an httpOnly cookie, so reloading can't inflate the visits.
 */
export async function recordInviteVisit(inviteId: string): Promise<void> {
  await api.post('/api/invites/{inviteId}/visit', { params: { inviteId } });
}
