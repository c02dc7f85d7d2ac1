import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SIGN_IN_CALLBACK_URL, SIGN_IN_ERROR_CALLBACK_URL } from '../types';
import type { ProviderRedirect } from '../types';

/** Starts a provider sign-in (Google, Facebook or the configured OpenID Connect provider). */
export function signInSocial(provider: string): Promise<ProviderRedirect> {
  return api.post<ProviderRedirect>('/api/auth/sign-in/social', {
    provider,
    callbackURL: SIGN_IN_CALLBACK_URL,
    errorCallbackURL: SIGN_IN_ERROR_CALLBACK_URL,
  });
}

export function useSignInSocial() {
  return useMutation({
    mutationFn: signInSocial,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
