import { ImportsAdmin } from '../../../features/admin-imports/components/imports-admin';

export { ImportsAdmin as Component };
