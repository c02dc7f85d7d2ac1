import { formatDateTime, formatPrice, REFUND_REASON_MAX } from '@bbt/domain';
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, TableHead } from '../../../components/ui/data-table';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Stat, StatGrid } from '../../../components/ui/stat-grid';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-field';
import {
  useRefundSubscriptionPayment,
  useSubscribersReport,
  useSubscriptionEvents,
} from '../api/billing';
import { PlanForm } from './plan-form';
import styles from './subscription-card.module.css';

const SUBSCRIPTION_COLUMNS = ['Member', 'Membership', 'Status', 'Access until', 'Events'];

/**
 * Asks why before refunding all of one payment (decision 0069); the server refuses anyone but
 * the founder and says so.
 */
function RefundPayment({
  subscriptionId,
  paymentId,
}: {
  subscriptionId: string;
  paymentId: string;
}) {
  const refund = useRefundSubscriptionPayment();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        Refund
      </Button>
      <ConfirmDialog
        open={asking}
        title="Refund this payment?"
        description="PayPal gives all of it back, and the period it paid for is taken off the member's access."
        confirmLabel="Refund payment"
        dismissLabel="Keep it"
        tone="danger"
        pending={refund.isPending}
        holdWhilePending
        onClose={() => setAsking(false)}
        onConfirm={() =>
          refund.mutate(
            { subscriptionId, paymentId, reason },
            { onSuccess: () => setAsking(false) },
          )
        }
      >
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={REFUND_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}

function Events({ id }: { id: string }) {
  const history = useSubscriptionEvents(id);
  if (history.isPending) return <p role="status">Loading its notifications</p>;
  if (history.isError) return <p role="alert">Its notifications could not be loaded.</p>;
  const { events, payments } = history.data;
  return (
    <>
      {events.length === 0 ? (
        <p>No notification from PayPal yet.</p>
      ) : (
        <ol>
          {events.map((e) => (
            <li key={e.id}>
              {formatDateTime(e.receivedAt)}: {e.eventType} ({e.outcome})
            </li>
          ))}
        </ol>
      )}
      {payments.length > 0 && (
        <ul aria-label="Payments" className={styles.reference}>
          {payments.map((p) => (
            <li key={p.id}>
              {formatDateTime(p.paidAt)}: {formatPrice(p.amount)} ({p.id})
              {p.returned ? ' refunded' : <RefundPayment subscriptionId={id} paymentId={p.id} />}
            </li>
          ))}
        </ul>
      )}
    </>
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
        <DataTable caption="Subscriptions" narrow="stack" region>
          <TableHead columns={SUBSCRIPTION_COLUMNS} />
          <tbody>
            {report.data.subscriptions.map((s) => (
              <Fragment key={s.id}>
                <tr>
                  <td data-label="Member">{s.member.name}</td>
                  <td data-label="Membership">
                    {s.title}, {formatPrice(s.price)} every {s.period}
                  </td>
                  <td data-label="Status">{s.status}</td>
                  <td data-label="Access until">
                    {s.accessUntil ? formatDateTime(s.accessUntil) : '—'}
                  </td>
                  <td data-label="Events">
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
        </DataTable>
      </>
    );
  return (
    <div className={styles.card}>
      <PageHeader title="Memberships" description="Subscriptions that renew themselves." />
      <PlanForm />
      {content}
    </div>
  );
}
