import type { RoleFlags } from '@bbt/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { roleFlagsOf } from './present';
import { expirePremiumSignals, findUserById, type UserRow } from './repo';

/**
 * Loads a member for a request. Expired premium signals are switched off first, so no read
 * ever sees a flag that has run out (the periodic sweep catches members who are offline).
 */
export async function loadCurrentUser(db: Database, userId: string): Promise<UserRow> {
  await expirePremiumSignals(db, userId);
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Your account no longer exists');
  return user;
}

export const PREMIUM_EXPIRY_SWEEP_MS = 60_000;

export function startPremiumExpirySweep(
  db: Database,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    expirePremiumSignals(db).catch(onError);
  }, PREMIUM_EXPIRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The effective role flags of a possibly signed-out visitor (null when signed out). */
export async function currentRoles(db: Database, userId: string | null): Promise<RoleFlags | null> {
  return userId ? roleFlagsOf(await loadCurrentUser(db, userId)) : null;
}
