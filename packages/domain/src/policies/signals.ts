import { tierGrantsSignals } from '../entitlements';
import type { EntitledHolder, RoleHolder } from './actor';

/** Founder or analyst post, close and delete signals (spec §6, ruling 7). */
export const canManageSignals = ({ roles }: RoleHolder): boolean => roles.founder || roles.analyst;
export const MANAGE_SIGNALS_REFUSAL = 'Only a founder or an analyst can do this';

/**
 * Active signals are what premium signals pays for, and what Blue Badge tier 3 includes without
 * an end date (decision 0042); staff who post or run the room see them too. `GET /api/signals`
 * and the signals room both ask this.
 */
export const canReadActiveSignals = (holder: EntitledHolder): boolean => {
  const { roles } = holder;
  return (
    roles.premium_signals ||
    roles.founder ||
    roles.admin ||
    roles.analyst ||
    tierGrantsSignals(holder)
  );
};
