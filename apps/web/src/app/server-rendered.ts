import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { resolveChannelSlug } from '@bbt/domain';
import { meQueryOptions } from '../features/auth/api/get-me';
import { cartQueryOptions } from '../features/cart/api/get-cart';
import { channelsQueryOptions } from '../features/chat/api/get-channels';
import { messagesQueryOptions } from '../features/chat/api/get-messages';
import { faqsQueryOptions } from '../features/faqs/api/get-faqs';
import { siteQueryOptions } from '../features/landing/api/get-site';
import { productQueryOptions } from '../features/products/api/get-product';
import { productsQueryOptions } from '../features/products/api/get-products';
import { myTestimonialsQueryOptions } from '../features/testimonials/api/get-my-testimonials';
import { testimonialsQueryOptions } from '../features/testimonials/api/get-testimonials';

/**
 * The storefront pages the server renders to HTML (entry-server.tsx), so a visitor sees the
 * page before any script has run; the browser then hydrates it (main.tsx). Every other page
 * is drawn in the browser as before.
 */
export interface ServerRenderedPage {
  /** The route's path, as in router.tsx. */
  path: string;
  /** The route's module, as the build manifest names it: its chunk and CSS are preloaded. */
  module: string;
  /** What the page shows on its first render, fetched first so the HTML is complete. */
  prefetch(queryClient: QueryClient, params: Params): Promise<unknown>;
  /** After the prefetch: the page shows 'not found' (answered with status 404). */
  missing?(queryClient: QueryClient, params: Params): boolean;
  /**
   * 'browser': the page is drawn in the browser, but what it shows first comes with the page
   * and its code is preloaded, so opening it is not a chain of round trips (page, script,
   * session, code, data). Default 'server': rendered to HTML.
   */
  drawnBy?: 'server' | 'browser';
}

/**
 * The session decides the header; a member's own cart decides the buy buttons; the site
 * settings fill the footer's social links (and the landing's trusted-by strip). Says whether
 * a member is signed in.
 */
async function prefetchFrame(queryClient: QueryClient): Promise<boolean> {
  const [me] = await Promise.all([
    queryClient.fetchQuery(meQueryOptions()).catch(() => undefined),
    queryClient.prefetchQuery(productsQueryOptions()),
    queryClient.prefetchQuery(siteQueryOptions()),
  ]);
  if (me) await queryClient.prefetchQuery(cartQueryOptions());
  return Boolean(me);
}

const SERVER_RENDERED_PAGES: readonly ServerRenderedPage[] = [
  {
    path: '/',
    module: 'src/app/routes/landing.tsx',
    prefetch: (queryClient) =>
      Promise.all([
        // A member's own reviews too: the part of the page showing them is taken over by the
        // browser only once the page is used (landing-sections.deferred.tsx), so it can't
        // fetch them before.
        prefetchFrame(queryClient).then(async (signedIn) => {
          if (signedIn) await queryClient.prefetchQuery(myTestimonialsQueryOptions());
        }),
        queryClient.prefetchQuery(faqsQueryOptions()),
        queryClient.prefetchQuery(testimonialsQueryOptions()),
      ]),
  },
  {
    path: '/products',
    module: 'src/app/routes/products.tsx',
    prefetch: prefetchFrame,
  },
  {
    path: '/products/:nameInUrl',
    module: 'src/app/routes/product-detail.tsx',
    prefetch: (queryClient, { nameInUrl = '' }) =>
      Promise.all([
        prefetchFrame(queryClient),
        queryClient.prefetchQuery(productQueryOptions(nameInUrl)),
      ]),
    missing: (queryClient, { nameInUrl = '' }) =>
      queryClient.getQueryData(productQueryOptions(nameInUrl).queryKey) === null,
  },
];

/**
 * A member opening the workspace: the session, the channel list and the channel's newest page.
 * A channel the member may not read fails its fetch, and failed queries are left to the
 * browser. The socket's first connect catches up on anything sent after this was read.
 */
async function prefetchWorkspace(queryClient: QueryClient, { channel = 'intro' }: Params) {
  const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => undefined);
  if (!me) return;
  await Promise.all([
    queryClient.prefetchQuery(channelsQueryOptions()),
    queryClient.prefetchQuery(messagesQueryOptions(resolveChannelSlug(channel))),
  ]);
}

const EARLY_DATA_PAGES: readonly ServerRenderedPage[] = [
  {
    path: '/app/:channel',
    module: 'src/app/routes/app/channel.tsx',
    prefetch: prefetchWorkspace,
    drawnBy: 'browser',
  },
];

export function findServerRenderedPage(
  pathname: string,
): { page: ServerRenderedPage; params: Params } | null {
  for (const page of [...SERVER_RENDERED_PAGES, ...EARLY_DATA_PAGES]) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}
