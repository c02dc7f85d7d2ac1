import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../../components/ui/button';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import styles from './marketing.module.css';

/**
 * The site navigation is hidden on marketing pages (spec section 2), so they bring a compact
 * bar: the way back, Open App and the theme toggle.
 */
export function MarketingTopBar({ back }: { back: { to: string; label: string } }) {
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.topBarInner}`}>
        <nav aria-label="Marketing" className={styles.topNav}>
          <ButtonLink
            to={back.to}
            variant="ghost"
            size="sm"
            icon={<ArrowLeft size={16} aria-hidden="true" />}
          >
            {back.label}
          </ButtonLink>
        </nav>
        <div className={styles.topActions}>
          <ButtonLink
            to="/app/intro"
            variant="secondary"
            size="sm"
            icon={<LayoutDashboard size={16} aria-hidden="true" />}
          >
            {COPY.auth.openApp}
          </ButtonLink>
          <ThemeToggle size="sm" />
        </div>
      </div>
    </div>
  );
}
