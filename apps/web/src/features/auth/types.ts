import type { ApiResponse } from '../../lib/api-types';

type ApiSessionUser = ApiResponse<'/api/me', 'get'>['user'];

/**
 * The signed-in user as GET /api/me presents it; a ban or mute is in force while its ISO date
 * is in the future (ruling 6). The badge tier is narrowed from the number the server stores.
 */
export type SessionUser = Omit<ApiSessionUser, 'badgeTier'> & { badgeTier: 1 | 2 | 3 | null };

export type AuthOptions = ApiResponse<'/api/auth-options', 'get'>;

export type AuthProvider = AuthOptions['providers'][number];

export type DevPersona = AuthOptions['devPersonas'][number];

/**
 * Where a provider sends the browser back to, on success and on failure. better-auth's own
 * route, which the OpenAPI document does not describe.
 */
export interface ProviderRedirect {
  url: string;
  redirect: boolean;
}
