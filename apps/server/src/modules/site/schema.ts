import { type SocialLinks } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

/**
 * The storefront's own settings, one row: the footer's social links (a network
 * without a link shows nothing) and the landing page's trusted-by names, in display order
 * (an empty list hides the strip). No row yet reads as "nothing configured".
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean('id').primaryKey().default(true),
    socialLinks: jsonb('social_links').$type<Partial<SocialLinks>>().notNull().default({}),
    trustedBy: jsonb('trusted_by').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id}`)],
);
