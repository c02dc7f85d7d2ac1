import { CouponsAdmin } from '../../../features/admin-sales/components/coupons-admin';

export { CouponsAdmin as Component };
