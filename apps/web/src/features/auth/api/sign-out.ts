import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { request } from '../../../lib/api-client';
import { ME_QUERY_KEY } from './get-me';

/** better-auth's own route, which the OpenAPI document does not describe. */
export function signOut(): Promise<unknown> {
  return request<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** Log Out returns to / (spec §6) with nothing of the old session left in the cache. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave the members' pages first, so their sign-in guard never sees the signed-out state.
      await navigate('/', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, null);
    },
  });
}
