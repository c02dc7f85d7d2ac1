import { TestimonialsAdmin } from '../../../features/admin-catalog/components/testimonials-admin';
import { useStorefrontRefresh } from './use-storefront-refresh';

function AdminTestimonialsRoute() {
  return <TestimonialsAdmin onStorefrontChanged={useStorefrontRefresh()} />;
}

export { AdminTestimonialsRoute as Component };
