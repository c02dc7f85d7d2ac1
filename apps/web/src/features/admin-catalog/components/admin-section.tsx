import type { ReactNode } from 'react';
import styles from './admin-catalog.module.css';

interface AdminSectionProps {
  /** id of the h1 (focus returns there when the item that had it is gone). */
  headingId: string;
  title: string;
  description: ReactNode;
  /** Buttons beside the heading (Add FAQ). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One console page: its h1 and document title, a short description and its content. */
export function AdminSection({
  headingId,
  title,
  description,
  actions,
  children,
}: AdminSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <div className={styles.sectionIntro}>
          <title>{`${title} · Admin · Blue Badge`}</title>
          <h1 id={headingId} className={styles.sectionTitle} tabIndex={-1}>
            {title}
          </h1>
          <p className={styles.sectionDescription}>{description}</p>
        </div>
        {actions ? <div className={styles.sectionActions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
