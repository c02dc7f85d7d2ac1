import { useMe } from '../api/get-me';
import type { SessionUser } from '../types';

/**
 * The sign-in state of spec §4: unknown while the session probe is loading, then signed in or
 * signed out. A failing probe (server unreachable) counts as signed out.
 */
export type Session =
  | { status: 'unknown'; user: null }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out'; user: null };

export function useSession(): Session {
  const me = useMe();
  if (me.isPending) return { status: 'unknown', user: null };
  if (me.data) return { status: 'signed-in', user: me.data };
  return { status: 'signed-out', user: null };
}
