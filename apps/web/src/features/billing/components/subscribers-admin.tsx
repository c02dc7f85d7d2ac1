import { formatDateTime, formatPrice } from '@bbt/domain';
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Stat, StatGrid } from '../../../components/ui/stat-grid';
import { useSubscribersReport, useSubscriptionEvents } from '../api/billing';
import styles from './subscription-card.module.css';

function Events({ id }: { id: string }) {
  const events = useSubscriptionEvents(id);
  if (events.isPending) return <p role="status">Loading its notifications</p>;
  if (events.isError) return <p role="alert">Its notifications could not be loaded.</p>;
  if (events.data.length === 0) return <p>No notification from PayPal yet.</p>;
  return (
    <ol>
      {events.data.map((e) => (
        <li key={e.id}>
          {formatDateTime(e.receivedAt)}: {e.eventType} ({e.outcome})
        </li>
      ))}
    </ol>
  );
}

/**
 * The console's memberships (decision 0063): how many subscribe, the MRR PayPal still bills,
 * payments in their grace, churn by month, and each subscription with its PayPal events.
 */
export function SubscribersAdmin() {
  const report = useSubscribersReport();
  const [open, setOpen] = useState<string | null>(null);
  let content;
  if (report.isPending) content = <p role="status">Loading memberships</p>;
  else if (report.isError)
    content = (
      <ErrorState
        title="The memberships could not be loaded"
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  else
    content = (
      <>
        <StatGrid>
          <Stat label="Subscribers" value={report.data.subscribers} />
          <Stat label="MRR" value={formatPrice(report.data.mrr)} note="what PayPal still bills" />
          <Stat label="Failed payments" value={report.data.pastDue} note="in their grace" />
          <Stat
            label="Ended this month"
            value={
              report.data.churnByMonth.find((c) => c.month === new Date().toISOString().slice(0, 7))
                ?.ended ?? 0
            }
          />
        </StatGrid>
        <table className={styles.payments}>
          <caption>Subscriptions</caption>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Membership</th>
              <th scope="col">Status</th>
              <th scope="col">Access until</th>
              <th scope="col">Events</th>
            </tr>
          </thead>
          <tbody>
            {report.data.subscriptions.map((s) => (
              <Fragment key={s.id}>
                <tr>
                  <td>{s.member.name}</td>
                  <td>
                    {s.title}, {formatPrice(s.price)} every {s.period}
                  </td>
                  <td>{s.status}</td>
                  <td>{s.accessUntil ? formatDateTime(s.accessUntil) : '—'}</td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={open === s.id}
                      onClick={() => setOpen(open === s.id ? null : s.id)}
                    >
                      Events
                    </Button>
                  </td>
                </tr>
                {open === s.id && (
                  <tr>
                    <td colSpan={5}>
                      <Events id={s.id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </>
    );
  return (
    <div className={styles.card}>
      <PageHeader title="Memberships" description="Subscriptions that renew themselves." />
      {content}
    </div>
  );
}
