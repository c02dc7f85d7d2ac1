import { badgeMembershipHasRunOut, COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import {
  endRunOutBadgeMemberships,
  expirePremiumSignals,
  findUserById,
  type UserRow,
} from './repo';

type ExpiryListener = (userIds: string[]) => void;
/**
 * Per database, who wants to hear that members lost paid access by the clock, premium signals
 * or a badge tier membership (the chat, to move rooms).
 */
const expiryListeners = new WeakMap<Database, Set<ExpiryListener>>();

export function onPremiumExpired(db: Database, listener: ExpiryListener): () => void {
  const listeners = expiryListeners.get(db) ?? new Set();
  expiryListeners.set(db, listeners.add(listener));
  return () => listeners.delete(listener);
}

/**
 * Switches expired premium signals off and writes down badge tier memberships whose access
 * ended (one member or everyone), and tells the listeners.
 */
export async function expirePremium(
  db: Database,
  userId?: string,
  now = new Date(),
): Promise<string[]> {
  const expired = [
    ...new Set([
      ...(await expirePremiumSignals(db, userId)),
      ...(await endRunOutBadgeMemberships(db, now, userId)),
    ]),
  ];
  if (expired.length > 0) for (const listener of expiryListeners.get(db) ?? []) listener(expired);
  return expired;
}

/**
 * Loads a member for a request. Expired premium signals and badge tier memberships are written
 * down first, so no read ever sees a flag that has run out (the periodic sweep catches members who are offline).
 */
export async function loadCurrentUser(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(COPY.server.users.accountGone);
  return withPremiumChecked(db, user);
}

/**
 * Premium signals still switched on past their end, or a badge tier membership on the row past
 * its access's end: the row must be written before it is read.
 */
export const premiumHasRunOut = (user: UserRow, now = new Date()): boolean =>
  (user.premiumSignals && !(user.signalsUntil > now)) || badgeMembershipHasRunOut(user, now);

/**
 * The member's row, with premium signals switched off first if they have just run out. Reads
 * stay reads: the row is written only then.
 */
export async function withPremiumChecked(db: Database, user: UserRow): Promise<UserRow> {
  if (!premiumHasRunOut(user)) return user;
  await expirePremium(db, user.id);
  return (await findUserById(db, user.id)) ?? user;
}

export const PREMIUM_EXPIRY_SWEEP_MS = 60_000;

export function startPremiumExpirySweep(
  db: Database,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    expirePremium(db).catch(onError);
  }, PREMIUM_EXPIRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
