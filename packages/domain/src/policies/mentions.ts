import { isFounderOrAdmin } from '../roles';
import type { RoleHolder } from './actor';

/**
 * '@everyone' and '@<role>' ping many members at once: in a trading community, in anyone's
 * hands that is a channel for spam and scams. Only founders and admins use them (decision 0023);
 * everyone may still mention a member by name.
 */
export const canMentionGroups = ({ roles }: RoleHolder): boolean => isFounderOrAdmin(roles);
