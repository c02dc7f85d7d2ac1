import type { ReactNode } from 'react';
import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from './button';
import { ThemeToggle } from './theme-toggle';
import styles from './top-bar.module.css';

/** A page without the site navigation: the compact bar, then the page's content. */
export function TopBarPage({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={[styles.page, className].filter(Boolean).join(' ')}>{children}</div>;
}

/**
 * The compact bar of the pages that hide the site navigation (spec §2): what the page
 * puts on the left, and its actions with the theme toggle on the right.
 */
export function TopBar({
  children,
  actions,
  sticky = true,
}: {
  children?: ReactNode;
  /** Links or buttons before the theme toggle. */
  actions?: ReactNode;
  /** Stays at the top while the page scrolls (default true). */
  sticky?: boolean;
}) {
  return (
    <div className={sticky ? `${styles.bar} ${styles.sticky}` : styles.bar}>
      <div className={`container ${styles.inner}`}>
        {children}
        <div className={styles.actions}>
          {actions}
          <ThemeToggle size="sm" />
        </div>
      </div>
    </div>
  );
}

/** A navigation landmark in the top bar, named for screen readers. */
export function TopBarNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {children}
    </nav>
  );
}

/** The way back ('Home' by default). */
export function BackLink({
  to = '/',
  children = COPY.nav.home,
}: {
  to?: string;
  children?: ReactNode;
}) {
  return (
    <ButtonLink to={to} variant="ghost" size="sm" icon={<ArrowLeft size={16} aria-hidden="true" />}>
      {children}
    </ButtonLink>
  );
}

/** Open App, into the members' chat. */
export function OpenAppLink() {
  return (
    <ButtonLink
      to="/app/intro"
      variant="secondary"
      size="sm"
      icon={<LayoutDashboard size={16} aria-hidden="true" />}
    >
      {COPY.auth.openApp}
    </ButtonLink>
  );
}
