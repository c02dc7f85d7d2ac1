import { useState } from 'react';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { TierChip } from '../../../components/ui/tier-chip';
import { isApiError } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import type { AdminOrderDetail } from '../types';
import { formatCredits } from '@bbt/domain';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../utils/format';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import styles from './order-detail.module.css';
import tables from './tables.module.css';
import { EmailText } from '../../../components/ui/email-text';
import { RefundOrderDialog } from './refund-order-dialog';

const PROVIDERS: Record<AdminOrderDetail['provider'], string> = {
  paypal: 'PayPal',
  demo: 'Demo (no real payment)',
};

/** A refunded order's reason is the refund's (the console's, or why the payment went back). */
const reasonLabel = (order: AdminOrderDetail) =>
  order.status === 'refunded' || order.status === 'refund_pending'
    ? 'Refund reason'
    : 'Failure reason';

/** Each refund of the order, oldest first: amount, date, PayPal's refund id, reason, who. */
function RefundList({ order }: { order: AdminOrderDetail }) {
  return (
    <ul className={styles.refunds} aria-label="Refunds of this order">
      {order.refunds.map((refund) => (
        <li key={refund.id} className={styles.refund}>
          <span className={styles.refundHead}>
            <strong className="tabular-nums">{formatMoney(refund.amount, refund.currency)}</strong>
            <time dateTime={refund.completedAt ?? refund.createdAt}>
              {formatDateTime(refund.completedAt ?? refund.createdAt)}
            </time>
            {refund.status === 'pending' ? (
              <span className={styles.note}>Waiting for PayPal: asked again every minute</span>
            ) : null}
          </span>
          {refund.status === 'failed' ? (
            <span className={styles.failure}>
              <CircleAlert size={16} aria-hidden="true" />
              <span>
                <strong>Not refunded: </strong>
                {refund.failureReason ?? 'PayPal refused it'}. Nothing went back to the buyer;
                refund it in PayPal&rsquo;s dashboard, and its notification records it here.
              </span>
            </span>
          ) : null}
          <span className={styles.note}>
            Refund id{' '}
            <span className={tables.mono}>{refund.providerRefundId ?? 'not given yet'}</span>
            {' · '}
            {refund.actor ? `by ${refund.actor.name}` : 'made at PayPal'}
          </span>
          <span>{refund.reason}</span>
        </li>
      ))}
    </ul>
  );
}

