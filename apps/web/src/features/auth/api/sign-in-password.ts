import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { ME_QUERY_KEY } from './get-me';

/**
 * Signs a member imported from the old app in with their password from it (decision 0050),
 * through better-auth's own route, which the OpenAPI document does not describe. Sets the
 * session cookie; the page then reads the new session.
 */
export function signInWithPassword({
  email,
  password,
}: {
  email: string;
  password: string;
}): Promise<unknown> {
  return request<unknown>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
  });
}

export function useSignInWithPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
