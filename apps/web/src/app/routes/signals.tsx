import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { useSession } from '../../features/auth/hooks/use-session';
import { SignalsRoom } from '../../features/signals/components/signals-room';
import styles from './signals.module.css';

/**
 * The site navigation is hidden here (spec section 2), so the page brings its own compact
 * bar: back Home, the theme toggle and, for members, Open App.
 */
function SignalsTopBar() {
  const session = useSession();
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.topBarInner}`}>
        <nav aria-label="Signals room" className={styles.topNav}>
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

/** /signals: members only (signed-out visitors go to /signin). */
function SignalsRoute() {
  return (
    <RequireAuth>
      <div className={styles.page}>
        <SignalsTopBar />
        <div className={`container ${styles.content}`}>
          <SignalsRoom />
        </div>
      </div>
    </RequireAuth>
  );
}

export { SignalsRoute as Component };
