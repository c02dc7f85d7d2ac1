import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { useSession } from '../../features/auth/hooks/use-session';
import type { ReactNode } from 'react';
import styles from './member-page.module.css';

/**
 * The site navigation is hidden here (spec section 2), so the page brings its own compact
 * bar: back Home, the theme toggle and, for members, Open App.
 */
function TopBar({ label }: { label: string }) {
  const session = useSession();
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.topBarInner}`}>
        <nav aria-label={label} className={styles.topNav}>
          <ButtonLink
            to="/"
            variant="ghost"
            size="sm"
            icon={<ArrowLeft size={16} aria-hidden="true" />}
          >
            {COPY.nav.home}
          </ButtonLink>
          {session.status === 'signed-in' ? (
            <ButtonLink
              to="/app/intro"
              variant="secondary"
              size="sm"
              icon={<LayoutDashboard size={16} aria-hidden="true" />}
            >
              {COPY.auth.openApp}
            </ButtonLink>
          ) : null}
        </nav>
        <ThemeToggle size="sm" />
      </div>
    </div>
  );
}

/**
 * The frame of the members' pages without site navigation (/signals, /learn): members only
 * (signed-out visitors go to /signin), a compact top bar, and the page's content.
 */
export function MemberPage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RequireAuth>
      <div className={styles.page}>
        <TopBar label={label} />
        <div className={`container ${styles.content}`}>{children}</div>
      </div>
    </RequireAuth>
  );
}
