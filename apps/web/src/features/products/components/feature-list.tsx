import { Check } from 'lucide-react';
import styles from './feature-list.module.css';

export function FeatureList({
  features,
  compact = false,
}: {
  features: readonly string[];
  compact?: boolean;
}) {
  return (
    <ul
      role="list"
      className={[styles.list, compact ? styles.compact : undefined].filter(Boolean).join(' ')}
    >
      {features.map((feature) => (
        <li key={feature} className={styles.item}>
          <Check className={styles.icon} size={16} aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
