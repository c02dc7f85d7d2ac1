import { Coins, Eye, ShoppingCart, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MarketingMetric, MarketingStats } from '../types';
import { METRICS, METRIC_LABELS, formatMetric } from '../utils/metrics';
import styles from './marketing.module.css';

const ICONS: Record<MarketingMetric, ReactNode> = {
  visits: <Eye size={18} aria-hidden="true" />,
  signups: <UserPlus size={18} aria-hidden="true" />,
  sales: <ShoppingCart size={18} aria-hidden="true" />,
  credits: <Coins size={18} aria-hidden="true" />,
};

/** The four running totals (spec screen 9) as figure cards. */
export function StatCards({ stats }: { stats: MarketingStats }) {
  return (
    <dl className={styles.stats}>
      {METRICS.map((metric) => (
        <div key={metric} className={styles.stat}>
          <dt className={styles.statLabel}>
            <span className={styles.statIcon}>{ICONS[metric]}</span>
            {METRIC_LABELS[metric]}
          </dt>
          <dd className={`${styles.statValue} tabular-nums`}>
            {formatMetric(metric, stats[metric])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
