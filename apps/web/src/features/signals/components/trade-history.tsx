import type { ReactNode } from 'react';
import { History, Trash2 } from 'lucide-react';
import { COPY, formatMessageDate } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { DataTable, numericCell } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { Signal } from '../types';
import { formatLevel } from '../utils/format';
import { PlValue } from './pl-value';
import styles from './signals.module.css';

interface TradeHistoryProps {
  history: Signal[];
  now: Date;
  canManage: boolean;
  onDelete: (signal: Signal) => void;
  /** The next step offered when there is no history yet. */
  emptyAction?: ReactNode;
}

function closedTime(signal: Signal, now: Date) {
  const at = signal.closedAt ?? signal.createdAt;
  return <time dateTime={at}>{formatMessageDate(new Date(at), now)}</time>;
}

function DeleteButton({
  signal,
  onDelete,
  compact = false,
}: {
  signal: Signal;
  onDelete: (s: Signal) => void;
  /** Icon only (phones), named for screen readers and with a tooltip. */
  compact?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      iconOnly={compact}
      className={styles.deleteButton}
      icon={<Trash2 size={16} aria-hidden="true" />}
      title={compact ? COPY.signals.delete : undefined}
      onClick={() => onDelete(signal)}
    >
      {compact ? null : COPY.signals.delete}
      <span className="visually-hidden">
        {compact ? COPY.signals.delete : ''} {signal.name}
      </span>
    </Button>
  );
}

/**
 * Closed trades, newest first: a table on wide screens and a list of rows on phones. Delete
 * is offered only to founder and analyst (ruling 7).
 */
export function TradeHistory({
  history,
  now,
  canManage,
  onDelete,
  emptyAction,
}: TradeHistoryProps) {
  const wide = useMediaQuery('(min-width: 760px)');

  if (history.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<History />}
        title="No closed trades yet"
        description="When an analyst closes a signal, its position and P&L are recorded here."
        action={emptyAction}
      />
    );
  }

  if (!wide) {
    return (
      <ul role="list" className={styles.historyList}>
        {history.map((signal) => (
          <li key={signal.id} className={styles.historyItem}>
            <div className={styles.historyTop}>
              <span className={styles.historyName}>{signal.name}</span>
              <PlValue pl={signal.pl} />
            </div>
            <dl className={styles.historyFacts}>
              <div>
                <dt>Position</dt>
                <dd>{signal.position ?? '—'}</dd>
              </div>
              <div>
                <dt>Entry</dt>
                <dd className="tabular-nums">{formatLevel(signal.entry)}</dd>
              </div>
              <div>
                <dt>Exit</dt>
                <dd className="tabular-nums">{formatLevel(signal.exit)}</dd>
              </div>
            </dl>
            <div className={styles.historyBottom}>
              <p className={styles.meta}>
                <span className="visually-hidden">Analyst: </span>
                <span className={styles.metaName}>{signal.analyst.name}</span>
                <span aria-hidden="true">·</span>
                <span className="visually-hidden">Closed </span>
                {closedTime(signal, now)}
              </p>
              {canManage ? <DeleteButton compact signal={signal} onDelete={onDelete} /> : null}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DataTable caption={`${COPY.signals.history}, newest first`} align="middle">
      <thead>
        <tr>
          <th scope="col">Signal</th>
          <th scope="col">Position</th>
          <th scope="col" className={numericCell}>
            Entry
          </th>
          <th scope="col" className={numericCell}>
            Exit
          </th>
          <th scope="col" className={numericCell}>
            P&amp;L
          </th>
          <th scope="col">Analyst</th>
          <th scope="col">Closed</th>
          {canManage ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {history.map((signal) => (
          <tr key={signal.id}>
            <th scope="row" className={styles.historyName}>
              {signal.name}
            </th>
            <td>{signal.position ?? '—'}</td>
            <td className={`${numericCell} tabular-nums`}>{formatLevel(signal.entry)}</td>
            <td className={`${numericCell} tabular-nums`}>{formatLevel(signal.exit)}</td>
            <td className={numericCell}>
              <PlValue pl={signal.pl} />
            </td>
            <td>{signal.analyst.name}</td>
            <td className={styles.muted}>{closedTime(signal, now)}</td>
            {canManage ? (
              <td className={styles.actionsCell}>
                <DeleteButton signal={signal} onDelete={onDelete} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
