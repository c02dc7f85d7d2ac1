import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { SelectField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditEntry } from '../types';
import {
  AUDIT_ACTIONS,
  auditActorName,
  auditDetailsSummary,
  describeAuditAction,
} from '../utils/describe-audit';
import { formatDateTime, plural } from '../../../lib/format';
import { channelLabel, formatDay } from '../utils/format';
import { Panel } from './panel';
import shared from './shared.module.css';
import styles from './moderation-admin.module.css';

function Nothing() {
  return (
    <span className={shared.subtle}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">None</span>
    </span>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const channel = channelLabel(entry.channel);
  const summary = auditDetailsSummary(entry.action, entry.details, formatDay);
  return (
    <tr>
      <td data-label="When" className={styles.cellWhen}>
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </td>
      <td data-label="Who" className={styles.cellWho}>
        <span className={entry.actorName ? undefined : shared.subtle}>{auditActorName(entry)}</span>
      </td>
      <td data-label="Action" className={styles.cellAction}>
        {describeAuditAction(entry.action, entry.details)}
      </td>
      <td
        data-label="Target"
        className={styles.cellTarget}
        data-empty={!entry.targetName || undefined}
      >
        {entry.targetName ?? <Nothing />}
      </td>
      <td data-label="Channel" className={styles.cellChannel} data-empty={!channel || undefined}>
        {channel ?? <Nothing />}
      </td>
      <td data-label="Details" className={styles.cellDetails} data-empty={!summary || undefined}>
        {summary ?? <Nothing />}
      </td>
    </tr>
  );
}

function AuditSkeleton() {
  return (
    <div className={shared.skeletonList} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the audit log
      </span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={shared.skeletonRow} aria-hidden="true">
          <Skeleton height={14} width="18%" />
          <Skeleton height={14} width="14%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={14} width="16%" />
        </div>
      ))}
    </div>
  );
}

/** Who did what to whom, newest first, with a filter by action and Load more. */
export function AuditLogPanel() {
  const [action, setAction] = useState('');
  const log = useAuditLog(action);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const actionLabel = AUDIT_ACTIONS.find((a) => a.value === action)?.label;

  let content;
  if (log.isPending) {
    content = <AuditSkeleton />;
  } else if (log.isError && entries.length === 0) {
    content = (
      <ErrorState
        retryVariant="secondary"
        compact
        headingLevel={3}
        title="The audit log could not be loaded"
        error={log.error}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  } else if (entries.length === 0) {
    content = action ? (
      <EmptyState
        compact
        headingLevel={3}
        icon={<ScrollText />}
        title={`Nothing recorded for “${actionLabel ?? action}”`}
        action={
          <Button variant="secondary" onClick={() => setAction('')}>
            Show all actions
          </Button>
        }
      />
    ) : (
      <EmptyState
        compact
        headingLevel={3}
        icon={<ScrollText />}
        title="Nothing recorded yet"
        description="Warnings, bans, role changes and console edits will be listed here."
      />
    );
  } else {
    content = (
      <>
        <div className={shared.tableWrap}>
          <table className={`${shared.table} ${styles.auditTable}`}>
            <caption className="visually-hidden">
              Audit log{actionLabel ? `, ${actionLabel}` : ''}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Channel</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.more}>
          <p className={styles.count} role="status">
            {plural(entries.length, 'entry', 'entries')} shown
          </p>
          {log.isFetchNextPageError ? (
            <p className={styles.moreError} role="alert">
              {errorMessage(log.error)}
            </p>
          ) : null}
          {log.hasNextPage ? (
            <Button
              variant="secondary"
              loading={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {log.isFetchNextPageError ? 'Try again' : 'Load more'}
            </Button>
          ) : (
            <p className={styles.end}>That is the whole log.</p>
          )}
        </div>
      </>
    );
  }

  return (
    <Panel
      title="Audit log"
      icon={<ScrollText size={18} aria-hidden="true" />}
      description="Every moderation action and console change: who did what to whom, and when."
      actions={
        <SelectField
          label="Action"
          className={styles.filter}
          value={action}
          onChange={(event) => setAction(event.target.value)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      }
    >
      {content}
    </Panel>
  );
}
