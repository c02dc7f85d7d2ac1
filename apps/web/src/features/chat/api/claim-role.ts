import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfClaimableRole } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import { CHANNELS_QUERY_KEY } from './get-channels';
import { MEMBERS_QUERY_KEY } from './get-members';

/** Claims or removes a self-claimable role (spec §6); answers with the updated user. */
export async function claimRole(input: {
  role: SelfClaimableRole;
  claimed: boolean;
}): Promise<unknown> {
  const { user } = await api.post('/api/me/roles', { body: input });
  return user;
}

/**
 * The member's roles changed: the sidebar and member list follow. `onClaimed` lets the app
 * refresh the session user, which this feature doesn't own.
 */
export function useClaimRole(onClaimed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRole,
    onSuccess: () => {
      onClaimed();
      void queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY });
    },
  });
}
