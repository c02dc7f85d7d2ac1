import { useId } from 'react';
import type { ReactNode } from 'react';
import { cardClassName } from '../../../components/ui/card';
import styles from './shared.module.css';

/** A titled section of a console page (h2), named for assistive technology by its title. */
export function Panel({
  title,
  icon,
  description,
  actions,
  className,
  children,
}: {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  /** Controls beside the title (filters, buttons). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      className={cardClassName({
        className: [styles.panel, className].filter(Boolean).join(' '),
      })}
      aria-labelledby={titleId}
    >
      <div className={styles.panelHeader}>
        <div>
          <h2 id={titleId} className={styles.panelTitle}>
            {icon}
            {title}
          </h2>
          {description ? <p className={styles.panelDescription}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.panelActions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
