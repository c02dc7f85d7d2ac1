import { formatDateTime, formatPrice } from '@bbt/domain';
import { useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  useCancelSubscription,
  useDemoControl,
  useResumeSubscription,
  useUpgradeSubscription,
  useWithdrawUpgrade,
  type Plan,
  type Subscription,
} from '../api/billing';
import styles from './subscription-card.module.css';

const STATUS_LABELS: Record<Subscription['status'], string> = {
  pending: 'Waiting for PayPal',
  active: 'Active',
  past_due: 'Payment failed',
  cancelling: 'Cancelled: ends at the period end',
  ended: 'Ended',
};

const when = (moment: string | null) => (moment ? formatDateTime(moment) : '—');

/**
 * One membership on the billing page (decision 0063): its status, next renewal and amount,
 * the grace notice after a failed payment, its payments, cancel at the period end (asked
 * first), resume while that period lasts (decision 0069), an upgrade awaiting the member's
 * approval at PayPal with a link to continue it and a way to withdraw it (decision 0077), an
 * upgrade PayPal bills whose tier begins with the next payment (decision 0078), and with the
 * demo provider the development-only renew / fail control.
 */
export function SubscriptionCard({
  subscription: s,
  demo,
  plans = [],
}: {
  subscription: Subscription;
  demo: boolean;
  /** The plans on sale: a higher tier's, billed over the same period, is offered as an upgrade. */
  plans?: Plan[];
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelSubscription();
  const control = useDemoControl();
  const resume = useResumeSubscription();
  const upgrade = useUpgradeSubscription();
  const withdraw = useWithdrawUpgrade();
  const awaiting = s.upgradeAwaitingApproval;
  const unpaid = s.upgradeFromNextPayment;
  const renewing = s.providerStatus === 'ACTIVE' && s.status !== 'ended';
  // While one awaits approval the server refuses another: none is offered.
  const upgrades =
    s.tier !== null && s.status === 'active' && s.cancelledAt === null && awaiting === null
      ? plans.filter(
          (p) =>
            p.productId === s.productId &&
            p.period === s.period &&
            p.tier !== null &&
            p.tier > (s.tier ?? 0),
        )
      : [];
  return (
    <Card className={styles.card} aria-label={s.title} data-testid="subscription">
      <div className={styles.head}>
        <h2 className={styles.title}>
          {s.title}
          {s.tier !== null && ` — Tier ${s.tier}`}
        </h2>
        <span className={styles.status} data-status={s.status}>
          {STATUS_LABELS[s.status]}
        </span>
      </div>
      <p>
        {formatPrice(s.price)} every {s.period}
      </p>
      {s.status === 'past_due' && (
        <p className={styles.notice} role="alert">
          PayPal could not take your last payment. You keep access until {when(s.graceUntil)}:
          please update your payment method in your PayPal account before then.
        </p>
      )}
      {awaiting && (
        <div className={styles.notice} role="status" data-testid="upgrade-awaiting">
          <p>
            Upgrade to Tier {awaiting.tier} awaiting your approval at PayPal (asked{' '}
            {when(awaiting.askedAt)}; PayPal's link works until {when(awaiting.expiresAt)}).
          </p>
          <div className={styles.actions}>
            {awaiting.approveUrl && (
              <a className={buttonClassName()} href={awaiting.approveUrl}>
                Continue at PayPal
              </a>
            )}
            <Button
              variant="secondary"
              loading={withdraw.isPending}
              onClick={() => withdraw.mutate(s.id)}
            >
              Cancel upgrade request
            </Button>
          </div>
        </div>
      )}
      {unpaid && (
        <p className={styles.notice} role="status" data-testid="upgrade-from-next-payment">
          {unpaid.nextPaymentAt
            ? `Tier ${s.tier} from your next payment on ${when(unpaid.nextPaymentAt)}; until then you hold Tier ${unpaid.tierHeld}, the tier this period was paid for.`
            : `You hold Tier ${unpaid.tierHeld}, the tier this period was paid for, until ${when(s.accessUntil)}: Tier ${s.tier} would have begun with your next payment.`}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>Access until</dt>
        <dd data-testid="access-until">{when(s.accessUntil)}</dd>
        {s.nextRenewalAt && (
          <>
            <dt>Next renewal</dt>
            <dd>
              {when(s.nextRenewalAt)}, {formatPrice(s.price)}
            </dd>
          </>
        )}
      </dl>
      {s.payments.length > 0 && (
        <table className={styles.payments}>
          <caption>Payments</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Reference</th>
            </tr>
          </thead>
          <tbody>
            {s.payments.map((p) => (
              <tr key={p.id}>
                <td>{when(p.paidAt)}</td>
                <td>
                  {formatPrice(p.amount)}
                  {p.returned && ' (refunded)'}
                </td>
                <td className={styles.reference}>{p.id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.actions}>
        {s.canResume && (
          <Button loading={resume.isPending} onClick={() => resume.mutate(s.id)}>
            Resume membership
          </Button>
        )}
        {upgrades.map((p) => (
          <Button
            key={p.id}
            loading={upgrade.isPending && upgrade.variables?.planId === p.id}
            onClick={() => upgrade.mutate({ id: s.id, planId: p.id })}
          >
            Upgrade to Tier {p.tier} ({formatPrice(p.price)} every {p.period} from the next renewal)
          </Button>
        ))}
        {renewing && (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Cancel membership
          </Button>
        )}
        {demo && renewing && (
          <>
            <Button
              variant="ghost"
              loading={control.isPending}
              onClick={() => control.mutate({ id: s.id, action: 'renew_now' })}
            >
              Renew now (demo)
            </Button>
            <Button
              variant="ghost"
              loading={control.isPending}
              onClick={() => control.mutate({ id: s.id, action: 'fail_next' })}
            >
              Fail next payment (demo)
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title="Cancel this membership?"
        description={`Nothing more will be charged. You keep access until ${when(s.paidUntil)}, the end of the period you paid for.`}
        confirmLabel="Cancel membership"
        dismissLabel="Keep it"
        pending={cancel.isPending}
        holdWhilePending
        onClose={() => setAsking(false)}
        onConfirm={() => cancel.mutate(s.id, { onSettled: () => setAsking(false) })}
      />
    </Card>
  );
}
