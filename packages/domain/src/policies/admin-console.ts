import { isFounderOrAdmin } from '../roles';
import type { RoleHolder } from './actor';

/**
 * Only a founder or an admin opens the admin console (decision 0010), and with it the banned words
 * and the audit log; the server checks every call.
 */
export const canUseAdminConsole = (actor: RoleHolder): boolean => isFounderOrAdmin(actor.roles);

/**
 * Only the founder adds products to the shop or takes them off it (decision 0059): what the
 * shop sells is the owner's decision; admins edit copy and prices of what is there.
 */
export const canManageProducts = (actor: RoleHolder): boolean => actor.roles.founder;
/** The refusals of `canManageProducts`' routes: the shop's products, and memberships' plans. */
export const MANAGE_PRODUCTS_REFUSAL =
  'Only the founder can add products to the shop or archive them';
export const MANAGE_PLANS_REFUSAL =
  'Only the founder sets what memberships cost and how often they renew';

/**
 * Only the founder gives back a membership's payment (decision 0069): a renewal refunded takes
 * its period of access back, and the money is the owner's.
 */
export const canRefundMembershipPayments = (actor: RoleHolder): boolean => actor.roles.founder;
export const REFUND_MEMBERSHIP_REFUSAL = "Only the founder can refund a membership's payment";

/** What a refused member is told by the console's routes (refusals live with their policy). */
export const ADMIN_CONSOLE_REFUSAL = 'Only a founder or an admin can use the admin console';

/** The refusal of the console's tools outside the console's pages (banned words, audit log). */
export const CONSOLE_TOOLS_REFUSAL = 'Only a founder or an admin can do this';
