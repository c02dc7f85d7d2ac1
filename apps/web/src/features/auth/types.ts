import type { ApiResponse } from '../../lib/api-types';

/**
 * The signed-in user as GET /api/me presents it; a ban or mute is in force while its ISO date
 * is in the future (ruling 6).
 */
export type SessionUser = ApiResponse<'/api/me', 'get'>['user'];

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
