import { Navigate, matchRoutes, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';
import { RootLayout } from './layouts/root-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error';

/** A route drawing a page loaded on first visit (lazy-page.tsx); `handle` loads its code. */
const page = (importPage: Parameters<typeof lazyPage>[0]) => {
  const lazy = lazyPage(importPage);
  return { element: lazy.element, handle: lazy };
};

export const routes: RouteObject[] = [
  {
    path: '/',
    // Pages are drawn inside the layout, which also catches their errors, so navigation and
    // footer stay usable.
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import('./routes/landing')) },
      { path: 'products', ...page(() => import('./routes/products')) },
      { path: 'products/:nameInUrl', ...page(() => import('./routes/product-detail')) },
      { path: 'cart', ...page(() => import('./routes/cart')) },
      { path: 'signin', ...page(() => import('./routes/signin')) },
      { path: 'invite/:inviteId', ...page(() => import('./routes/invite')) },
      { path: 'terms', ...page(() => import('./routes/terms')) },
      { path: 'unsubscribe', ...page(() => import('./routes/unsubscribe')) },
      { path: 'marketing', ...page(() => import('./routes/marketing')) },
      { path: 'learn', ...page(() => import('./routes/learn')) },
      { path: 'signals', ...page(() => import('./routes/signals')) },
      { path: 'app', element: <Navigate to="/app/intro" replace /> },
      {
        // Founder and admin only; the layout checks the session, the server every call.
        path: 'admin',
        ...page(() => import('./routes/admin/admin-layout')),
        children: [
          { index: true, element: <Navigate to="/admin/products" replace /> },
          { path: 'products', ...page(() => import('./routes/admin/products')) },
          { path: 'faq', ...page(() => import('./routes/admin/faq')) },
          { path: 'testimonials', ...page(() => import('./routes/admin/testimonials')) },
          { path: 'site', ...page(() => import('./routes/admin/site')) },
          { path: 'mailing-list', ...page(() => import('./routes/admin/mailing-list')) },
          { path: 'mail', ...page(() => import('./routes/admin/mail')) },
          { path: 'orders', ...page(() => import('./routes/admin/orders')) },
          { path: 'subscriptions', ...page(() => import('./routes/admin/subscriptions')) },
          { path: 'coupons', ...page(() => import('./routes/admin/coupons')) },
          { path: 'delivery', ...page(() => import('./routes/admin/delivery')) },
          { path: 'members', ...page(() => import('./routes/admin/members')) },
          { path: 'members/:memberId', ...page(() => import('./routes/admin/member')) },
          { path: 'moderation', ...page(() => import('./routes/admin/moderation')) },
          { path: 'imports', ...page(() => import('./routes/admin/imports')) },
        ],
      },
      {
        // Members only: signed-out visitors go to /signin (spec §2).
        element: <RequireAuth />,
        children: [
          { path: 'app/:channel', ...page(() => import('./routes/app/channel')) },
          {
            path: 'app/settings/notifications',
            ...page(() => import('./routes/app/notification-settings')),
          },
          { path: 'marketing/redeem', ...page(() => import('./routes/marketing-redeem')) },
          { path: 'orders', ...page(() => import('./routes/orders')) },
          { path: 'account/billing', ...page(() => import('./routes/billing')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

const isLazyPage = (handle: unknown): handle is LazyPage =>
  typeof (handle as LazyPage | undefined)?.load === 'function';

/**
 * Loads the code of the pages matching `pathname` before the app is drawn, as a page the
 * server rendered must be hydrated by the same components, not by a loading screen.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle as unknown);
  await Promise.all(pages.filter(isLazyPage).map((lazy) => lazy.load()));
}

/** The app's pages for the current location; what fails outside a page fills the screen. */
export function AppRoutes() {
  return <RouteErrorBoundary fullscreen>{useRoutes(routes)}</RouteErrorBoundary>;
}
