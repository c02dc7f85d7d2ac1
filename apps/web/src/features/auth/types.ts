import type { Priority, RoleFlags } from '@bbt/domain';

/** The signed-in user as GET /api/me presents it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  roles: RoleFlags;
  priority: Priority;
  badgeTier: 1 | 2 | 3 | null;
  credits: number;
  signalsUntil: string;
  /** ISO dates; a ban or mute is in force while its date is in the future (ruling 6). */
  banUntil: string;
  muteUntil: string;
  createdAt: string;
}

export interface AuthProvider {
  id: string;
  name: string;
}

export interface DevPersona {
  as: string;
  name: string;
  roleLabel: string;
  image: string;
}

export interface AuthOptions {
  providers: AuthProvider[];
  devPersonas: DevPersona[];
}

/** Where a provider sends the browser back to, on success and on failure. */

export interface ProviderRedirect {
  url: string;
  redirect: boolean;
}
