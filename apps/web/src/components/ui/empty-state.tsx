import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** The next step a person can take (a button or link). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Less room around it, inside a panel or a card. */
  compact?: boolean;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  compact = false,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={[styles.empty, compact ? styles.compact : undefined, className]
        .filter(Boolean)
        .join(' ')}
    >
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
