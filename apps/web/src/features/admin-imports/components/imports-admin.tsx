import { DatabaseZap } from 'lucide-react';
import { DataTable, TableHead, TableSkeleton } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { useImports } from '../api/get-imports';
import type { ImportRun } from '../types';
import styles from './imports-admin.module.css';

const COLUMNS = ['Entity', 'Read', 'Imported', 'Updated', 'Unchanged', 'Skipped'] as const;

const STATUS_LABELS: Record<ImportRun['status'], string> = {
  running: 'Running, or stopped before the end',
  done: 'Done',
  refused: 'Done, some documents skipped',
  failed: 'Stopped by an error',
  interrupted: 'Interrupted: run it again to finish',
};

function RunReport({ run }: { run: ImportRun }) {
  const report = run.report;
  if (!report) return <p>No report: the import is still running, or was stopped.</p>;
  const entities = Object.entries(report.entities);
  const reasons = entities.flatMap(([entity, e]) => [
    ...e.skippedReasons.map((line) => ({ entity, kind: 'skipped', ...line })),
    ...e.notes.map((line) => ({ entity, kind: 'default', ...line })),
  ]);
  return (
    <div className={styles.report}>
      <DataTable caption={`What the import of ${formatDateTime(run.startedAt)} did`} narrow="stack">
        <TableHead columns={COLUMNS} />
        <tbody>
          {entities.map(([entity, e]) => (
            <tr key={entity}>
              <td data-label={COLUMNS[0]}>{entity}</td>
              {[e.read, e.imported, e.updated, e.unchanged, e.skipped].map((n, i) => (
                <td key={COLUMNS[i + 1]} data-label={COLUMNS[i + 1]} className="tabular-nums">
                  {n}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      {reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label="Reasons">
          {reasons.map((line) => (
            <li key={`${line.entity}-${line.kind}-${line.reason}`}>
              {line.entity}, {line.kind === 'skipped' ? 'skipped' : 'taken with a default'}{' '}
              {line.count}: {line.reason} (for example {line.examples.join(', ')})
            </li>
          ))}
        </ul>
      ) : null}
      {report.errors.map((error) => (
        <p key={error} className={styles.error}>
          {error}
        </p>
      ))}
    </div>
  );
}

/**
 * The console's Imports page (decision 0026): each run of `npm run import`, newest first, who
 * ran it and when, and its report a click away.
 */
export function ImportsAdmin() {
  const query = useImports();
  const data = query.data;

  let body;
  if (query.isPending) {
    body = <TableSkeleton columns={COLUMNS} label="Loading imports" />;
  } else if (query.isError && !data) {
    body = (
      <ErrorBanner
        title="Could not load the imports"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (data && data.imports.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon={<DatabaseZap />}
        title="No imports yet"
        description="Imports from the old app appear here once someone runs npm run import (see docs/migration.md)."
      />
    );
  } else if (data) {
    body = data.imports.map((run) => (
      <details key={run.id} className={styles.run}>
        <summary className={styles.summary}>
          <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
          <span>{STATUS_LABELS[run.status]}</span>
          <span>by {run.startedBy}</span>
          <span className={styles.source}>{run.source}</span>
        </summary>
        <RunReport run={run} />
      </details>
    ));
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Imports"
        description="Communities brought over from the old app with npm run import, newest first."
      />
      {body}
    </div>
  );
}
