import { MailingListAdmin } from '../../../features/admin-sales/components/mailing-list-admin';

export { MailingListAdmin as Component };
