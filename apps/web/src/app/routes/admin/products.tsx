import { canManageProducts } from '@bbt/domain';
import { ProductsAdmin } from '../../../features/admin-catalog/components/products-admin';
import { useSession } from '../../../features/auth/hooks/use-session';
import { useStorefrontRefresh } from './use-storefront-refresh';

function AdminProductsRoute() {
  const { user } = useSession();
  return (
    <ProductsAdmin
      canManage={user !== null && canManageProducts(user)}
      onStorefrontChanged={useStorefrontRefresh()}
    />
  );
}

export { AdminProductsRoute as Component };