function OrderFacts({ order }: { order: AdminOrderDetail }) {
  return (
    <div className={styles.detail}>
      <div className={styles.detailTop}>
        <OrderStatusBadge
          status={order.status}
          refundedAmount={order.refundedAmount}
          provider={order.provider}
        />
        <span className={styles.detailAmount}>{formatMoney(order.amount, order.currency)}</span>
      </div>

      {order.failureReason ? (
        <p className={styles.failure}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>
            <strong>{reasonLabel(order)}: </strong>
            {order.failureReason}
          </span>
        </p>
      ) : null}

      <section aria-labelledby={`${order.id}-lines`}>
        <h3 id={`${order.id}-lines`} className={styles.detailHeading}>
          Items
        </h3>
        <ul className={styles.lines}>
          {order.lines.map((line, i) => (
            <li key={`${line.productKey}-${line.tier ?? ''}-${i}`} className={styles.line}>
              <span className={styles.lineTitle}>
                {line.title}
                {line.tier !== null ? <TierChip>Tier {line.tier}</TierChip> : null}
              </span>
              <span className="tabular-nums">
                <span className="visually-hidden">Unit price </span>
                {formatMoney(line.unitPrice, order.currency)}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.lineTotal}>
          <span>Total</span>
          <span className="tabular-nums">{formatMoney(order.amount, order.currency)}</span>
        </p>
        {order.refundedAmount > 0 ? (
          <p className={styles.lineTotal}>
            <span>Refunded</span>
            <span className="tabular-nums">
              −{formatMoney(order.refundedAmount, order.currency)}
            </span>
          </p>
        ) : null}
      </section>

      <dl className={styles.facts}>
        <dt>Placed</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </dd>
        <dt>Paid</dt>
        <dd>
          {order.completedAt ? (
            <time dateTime={order.completedAt}>{formatDateTime(order.completedAt)}</time>
          ) : (
            <span className={tables.muted}>
              {order.captureId ? 'Captured, never fulfilled' : 'Not paid'}
            </span>
          )}
        </dd>
        {order.refundedAt ? (
          <>
            <dt>Refunded</dt>
            <dd>
              <time dateTime={order.refundedAt}>{formatDateTime(order.refundedAt)}</time>
              <span className={styles.note}>
                Refund id{' '}
                <span className={tables.mono}>{order.refundId ?? 'not given by PayPal'}</span>
              </span>
            </dd>
          </>
        ) : null}
        {order.refunds.length > 0 ? (
          <>
            <dt>Refunds</dt>
            <dd>
              <RefundList order={order} />
            </dd>
          </>
        ) : null}
        {order.disputedAt ? (
          <>
            <dt>Dispute</dt>
            <dd>
              Open at PayPal since{' '}
              <time dateTime={order.disputedAt}>{formatDateTime(order.disputedAt)}</time>
            </dd>
          </>
        ) : null}
        <dt>Buyer</dt>
        <dd>
          <span className={tables.person}>
            <span className={tables.strong}>{order.buyer.name}</span>
            <span className={tables.muted}>
              <EmailText email={order.buyer.email} />
            </span>
          </span>
        </dd>
        <dt>Provider</dt>
        <dd>{PROVIDERS[order.provider] ?? order.provider}</dd>
        <dt>Provider order id</dt>
        <dd className={tables.mono}>{order.providerOrderId}</dd>
        <dt>Capture id</dt>
        <dd className={order.captureId ? tables.mono : tables.muted}>
          {order.captureId ?? 'None (not captured)'}
        </dd>
        <dt>{reasonLabel(order)}</dt>
        <dd className={order.failureReason ? undefined : tables.muted}>
          {order.failureReason ?? 'None'}
        </dd>
        <dt>Commission</dt>
        <dd>
          {order.commission ? (
            <>
              <strong className="tabular-nums">{formatCredits(order.commission.credits)}</strong> to{' '}
              {order.commission.inviter.name}
              <span className={styles.note}>
                Paid{' '}
                <time dateTime={order.commission.createdAt}>
                  {formatDateTime(order.commission.createdAt)}
                </time>
              </span>
            </>
          ) : (
            <span className={tables.muted}>None: no inviter was paid on this order</span>
          )}
        </dd>
      </dl>
    </div>
  );
}

function OrderSkeleton() {
  return (
    <div className={styles.skeletonStack} role="status" aria-busy="true">
      <span className="visually-hidden">Loading the order</span>
      <Skeleton width="40%" height={28} />
      <Skeleton height={16} />
      <Skeleton height={16} width="80%" />
      <Skeleton height={120} />
      <Skeleton height={16} width="60%" />
      <Skeleton height={16} width="70%" />
    </div>
  );
}

interface OrderDetailDialogProps {
  /** The order shown, or null when the dialog is closed. */
  orderId: string | null;
  onClose: () => void;
}

/**
 * An order's detail in a modal: lines and unit prices, payment ids, failure, commission; a paid
 * order can be refunded from it.
 */
export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  const query = useOrder(orderId);
  const missing = isApiError(query.error) && query.error.status === 404;
  const [refunding, setRefunding] = useState(false);
  const refundable =
    query.data?.id === orderId && query.data.status === 'completed' && query.data.refundable > 0;

  return (
    <Modal
      open={orderId !== null}
      onClose={onClose}
      title="Order details"
      description={
        orderId ? (
          <>
            Order <span className={tables.mono}>{orderId}</span>
          </>
        ) : undefined
      }
      footer={
        <>
          {refundable ? (
            <Button
              variant="danger"
              icon={<RotateCcw size={16} />}
              onClick={() => setRefunding(true)}
            >
              Refund…
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {query.isPending ? (
        <OrderSkeleton />
      ) : missing ? (
        <p className={tables.muted}>This order doesn’t exist. It may have been removed.</p>
      ) : query.isError ? (
        <ErrorBanner
          title="Could not load the order"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <OrderFacts order={query.data} />
      )}
      {refunding && query.data ? (
        <RefundOrderDialog order={query.data} onClose={() => setRefunding(false)} />
      ) : null}
    </Modal>
  );
}
