import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { safeReturnPath } from '../return-path';

/**
 * Asks the server to mail a sign-in link to `email` (decision 0040). The answer is the same
 * whether or not the address is a member's, so it only says the request was taken.
 */
export async function requestSignInLink({
  email,
  next,
}: {
  email: string;
  next: string;
}): Promise<void> {
  const back = safeReturnPath(next);
  await api.post('/api/sign-in/email-link', {
    body: back === '/' ? { email } : { email, next: back },
  });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
