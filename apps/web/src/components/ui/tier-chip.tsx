import type { ReactNode } from 'react';
import styles from './tier-chip.module.css';

/** The tier of a product line ('Tier 2') in a small accent pill. */
export function TierChip({ children }: { children: ReactNode }) {
  return <span className={styles.chip}>{children}</span>;
}
