import type { Database } from '../../db/client';
import { recordAudit } from '../audit';
import { readSiteSettingsForUpdate, writeSiteSettings, type SiteSettings } from '../site';

export { readSiteSettings } from '../site';

export interface SitePatch {
  socialLinks?: Partial<SiteSettings['socialLinks']>;
  trustedBy?: SiteSettings['trustedBy'];
}

/** Merges the patch into the stored settings under a lock, in the audit log. */
export function changeSiteSettings(
  db: Database,
  actorId: string,
  { socialLinks, trustedBy }: SitePatch,
): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const current = await readSiteSettingsForUpdate(tx);
    const next = {
      socialLinks: { ...current.socialLinks, ...socialLinks },
      trustedBy: trustedBy ?? current.trustedBy,
    };
    await writeSiteSettings(tx, next);
    await recordAudit(tx, {
      actorId,
      action: 'site-update',
      details: {
        changed: [...Object.keys(socialLinks ?? {}), ...(trustedBy ? ['trustedBy'] : [])],
      },
    });
    return next;
  });
}
