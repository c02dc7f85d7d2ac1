import { DeliveryAdmin } from '../../../features/admin-delivery/components/delivery-admin';

export { DeliveryAdmin as Component };
