// The site module's public face: other modules import it from here, never its files.
export { siteSettingsSchema } from './present';
export {
  readSiteSettings,
  readSiteSettingsForUpdate,
  writeSiteSettings,
  type SiteSettings,
} from './repo';
