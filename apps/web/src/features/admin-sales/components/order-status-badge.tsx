import { CircleCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import type { OrderStatus } from '../types';
import styles from './sales.module.css';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Created',
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
};

const LOOK: Record<OrderStatus, { className: string | undefined; Icon: typeof Clock }> = {
  created: { className: styles.created, Icon: CircleDashed },
  pending: { className: styles.pending, Icon: Clock },
  completed: { className: styles.completed, Icon: CircleCheck },
  failed: { className: styles.failed, Icon: CircleX },
};

/** An order's status as an icon and a word (colour is only a third cue). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { className, Icon } = LOOK[status];
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>
      <Icon size={14} aria-hidden="true" />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
