import { PageHeader } from '../../../components/ui/page-header';
import { AuditLogPanel } from './audit-log-panel';
import { BannedWordsPanel } from './banned-words-panel';
import shared from './shared.module.css';
import styles from './moderation-admin.module.css';

/** The moderation page of the admin console: the banned words and the audit log. */
export function ModerationAdmin() {
  return (
    <div className={styles.page}>
      <PageHeader
        className={shared.pageHeader}
        title="Moderation"
        description="Words the chat refuses, and the record of every moderation and console action."
      />
      <div className={styles.stack}>
        <BannedWordsPanel />
        <AuditLogPanel />
      </div>
    </div>
  );
}
