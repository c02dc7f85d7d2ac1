import { History } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import type { MemberDetail } from '../types';
import { auditActorName, auditReason, describeAuditAction } from '../utils/describe-audit';
import { formatDateTime } from '../../../lib/format';
import { channelLabel } from '../utils/format';
import { Panel } from './panel';
import styles from './member-admin.module.css';

/** The audit entries that targeted this member, newest first: who did what, when, where, why. */
export function MemberHistoryPanel({
  member,
  className,
}: {
  member: MemberDetail;
  className?: string;
}) {
  return (
    <Panel
      title="History"
      icon={<History size={18} aria-hidden="true" />}
      description="Moderation and role changes that concerned this member, newest first."
      className={className}
    >
      {member.history.length === 0 ? (
        <EmptyState
          compact
          headingLevel={3}
          icon={<History />}
          title="Nothing recorded yet"
          description="Warnings, bans, mutes and role changes will be listed here."
        />
      ) : (
        <ol role="list" className={styles.history}>
          {member.history.map((entry) => {
            const channel = channelLabel(entry.channel);
            const reason = auditReason(entry.details);
            return (
              <li key={entry.id} className={styles.historyItem}>
                <p className={styles.historyWhat}>
                  <strong>{auditActorName(entry)}</strong>{' '}
                  {describeAuditAction(entry.action, entry.details)}
                </p>
                <p className={styles.historyMeta}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  {channel ? <span>in {channel}</span> : <span>from the console</span>}
                </p>
                {reason ? (
                  <p className={styles.historyReason}>
                    <span className={styles.muted}>Reason:</span> {reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
