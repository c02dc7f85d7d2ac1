import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import {
  DatabaseZap,
  Globe,
  Inbox,
  HelpCircle,
  Mail,
  MessageSquareQuote,
  Package,
  PackageCheck,
  Receipt,
  Repeat,
  ShieldAlert,
  ShieldCheck,
  TicketPercent,
  Users,
} from 'lucide-react';
import { canUseAdminConsole, COPY } from '@bbt/domain';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BackLink, TopBar, TopBarPage } from '../../../components/ui/top-bar';
import { RequireAuth } from '../../../features/auth/components/require-auth';
import { useSession } from '../../../features/auth/hooks/use-session';
import styles from './admin-layout.module.css';

const SECTIONS = [
  { to: 'products', label: 'Products', icon: Package },
  { to: 'faq', label: 'FAQ', icon: HelpCircle },
  { to: 'testimonials', label: 'Testimonials', icon: MessageSquareQuote },
  { to: 'site', label: 'Site', icon: Globe },
  { to: 'mailing-list', label: 'Mailing list', icon: Mail },
  { to: 'mail', label: 'Mail', icon: Inbox },
  { to: 'orders', label: 'Orders', icon: Receipt },
  { to: 'subscriptions', label: 'Memberships', icon: Repeat },
  { to: 'coupons', label: 'Coupons', icon: TicketPercent },
  { to: 'delivery', label: 'Delivery', icon: PackageCheck },
  { to: 'members', label: 'Members', icon: Users },
  { to: 'moderation', label: 'Moderation', icon: ShieldAlert },
  { to: 'imports', label: 'Imports', icon: DatabaseZap },
] as const;

/**
 * On phones the sections are a strip that scrolls sideways: bring the current section into
 * view (Orders, Members and Moderation start off-screen at 360 px). Only the strip scrolls,
 * never the window.
 */
function useCurrentSectionInView(shown: boolean) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const strip = nav.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    const margin = 16;
    if (tab.left < strip.left + margin) nav.scrollLeft += tab.left - strip.left - margin;
    else if (tab.right > strip.right - margin) nav.scrollLeft += tab.right - strip.right + margin;
  }, [pathname, shown]);
  return navRef;
}

function Console() {
  const session = useSession();
  const navRef = useCurrentSectionInView(session.status === 'signed-in');
  if (session.status !== 'signed-in') return null;
  if (!canUseAdminConsole(session.user)) {
    return (
      <div className={`container ${styles.refused}`}>
        <title>Admin · Blue Badge</title>
        <EmptyState
          icon={<ShieldAlert />}
          title="You don't have permission to access this page"
          description="The admin console is for the founder and admins."
          action={<ButtonLink to="/">{COPY.nav.home}</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <div className={`container ${styles.console}`}>
      <nav ref={navRef} aria-label="Admin sections" className={styles.sections}>
        <ul role="list">
          {SECTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  [styles.section, isActive ? styles.active : ''].join(' ')
                }
              >
                <Icon size={18} aria-hidden="true" />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel}>
        <Outlet />
      </div>
    </div>
  );
}

/**
 * The admin console frame (decision 0010): members only, then founder and admin only (the server
 * refuses everyone else on every call; this only spares them a page of errors). Its own top
 * bar replaces the site navigation, and the sections sit in a side list that becomes a
 * scrolling strip on phones.
 */
function AdminLayout() {
  return (
    <RequireAuth>
      <TopBarPage>
        <TopBar actions={<BackLink />}>
          <p className={styles.title}>
            <ShieldCheck size={20} aria-hidden="true" />
            <span>Admin console</span>
          </p>
        </TopBar>
        <Console />
      </TopBarPage>
    </RequireAuth>
  );
}

export { AdminLayout as Component };
