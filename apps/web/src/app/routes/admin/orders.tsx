import { OrdersAdmin } from '../../../features/admin-sales/components/orders-admin';

export { OrdersAdmin as Component };
