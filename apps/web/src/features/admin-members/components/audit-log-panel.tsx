import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { DataTable, TableHead, TableSkeleton } from '../../../components/ui/data-table';
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
      <td data-label="Action">{describeAuditAction(entry.action, entry.details)}</td>
      <td data-label="Target" className={styles.cellTarget}>
        {entry.targetName ?? <Nothing />}
      </td>
      <td data-label="Channel">{channel ?? <Nothing />}</td>
      <td data-label="Details" className={styles.cellDetails}>
        {summary ?? <Nothing />}
      </td>
    </tr>
  );
}

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'Channel', 'Details'] as const;

/** Who did what to whom, newest first, with a filter by action and Load more. */
export function AuditLogPanel() {
  const [action, setAction] = useState('');
  const log = useAuditLog(action);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const actionLabel = AUDIT_ACTIONS.find((a) => a.value === action)?.label;

  let content;
  if (log.isPending) {
    content = <TableSkeleton columns={COLUMNS} label="Loading the audit log" />;
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
        <DataTable
          caption={`Audit log${actionLabel ? `, ${actionLabel}` : ''}, newest first`}
          narrow="stack"
        >
          <TableHead columns={COLUMNS} />
          <tbody>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </DataTable>
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
