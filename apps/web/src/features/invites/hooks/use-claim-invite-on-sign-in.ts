import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { NETWORK_ERROR_CODE, isApiError } from '../../../lib/api-client';
import { claimInvite } from '../api/claim-invite';
import { clearPendingInvite } from '../invite-storage';
import { usePendingInvite } from './use-pending-invite';

/** Only a failure to reach the server keeps the stored invite for a later try. */
function keepsInvite(error: unknown): boolean {
  return isApiError(error) && error.code === NETWORK_ERROR_CODE;
}

/**
 * After sign-in (spec §4 "Invite"): when a member is signed in and an invite is stored,
 * asks the server to record the inviter and removes the stored invite, whatever the answer
 * (the server refuses a second inviter or the member's own link). A network failure keeps it,
 * so the next visit tries again. Then `refresh` (the session query) is reloaded.
 */
export function useClaimInviteOnSignIn(
  userId: string | null,
  refresh: readonly QueryKey[] = [],
): void {
  const queryClient = useQueryClient();
  const pendingInvite = usePendingInvite();
  const attempted = useRef<string | null>(null);
  const refreshRef = useRef(refresh);

  useEffect(() => {
    refreshRef.current = refresh;
  });

  useEffect(() => {
    if (userId === null || pendingInvite === null) return;
    const attempt = `${userId}\n${pendingInvite}`;
    // Once per member and invite in this page's life, even when effects run twice.
    if (attempted.current === attempt) return;
    attempted.current = attempt;

    const done = () => {
      attempted.current = null;
      clearPendingInvite();
      for (const queryKey of refreshRef.current) void queryClient.invalidateQueries({ queryKey });
    };
    claimInvite(pendingInvite).then(done, (error: unknown) => {
      if (!keepsInvite(error)) done();
    });
  }, [userId, pendingInvite, queryClient]);
}
