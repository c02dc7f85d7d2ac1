import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/**
 * The whole app; a hydrating page passes the cache the server rendered it with. Once it has
 * rendered (or taken over a server-rendered page), <html data-app-ready> says the page
 * responds to input: a server-rendered page is visible before its scripts arrive.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      {/* Not as transitions: while a page's code loads, its loading screen shows at once. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
