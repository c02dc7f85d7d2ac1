import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';

/**
 * Everything every page shares: the server-state cache and the toasts. A server-rendered page
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
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
