import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { meQueryOptions } from './features/auth/api/get-me';
import { AppRoutes, loadRoutesFor, routes } from './app/router';
import { findServerRenderedPage } from './app/server-rendered';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { loadDeferredParts } from './lib/deferred-part';
import { createQueryClient } from './lib/query-client';

/** What the browser needs to hydrate a server-rendered page (read back in main.tsx). */
export interface ServerState {
  queries: DehydratedState;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The markup for inside #root; empty for a page the browser draws. */
  html: string;
  /** Who draws the page: the browser takes over this markup, or draws it from `state`. */
  drawnBy: 'server' | 'browser';
  state: ServerState;
  /** Route modules (build manifest names) whose chunks and CSS the page needs at once. */
  modules: string[];
  /**
   * The page carries a signed-in member's own data (their session, cart, channels and
   * messages): the server marks it never to be stored, by the browser's cache or any other.
   */
  personal: boolean;
}

// Each render answers the app's API requests through its own request's transport (the
// server's, with that visitor's cookie), even when renders overlap.
const currentTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = currentTransport.getStore();
  if (!transport) return Promise.reject(new Error(`No API transport while rendering ${path}`));
  return transport(path, init);
});

/**
 * 404 for a path no route of the app knows (it would show the not-found page), else 200: the
 * server answers with that status whoever draws the page.
 */
export function routeStatus(pathname: string): 200 | 404 {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.length === 0 || matches.at(-1)?.route.path === '*' ? 404 : 200;
}

/**
 * Renders a storefront page to HTML with its data; for a page the browser draws with data sent
 * beside it, only that data; null for any other page (see app/server-rendered.ts). `fetchApi`
 * answers the app's API requests.
 */
export async function render(url: string, fetchApi: ApiTransport): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const found = findServerRenderedPage(location.pathname);
  if (!found) return null;
  return currentTransport.run(fetchApi, async () => {
    const queryClient = createQueryClient({ retry: false });
    await found.page.prefetch(queryClient, found.params);
    // A failed query is left to the browser, which shows it loading until it fetches again.
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    const modules = [found.page.module];
    const personal = queryClient.getQueryData(meQueryOptions().queryKey) != null;
    if (found.page.drawnBy === 'browser') {
      const state = { queries: dehydrate(queryClient) };
      return { status: 200, html: '', drawnBy: 'browser', state, modules, personal };
    }

    // The page's code (all of it) is there before rendering, so the HTML holds the page, not
    // its fallbacks.
    await loadRoutesFor(location.pathname);
    await loadDeferredParts();
    const html = renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
    );
    return {
      status: found.page.missing?.(queryClient, found.params) ? 404 : 200,
      html,
      drawnBy: 'server',
      state: { queries: dehydrate(queryClient) },
      modules,
      personal,
    };
  });
}
