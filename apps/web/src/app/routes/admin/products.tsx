import { ProductsAdmin } from '../../../features/admin-catalog/components/products-admin';
import { useStorefrontRefresh } from './use-storefront-refresh';

function AdminProductsRoute() {
  return <ProductsAdmin onStorefrontChanged={useStorefrontRefresh()} />;
}

export { AdminProductsRoute as Component };
