import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  /** Buttons or links under the description (Add signal, Redeem credits). */
  actions?: ReactNode;
  /** Extra content under the description (meta lines). */
  children?: ReactNode;
  className?: string;
  /** id of the h1, for aria-labelledby. */
  titleId?: string;
}

/** A page's h1 with its lead text; also sets the document title. */
export function PageHeader({
  title,
  description,
  eyebrow,
  actions,
  children,
  className,
  titleId,
}: PageHeaderProps) {
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      <title>{`${title} · Blue Badge`}</title>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {children}
    </header>
  );
}
