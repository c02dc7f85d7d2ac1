import { BADGE_TIERS, PRIORITIES, ROLE_KEYS } from '@bbt/domain';
import { z } from 'zod';

/**
 * The domain's unions as zod schemas, for every route that answers or reads one: documented as
 * their exact values, the web's generated types keep the union and need no cast (decision 0061).
 */

/** A member-list priority, 1 (founder) to 7 (free), as the domain's `Priority` union. */
export const prioritySchema = z.literal(PRIORITIES);

/** A Blue Badge tier, 1 to 3, as the domain's `BadgeTier` union. */
export const badgeTierSchema = z.literal(BADGE_TIERS, { message: 'Tier must be 1, 2 or 3' });

/** A role key, as the domain's `RoleKey` union. */
export const roleKeySchema = z.enum(ROLE_KEYS);
