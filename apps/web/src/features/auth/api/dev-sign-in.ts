import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from './get-me';
import type { DevPersonaKey } from '@bbt/domain';
import type { SessionUser } from '../types';

/** Outside production: sign in as a seeded persona (ruling 17). Sets the session cookie. */
export async function devSignIn(as: DevPersonaKey): Promise<SessionUser> {
  const { user } = await api.post('/api/dev/sign-in', { body: { as } });
  return user;
}

export function useDevSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: devSignIn,
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
  });
}
