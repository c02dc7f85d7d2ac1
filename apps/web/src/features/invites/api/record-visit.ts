import { api } from '../../../lib/api-client';

/**
 * Counts a visit of an invite link (public). The server counts one per visitor per inviter
 * per day, so reloading the page can't inflate the inviter's visits.
 */
export async function recordInviteVisit(inviteId: string, visitor: string): Promise<void> {
  await api.post<void>(`/api/invites/${encodeURIComponent(inviteId)}/visit`, { visitor });
}
