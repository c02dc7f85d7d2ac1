import { FaqsAdmin } from '../../../features/admin-catalog/components/faqs-admin';
import { useStorefrontRefresh } from './use-storefront-refresh';

function AdminFaqRoute() {
  return <FaqsAdmin onStorefrontChanged={useStorefrontRefresh()} />;
}

export { AdminFaqRoute as Component };
