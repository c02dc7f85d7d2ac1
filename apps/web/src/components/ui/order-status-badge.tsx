import { CircleCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@bbt/domain';
import styles from './order-status-badge.module.css';

const ICONS: Record<OrderStatus, typeof Clock> = {
  created: CircleDashed,
  pending: Clock,
  completed: CircleCheck,
  failed: CircleX,
};

/** An order's status as an icon and a word (colour is only a third cue), on every screen. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const Icon = ICONS[status];
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''}`}>
      <Icon size={14} aria-hidden="true" />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
