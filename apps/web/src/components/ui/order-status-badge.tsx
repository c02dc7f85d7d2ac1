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
import { ORDER_STATUS_LABELS, type OrderStatus, type PaymentProvider } from '@bbt/domain';
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
 * demo payment says so beside it, since it took no money.
 */
export function OrderStatusBadge({
  status,
  provider,
}: {
  status: OrderStatus;
  provider?: PaymentProvider;
}) {
  const Icon = ICONS[status];
  return (
    <span className={styles.group}>
      <span className={`${styles.badge} ${styles[status] ?? ''}`}>
        <Icon size={14} aria-hidden="true" />
        {ORDER_STATUS_LABELS[status]}
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
