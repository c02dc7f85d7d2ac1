import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { ToastProvider } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';

// Testing Library unmounts by itself only when vitest's globals are on; they are off here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** The app's own query client, without retries so a failure shows at once. */
export const testQueryClient = (): QueryClient => createQueryClient({ retry: false });

/** The providers every screen has in the app: the query client and the toasts. */
export function appProviders(queryClient: QueryClient) {
  return function AppProviders({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    );
  };
}
