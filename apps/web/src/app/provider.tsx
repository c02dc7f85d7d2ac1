import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme';

/**
 * Everything every page shares: server-state cache, theme and toasts. A server-rendered page
 * brings its own cache, filled with what the server rendered (see entry-server.tsx).
 */
export function AppProvider({
  children,
  queryClient: prepared,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => prepared ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
