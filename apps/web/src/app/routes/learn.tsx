import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { useSession } from '../../features/auth/hooks/use-session';
import { MeetingsBoard } from '../../features/learn/components/meetings-board';
import styles from './learn.module.css';

/**
 * The site navigation is hidden here (spec section 2), so the page brings its own compact
 * bar: back Home, the theme toggle and, for members, Open App.
 */
function LearnTopBar() {
  const session = useSession();
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.topBarInner}`}>
        <nav aria-label="Learn" className={styles.topNav}>
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

/** /learn: members only (signed-out visitors go to /signin). */
function LearnRoute() {
  return (
    <RequireAuth>
      <div className={styles.page}>
        <LearnTopBar />
        <div className={`container ${styles.content}`}>
          <MeetingsBoard />
        </div>
      </div>
    </RequireAuth>
  );
}

export { LearnRoute as Component };
