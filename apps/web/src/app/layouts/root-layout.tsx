import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { FirstVisitPopup } from '../../features/mailing-list/components/first-visit-popup';
import { showsChrome } from '../chrome-visibility';
import { RouteErrorBoundary } from '../route-error';
import { StorefrontSessionSync } from '../storefront/storefront-session-sync';
import { ScrollPlacement, useScrollMemory } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './root-layout.module.css';

/**
 * The page frame: skip link, top navigation, main content and footer. Navigation and footer
 * are left out where the spec hides them (see chrome-visibility.ts). While a page's code
 * loads, the loading screen stands in for it; a page that fails shows why in its place. The
 * first-visit popup (spec screen 2) only appears on pages with the site chrome, and not on
 * sign-in.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  useScrollMemory();
  const popupAllowed = chrome && pathname !== '/signin';

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {chrome ? <SiteHeader /> : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
            <ScrollPlacement />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {chrome ? <SiteFooter /> : null}
      {popupAllowed ? <FirstVisitPopup /> : null}
      <StorefrontSessionSync />
    </>
  );
}
