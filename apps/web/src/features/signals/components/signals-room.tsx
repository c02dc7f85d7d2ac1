import { useState } from 'react';
import { Plus, Signal as SignalIcon } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { CardGrid } from '../../../components/ui/card-grid';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { HeadingCount } from '../../../components/ui/heading-count';
import { PageHeader } from '../../../components/ui/page-header';
import { focusLater } from '../../../lib/focus';
import { useLiveRefetch } from '../../../lib/use-live-refetch';
import { useNow } from '../../../lib/use-now';
import { useSignals } from '../api/get-signals';
import { SIGNALS_QUERY_KEY } from '../api/get-signals';
import type { Signal, SignalsRoom as Room } from '../types';
import { sortActive, sortHistory } from '../utils/order';
import { ActiveSignalCard } from './active-signal-card';
import { AddSignalDialog } from './add-signal-dialog';
import { AnalystPerformance } from './analyst-performance';
import { CloseSignalDialog } from './close-signal-dialog';
import { DeleteSignalDialog } from './delete-signal-dialog';
import { LockedSignals } from './locked-signals';
import { SignalsSkeleton } from './signals-skeleton';
import { TradeHistory } from './trade-history';
import styles from './signals.module.css';

function ActiveSignals({
  room,
  now,
  onAdd,
  onClose,
  onDelete,
}: {
  room: Room;
  now: Date;
  onAdd: () => void;
  onClose: (signal: Signal) => void;
  onDelete: (signal: Signal) => void;
}) {
  if (!room.canRead) return <LockedSignals />;
  if (room.active.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<SignalIcon />}
        title="No active signals right now"
        description={
          room.canManage
            ? 'Post a call and every premium member sees it at once.'
            : 'New calls appear here the moment an analyst posts them; this page updates by itself.'
        }
        action={
          room.canManage ? (
            <Button icon={<Plus size={16} aria-hidden="true" />} onClick={onAdd}>
              {COPY.signals.add}
            </Button>
          ) : (
            <a className={styles.textLink} href="#history">
              See the trade history
            </a>
          )
        }
      />
    );
  }
  return (
    <CardGrid minItemWidth={280}>
      {sortActive(room.active).map((signal) => (
        <li key={signal.id}>
          <ActiveSignalCard
            signal={signal}
            now={now}
            canManage={room.canManage}
            onClose={onClose}
            onDelete={onDelete}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * The signals room (spec screen 12): active signal cards for premium readers, each analyst's
 * record and a chart of their P&L, and the trade history. Founder and analyst add, close and
 * delete signals. A socket keeps it live.
 */
export function SignalsRoom() {
  const signals = useSignals();
  useLiveRefetch('signals:changed', SIGNALS_QUERY_KEY);
  const now = useNow();
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState<Signal | null>(null);
  const [deleting, setDeleting] = useState<Signal | null>(null);
  const room = signals.data;

  let body;
  if (signals.isPending) {
    body = <SignalsSkeleton />;
  } else if (!room) {
    body = (
      <ErrorState
        title="The signals room could not be loaded"
        error={signals.error}
        onRetry={() => void signals.refetch()}
        retrying={signals.isFetching}
      />
    );
  } else {
    const history = sortHistory(room.history);
    body = (
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="active-heading">
          <div className={styles.sectionHeader}>
            <h2 id="active-heading" className={styles.sectionTitle} tabIndex={-1}>
              {COPY.signals.active}
              {room.canRead && room.active.length > 0 ? (
                <HeadingCount n={room.active.length} />
              ) : null}
            </h2>
          </div>
          <ActiveSignals
            room={room}
            now={now}
            onAdd={() => setAdding(true)}
            onClose={setClosing}
            onDelete={setDeleting}
          />
        </section>
        <section className={styles.section} aria-labelledby="analysts-heading">
          <div className={styles.sectionHeader}>
            <h2 id="analysts-heading" className={styles.sectionTitle}>
              Analyst performance
            </h2>
            <p className={styles.sectionNote}>From every closed signal.</p>
          </div>
          <AnalystPerformance analysts={room.analysts} />
        </section>
        <section id="history" className={styles.section} aria-labelledby="history-heading">
          <div className={styles.sectionHeader}>
            <h2 id="history-heading" className={styles.sectionTitle} tabIndex={-1}>
              {COPY.signals.history}
              {history.length > 0 ? <HeadingCount n={history.length} /> : null}
            </h2>
          </div>
          <TradeHistory
            history={history}
            now={now}
            canManage={room.canManage}
            onDelete={setDeleting}
          />
        </section>
      </div>
    );
  }

  return (
    <>
      <PageHeader
        className={styles.header}
        eyebrow="Members"
        title="Signals room"
        description="Live trade calls from our analysts, their track record, and every closed trade."
        actions={
          room?.canManage ? (
            <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
              {COPY.signals.add}
            </Button>
          ) : null
        }
      />
      {body}
      {room?.canManage ? (
        <>
          <AddSignalDialog open={adding} onClose={() => setAdding(false)} />
          <CloseSignalDialog
            signal={closing}
            onClose={() => setClosing(null)}
            onDone={() => focusLater('#active-heading')}
          />
          <DeleteSignalDialog
            signal={deleting}
            onClose={() => setDeleting(null)}
            onDone={() => focusLater(`#${deleting?.active ? 'active-heading' : 'history-heading'}`)}
          />
        </>
      ) : null}
    </>
  );
}
