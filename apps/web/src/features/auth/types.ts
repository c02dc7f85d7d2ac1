import type { Priority, RoleFlags } from '@bbt/domain';
import type { ApiResponse } from '../../lib/api-types';

type ApiSessionUser = ApiResponse<'/api/me', 'get'>['user'];

/**
 * The signed-in user as GET /api/me presents it; a ban or mute is in force while its ISO date
 * is in the future (ruling 6). Priority and badge tier are narrowed to the domain's values.
 */
export type SessionUser = Omit<ApiSessionUser, 'roles' | 'priority' | 'badgeTier'> & {
  roles: RoleFlags;
  priority: Priority;
  badgeTier: 1 | 2 | 3 | null;
};

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
