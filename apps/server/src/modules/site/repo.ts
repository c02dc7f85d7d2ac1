import { NO_SOCIAL_LINKS, type SocialLinks } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { siteSettings } from './schema';

export interface SiteSettings {
  socialLinks: SocialLinks;
  trustedBy: string[];
}

/** The settings as stored; nothing configured (no row yet) reads as no links and no names. */
export async function readSiteSettings(tx: Tx): Promise<SiteSettings> {
  const [row] = await tx.select().from(siteSettings);
  return {
    socialLinks: { ...NO_SOCIAL_LINKS, ...row?.socialLinks },
    trustedBy: row?.trustedBy ?? [],
  };
}

/**
 * Reads the settings for a change, holding their row until the transaction ends, so two admins
 * saving at once each keep their change (the row is made first when nothing is stored yet).
 */
export async function readSiteSettingsForUpdate(tx: Tx): Promise<SiteSettings> {
  await tx.insert(siteSettings).values({ id: true }).onConflictDoNothing();
  await tx.select({ id: siteSettings.id }).from(siteSettings).for('update');
  return readSiteSettings(tx);
}

/** Writes the whole settings row, read with readSiteSettingsForUpdate and changed. */
export async function writeSiteSettings(tx: Tx, settings: SiteSettings): Promise<void> {
  await tx.update(siteSettings).set({ ...settings, updatedAt: new Date() });
}
