import { COPY } from '../copy';
import type { RoleHolder } from './actor';

/**
 * The marketing team's tools (their figures and invite link, spending credits in the redeem
 * store) are for members with the marketing role; founders and admins included, only if they
 * hold it too (spec screen 9, spec screen 10).
 */
export const canUseMarketingTools = ({ roles }: RoleHolder): boolean => roles.marketing;

/** Its refusal keeps a code of its own, and the spec's words (spec screen 10). */
export const MARKETING_TOOLS_REFUSAL = {
  code: 'marketing_required',
  message: COPY.marketing.roleRequired,
};
