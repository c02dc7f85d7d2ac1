import { SubscribersAdmin } from '../../../features/billing';

export { SubscribersAdmin as Component };
