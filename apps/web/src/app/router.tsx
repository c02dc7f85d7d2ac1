import { Navigate, createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { RequireAuth } from '../features/auth/components/require-auth';
import { importWithTimeout } from '../lib/lazy-with-timeout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

/**
 * Each page is its own chunk, loaded on first visit. The import gives up after
 * LIMITS.chunkTimeoutMs and the route's error element shows 'Loading chunk failed' with Retry.
 */
const page = (load: () => Promise<Pick<RouteObject, 'Component'>>) => importWithTimeout(load);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingScreen fullscreen />,
    errorElement: <RouteError fullscreen />,
    children: [
      {
        // Page errors render inside the layout, so navigation and footer stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./routes/landing')) },
          { path: 'products', lazy: page(() => import('./routes/products')) },
          { path: 'products/:nameInUrl', lazy: page(() => import('./routes/product-detail')) },
          { path: 'cart', lazy: page(() => import('./routes/cart')) },
          { path: 'signin', lazy: page(() => import('./routes/signin')) },
          { path: 'invite/:inviteId', lazy: page(() => import('./routes/invite')) },
          { path: 'terms', lazy: page(() => import('./routes/terms')) },
          { path: 'unsubscribe', lazy: page(() => import('./routes/unsubscribe')) },
          { path: 'marketing', lazy: page(() => import('./routes/marketing')) },
          { path: 'learn', lazy: page(() => import('./routes/learn')) },
          { path: 'signals', lazy: page(() => import('./routes/signals')) },
          { path: 'app', element: <Navigate to="/app/intro" replace /> },
          {
            // Founder and admin only; the layout checks the session, the server every call.
            path: 'admin',
            lazy: page(() => import('./routes/admin/admin-layout')),
            children: [
              { index: true, element: <Navigate to="/admin/products" replace /> },
              { path: 'products', lazy: page(() => import('./routes/admin/products')) },
              { path: 'faq', lazy: page(() => import('./routes/admin/faq')) },
              { path: 'testimonials', lazy: page(() => import('./routes/admin/testimonials')) },
              { path: 'site', lazy: page(() => import('./routes/admin/site')) },
              { path: 'mailing-list', lazy: page(() => import('./routes/admin/mailing-list')) },
              { path: 'mail', lazy: page(() => import('./routes/admin/mail')) },
              { path: 'orders', lazy: page(() => import('./routes/admin/orders')) },
              { path: 'members', lazy: page(() => import('./routes/admin/members')) },
              { path: 'members/:memberId', lazy: page(() => import('./routes/admin/member')) },
              { path: 'moderation', lazy: page(() => import('./routes/admin/moderation')) },
              { path: 'imports', lazy: page(() => import('./routes/admin/imports')) },
            ],
          },
          {
            // Members only: signed-out visitors go to /signin (spec §2).
            element: <RequireAuth />,
            children: [
              { path: 'app/:channel', lazy: page(() => import('./routes/app/channel')) },
              { path: 'marketing/redeem', lazy: page(() => import('./routes/marketing-redeem')) },
              { path: 'orders', lazy: page(() => import('./routes/orders')) },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes matching `pathname` before the router starts, as a page the
 * server rendered must be hydrated by the same components, not by a loading screen.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}
