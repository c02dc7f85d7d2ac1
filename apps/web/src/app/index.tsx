import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createRouter } from './router';

/**
 * The whole app; a hydrating page passes the cache the server rendered it with. Once it has
 * rendered (or taken over a server-rendered page), <html data-app-ready> says the page
 * responds to input: a server-rendered page is visible before its scripts arrive.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createRouter);
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
