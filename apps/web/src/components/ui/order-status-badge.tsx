import {
  Ban,
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  FlaskConical,
  RotateCcw,
  TimerOff,
} from 'lucide-react';
import { orderStatusLabel, type OrderStatus, type PaymentProvider } from '@bbt/domain';
import styles from './order-status-badge.module.css';

const ICONS: Record<OrderStatus, typeof Clock> = {
  created: CircleDashed,
  pending: Clock,
  completed: CircleCheck,
  failed: CircleX,
  cancelled: Ban,
  expired: TimerOff,
  refund_pending: RotateCcw,
  refunded: RotateCcw,
};

/**
 * An order's status as an icon and a word (colour is only a third cue), on every screen; a
 * paid order partly refunded says so (decision 0058), and a demo payment says so beside it,
 * since it took no money.
 */
export function OrderStatusBadge({
  status,
  refundedAmount = 0,
  provider,
}: {
  status: OrderStatus;
  refundedAmount?: number;
  provider?: PaymentProvider;
}) {
  const partly = status === 'completed' && refundedAmount > 0;
  const Icon = partly ? RotateCcw : ICONS[status];
  return (
    <span className={styles.group}>
      <span className={`${styles.badge} ${styles[status] ?? ''}`}>
        <Icon size={14} aria-hidden="true" />
        {orderStatusLabel({ status, refundedAmount })}
      </span>
      {provider === 'demo' ? (
        <span className={`${styles.badge} ${styles.demo}`} title="Demo payment: no money was taken">
          <FlaskConical size={14} aria-hidden="true" />
          Demo
        </span>
      ) : null}
    </span>
  );
}
