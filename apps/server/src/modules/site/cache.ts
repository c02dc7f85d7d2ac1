import type { Database } from '../../db/client';
import { readSiteSettings, type SiteSettings } from './repo';

/** How long a loaded copy may serve before it is read again, should an invalidation be lost. */
const SITE_MAX_AGE_MS = 30_000;

/**
 * The public site settings, kept in memory: every storefront page asks for them and they change
 * only when an admin saves the console's Site page, which calls `invalidate` after the commit
 * (on every instance, see app.ts).
 */
export function createSiteCache(db: Database) {
  let loaded: { loadedAt: number; settings: Promise<SiteSettings> } | undefined;
  return {
    settings(): Promise<SiteSettings> {
      if (!loaded || Date.now() - loaded.loadedAt > SITE_MAX_AGE_MS) {
        const entry = { loadedAt: Date.now(), settings: readSiteSettings(db) };
        // A failed read is not kept: the next request tries the database again.
        entry.settings.catch(() => {
          if (loaded === entry) loaded = undefined;
        });
        loaded = entry;
      }
      return loaded.settings;
    },
    invalidate(): void {
      loaded = undefined;
    },
  };
}

export type SiteCache = ReturnType<typeof createSiteCache>;
