import type { HTMLAttributes, ReactNode } from 'react';
import styles from './stat-grid.module.css';

/**
 * Headline figures side by side: two columns, four from 900 px. A page's className on it may
 * set its gap and margins, and --stat-gap and --stat-padding for the cards in it.
 */
export function StatGrid({
  as: Element = 'dl',
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  /** 'div' for placeholders while the figures load. */
  as?: 'dl' | 'div';
}) {
  return (
    <Element className={[styles.grid, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Element>
  );
}

/** One figure card in a StatGrid: its label (with an icon), the value and a note under it. */
export function Stat({
  label,
  icon,
  value,
  note,
}: {
  label: ReactNode;
  icon?: ReactNode;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className={styles.stat}>
      <dt className={styles.label}>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
        {label}
      </dt>
      <dd>
        <span className={styles.value}>{value}</span>
        {note ? <span className={styles.note}>{note}</span> : null}
      </dd>
    </div>
  );
}

/** A figure card's shape while it loads (skeleton lines inside). */
export function StatPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className={styles.stat} aria-hidden="true">
      {children}
    </div>
  );
}
