import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { FirstVisitPopup } from '../../features/mailing-list/components/first-visit-popup';
import { showsChrome } from '../chrome-visibility';
import { StorefrontSessionSync } from '../storefront/storefront-session-sync';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './root-layout.module.css';

/**
 * The router names the first entry of every page load 'default', so a position saved on one
 * visit would be restored on any later, unrelated load (a newly typed URL opening halfway
 * down). Giving that entry a name of this load only keeps back/forward restoring within it
 * while every fresh load opens at the top.
 */
const THIS_LOAD = Math.random().toString(36).slice(2);
const scrollKey = (location: Location): string =>
  location.key === 'default' ? `default-${THIS_LOAD}` : location.key;

/**
 * The page frame: skip link, top navigation, main content and footer. Navigation and footer
 * are left out where the spec hides them (see chrome-visibility.ts). While a page's code
 * loads, the loading screen stands in for it. The first-visit popup (spec screen 2) only
 * appears on pages with the site chrome, and not on sign-in.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const chrome = showsChrome(pathname);
  const loadingPage = navigation.state === 'loading';
  const popupAllowed = chrome && pathname !== '/signin';

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {chrome ? <SiteHeader /> : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {loadingPage ? <LoadingScreen /> : <Outlet />}
      </main>
      {chrome ? <SiteFooter /> : null}
      {popupAllowed ? <FirstVisitPopup /> : null}
      <StorefrontSessionSync />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
