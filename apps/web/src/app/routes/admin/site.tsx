import { SiteAdmin } from '../../../features/admin-catalog/components/site-admin';
import { useStorefrontRefresh } from './use-storefront-refresh';

function AdminSiteRoute() {
  return <SiteAdmin onStorefrontChanged={useStorefrontRefresh()} />;
}

export { AdminSiteRoute as Component };
