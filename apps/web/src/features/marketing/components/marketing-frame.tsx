import type { ReactNode } from 'react';
import { MarketingTopBar } from './marketing-top-bar';
import styles from './marketing.module.css';

/** A marketing page: the compact bar with its way back, then the page's content. */
export function MarketingFrame({
  back,
  children,
}: {
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <MarketingTopBar back={back} />
      <div className={`container ${styles.content}`}>{children}</div>
    </div>
  );
}
