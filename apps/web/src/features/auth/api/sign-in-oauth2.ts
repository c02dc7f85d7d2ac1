import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SIGN_IN_CALLBACK_URL, SIGN_IN_ERROR_CALLBACK_URL } from '../types';
import type { ProviderRedirect } from '../types';

/** Starts a generic OAuth 2 / OIDC provider's sign-in. */
export function signInOAuth2(providerId: string): Promise<ProviderRedirect> {
  return api.post<ProviderRedirect>('/api/auth/sign-in/oauth2', {
    providerId,
    callbackURL: SIGN_IN_CALLBACK_URL,
    errorCallbackURL: SIGN_IN_ERROR_CALLBACK_URL,
  });
}

export function useSignInOAuth2() {
  return useMutation({
    mutationFn: signInOAuth2,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
