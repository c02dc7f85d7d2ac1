import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signInCallbackPath } from '../return-path';
import type { ProviderRedirect } from '../types';

/**
 * Starts a provider sign-in (Google, Facebook or the configured OpenID Connect provider); the
 * provider sends the visitor back to /signin, which then goes on to `next`.
 */
export function signInSocial({
  provider,
  next,
}: {
  provider: string;
  next: string;
}): Promise<ProviderRedirect> {
  return api.post<ProviderRedirect>('/api/auth/sign-in/social', {
    provider,
    callbackURL: signInCallbackPath('complete', next),
    errorCallbackURL: signInCallbackPath('error', next),
  });
}

export function useSignInSocial() {
  return useMutation({
    mutationFn: signInSocial,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
