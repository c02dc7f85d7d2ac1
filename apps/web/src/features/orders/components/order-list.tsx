import { useState } from 'react';
import { canCancelOrder, COPY, formatPrice } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TierChip } from '../../../components/ui/tier-chip';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { useCancelOrder } from '../api/cancel-order';
import type { CapturedOrder } from '../../checkout';
import type { Order } from '../types';
import { OrderExpiry, ResumePayment } from './awaiting-payment';
import { OrderDelivery } from './order-delivery';
import styles from './order-list.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Cancels an order awaiting payment, after asking: nothing can be charged for it afterwards. */
function CancelOrderButton({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder();
  const confirm = () => cancel.mutate(order.id, { onSettled: () => setAsking(false) });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        Cancel order
      </Button>
      <ConfirmDialog
        open={asking}
        title="Cancel this order?"
        description="It is awaiting payment. Once cancelled it can't be paid; check out again from your cart if you change your mind."
        confirmLabel="Cancel order"
        dismissLabel="Keep order"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
        pending={cancel.isPending}
        holdWhilePending
      />
    </>
  );
}

/** The member's orders, newest first as the server sends them. */
export function OrderList({
  orders,
  onPaid,
}: {
  orders: readonly Order[];
  /** An order awaiting payment was paid from here ("Resume payment"). */
  onPaid: (result: CapturedOrder) => void;
}) {
  return (
    <ol role="list" className={styles.list}>
      {orders.map((order) => {
        const date = new Date(order.createdAt);
        return (
          <li key={order.id}>
            <Card as="article" className={styles.order} aria-labelledby={`order-${order.id}`}>
              <header className={styles.header}>
                <h2 id={`order-${order.id}`} className={styles.date}>
                  <time dateTime={order.createdAt}>{dateFormat.format(date)}</time>
                </h2>
                <OrderStatusBadge
                  status={order.status}
                  refundedAmount={order.refundedAmount}
                  provider={order.provider}
                />
              </header>
              {order.note ? <p className={styles.note}>{order.note}</p> : null}
              {order.expiresAt ? <OrderExpiry expiresAt={order.expiresAt} /> : null}
              {order.refundedAt ? (
                <p className={styles.note}>
                  Refunded{' '}
                  <time dateTime={order.refundedAt}>
                    {dateFormat.format(new Date(order.refundedAt))}
                  </time>
                  {order.refundId ? `, PayPal refund ${order.refundId}` : null}
                </p>
              ) : null}
              <ul role="list" className={styles.lines}>
                {order.lines.map((line) => (
                  <li key={`${line.product}-${line.tier ?? ''}`} className={styles.line}>
                    <span className={styles.lineTitle}>
                      {line.title}
                      {line.tier !== null ? (
                        <TierChip>{COPY.products.tier(line.tier)}</TierChip>
                      ) : null}
                    </span>
                    <span className="tabular-nums">{formatPrice(line.unitPrice)}</span>
                  </li>
                ))}
                {order.discountAmount > 0 ? (
                  <li className={styles.line}>
                    <span className={styles.lineTitle}>
                      {order.couponCode
                        ? COPY.coupon.line(order.couponCode)
                        : `${COPY.discount.label} ${order.discountCode ?? ''}`}
                    </span>
                    <span className="tabular-nums">{formatPrice(-order.discountAmount)}</span>
                  </li>
                ) : null}
              </ul>
              <OrderDelivery delivery={order.delivery} />
              <footer className={styles.footer}>
                <span className={styles.reference}>
                  Order <span className={styles.id}>{order.id}</span>
                </span>
                {order.paymentOrderId ? (
                  <ResumePayment
                    order={{ ...order, paymentOrderId: order.paymentOrderId }}
                    onPaid={onPaid}
                  />
                ) : null}
                {canCancelOrder(order.status) ? <CancelOrderButton order={order} /> : null}
                <span className={styles.amount}>
                  {COPY.cart.total}{' '}
                  <strong className="tabular-nums">
                    {formatPrice(order.amount)} {order.currency}
                  </strong>
                </span>
              </footer>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
