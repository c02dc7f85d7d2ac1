import { Coins, Eye, ShoppingCart, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Stat, StatGrid } from '../../../components/ui/stat-grid';
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
    <StatGrid className={styles.stats}>
      {METRICS.map((metric) => (
        <Stat
          key={metric}
          icon={ICONS[metric]}
          label={METRIC_LABELS[metric]}
          value={formatMetric(metric, stats[metric])}
        />
      ))}
    </StatGrid>
  );
}
