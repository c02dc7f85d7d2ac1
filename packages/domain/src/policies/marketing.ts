import type { RoleHolder } from './actor';

/**
 * The marketing team's tools (their figures and invite link, spending credits in the redeem
 * store) are for members with the marketing role; founders and admins included, only if they
 * hold it too (spec screen 9, spec screen 10).
 */
export const canUseMarketingTools = ({ roles }: RoleHolder): boolean => roles.marketing;
