import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
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
  // better-auth's own route, which the OpenAPI document does not describe.
  return request<ProviderRedirect>('/api/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider,
      callbackURL: signInCallbackPath('complete', next),
      errorCallbackURL: signInCallbackPath('error', next),
    },
  });
}

export function useSignInSocial() {
  return useMutation({
    mutationFn: signInSocial,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
