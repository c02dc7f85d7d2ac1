import type { RoleHolder } from './actor';

/** Founder or analyst post, close and delete signals (spec §6, ruling 7). */
export const canManageSignals = ({ roles }: RoleHolder): boolean => roles.founder || roles.analyst;

/** Active signals are what premium signals pays for; staff who post or run the room see them too. */
export const canReadActiveSignals = ({ roles }: RoleHolder): boolean =>
  roles.premium_signals || roles.founder || roles.admin || roles.analyst;
