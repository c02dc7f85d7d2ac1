import { CircleCheckBig, Trash2, UserRound } from 'lucide-react';
import { COPY, formatMessageDate } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { Signal } from '../types';
import { formatExpectedProfit, formatLevel } from '../utils/format';
import styles from './signals.module.css';

interface ActiveSignalCardProps {
  signal: Signal;
  now: Date;
  canManage: boolean;
  onClose: (signal: Signal) => void;
  onDelete: (signal: Signal) => void;
}

/** One active signal: levels in tabular numbers, expected profit, analyst and time. */
export function ActiveSignalCard({
  signal,
  now,
  canManage,
  onClose,
  onDelete,
}: ActiveSignalCardProps) {
  const titleId = `signal-${signal.id}-title`;
  return (
    <Card as="article" raised aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {signal.name}
        </h3>
        <span className={styles.liveBadge}>
          <span className={styles.liveDot} aria-hidden="true" />
          Active
        </span>
      </header>
      <dl className={styles.levels}>
        <div className={styles.level}>
          <dt>Entry</dt>
          <dd className="tabular-nums">{formatLevel(signal.entry)}</dd>
        </div>
        <div className={styles.level}>
          <dt>Exit</dt>
          <dd className="tabular-nums">{formatLevel(signal.exit)}</dd>
        </div>
        <div className={styles.level}>
          <dt>Expected profit</dt>
          <dd className={`tabular-nums ${styles.profit}`}>{formatExpectedProfit(signal.profit)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>
        <UserRound size={14} aria-hidden="true" />
        <span className="visually-hidden">Analyst: </span>
        <span className={styles.metaName}>{signal.analyst.name}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={signal.createdAt}>
          {formatMessageDate(new Date(signal.createdAt), now)}
        </time>
      </p>
      {canManage ? (
        <div className={styles.cardActions}>
          <Button
            size="sm"
            variant="secondary"
            icon={<CircleCheckBig size={16} aria-hidden="true" />}
            onClick={() => onClose(signal)}
          >
            {COPY.signals.close}
            <span className="visually-hidden"> {signal.name}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={styles.deleteButton}
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => onDelete(signal)}
          >
            {COPY.signals.delete}
            <span className="visually-hidden"> {signal.name}</span>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
