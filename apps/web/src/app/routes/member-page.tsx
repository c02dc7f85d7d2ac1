import type { ReactNode } from 'react';
import { BackLink, OpenAppLink, TopBar, TopBarNav, TopBarPage } from '../../components/ui/top-bar';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { useSession } from '../../features/auth/hooks/use-session';
import styles from './member-page.module.css';

/**
 * The site navigation is hidden here (spec §2), so the page brings its own compact
 * bar: back Home, the theme toggle and, for members, Open App.
 */
function MemberTopBar({ label }: { label: string }) {
  const session = useSession();
  return (
    <TopBar actions={session.status === 'signed-in' ? <OpenAppLink /> : null}>
      <TopBarNav label={label}>
        <BackLink />
      </TopBarNav>
    </TopBar>
  );
}

/**
 * The frame of the members' pages without site navigation (/signals, /learn): members only
 * (signed-out visitors go to /signin), a compact top bar, and the page's content.
 */
export function MemberPage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RequireAuth>
      <TopBarPage>
        <MemberTopBar label={label} />
        <div className={`container ${styles.content}`}>{children}</div>
      </TopBarPage>
    </RequireAuth>
  );
}
