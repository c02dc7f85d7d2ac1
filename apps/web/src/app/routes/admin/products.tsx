import { canManageProducts, isSubscribableRole } from '@bbt/domain';
import { ProductsAdmin } from '../../../features/admin-catalog/components/products-admin';
import { useSession } from '../../../features/auth/hooks/use-session';
import { SaleModesEditor } from '../../../features/billing';
import { useStorefrontRefresh } from './use-storefront-refresh';

function AdminProductsRoute() {
  const { user } = useSession();
  return (
    <ProductsAdmin
      canManage={user !== null && canManageProducts(user)}
      onStorefrontChanged={useStorefrontRefresh()}
      saleModes={(product) =>
        isSubscribableRole(product.role) ? <SaleModesEditor product={product} /> : null
      }
    />
  );
}

export { AdminProductsRoute as Component };
