import { MailAdmin } from '../../../features/admin-mail/components/mail-admin';

export { MailAdmin as Component };
