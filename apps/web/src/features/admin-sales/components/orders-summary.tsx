import { Skeleton } from '../../../components/ui/skeleton';
import { Stat, StatGrid, StatPlaceholder } from '../../../components/ui/stat-grid';
import type { OrdersReport } from '../types';
import { formatCredits } from '@bbt/domain';
import { formatCount, plural } from '../../../lib/format';
import { formatUsd } from '../utils/format';
import styles from './sales.module.css';

function completionNote(orders: number, completed: number): string {
  if (orders === 0) return 'No orders in this range';
  return `${Math.round((completed / orders) * 100)}% of orders`;
}

/** The range's totals: orders, paid orders, revenue (USD) and commissions (credits). */
export function OrdersSummary({ totals }: { totals: OrdersReport['totals'] }) {
  const figures = [
    {
      label: 'Orders',
      value: formatCount(totals.orders),
      note: 'Cancelled, expired and demo left out',
    },
    {
      label: 'Paid',
      value: formatCount(totals.completed),
      note: completionNote(totals.orders, totals.completed),
    },
    {
      label: 'Revenue',
      value: formatUsd(totals.revenue),
      note:
        totals.demo > 0
          ? `Paid orders, USD; ${plural(totals.demo, 'demo payment', 'demo payments')} not counted`
          : 'Paid orders, USD',
    },
    {
      label: 'Commissions',
      value: formatCredits(totals.commissions),
      note: 'Credits paid to inviters',
    },
  ];
  return (
    <StatGrid className={styles.figures}>
      {figures.map((figure) => (
        <Stat key={figure.label} label={figure.label} value={figure.value} note={figure.note} />
      ))}
    </StatGrid>
  );
}

export function OrdersSummarySkeleton() {
  return (
    <StatGrid as="div" className={styles.figures} role="status" aria-busy="true">
      <span className="visually-hidden">Loading the totals</span>
      {['Orders', 'Paid', 'Revenue', 'Commissions'].map((label) => (
        <StatPlaceholder key={label}>
          <Skeleton width="50%" height={14} />
          <Skeleton width="70%" height={28} />
          <Skeleton width="60%" height={12} />
        </StatPlaceholder>
      ))}
    </StatGrid>
  );
}
