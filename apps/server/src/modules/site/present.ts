import type { SocialLinks } from '@bbt/domain';
import { z } from 'zod';

const link = z.string().nullable();

export const socialLinksSchema = z.object({
  telegram: link,
  discord: link,
  x: link,
  youtube: link,
}) satisfies z.ZodType<SocialLinks>;

/** What the storefront reads (GET /api/site) and the console edits. */
export const siteSettingsSchema = z.object({
  socialLinks: socialLinksSchema,
  trustedBy: z.array(z.string()),
});
