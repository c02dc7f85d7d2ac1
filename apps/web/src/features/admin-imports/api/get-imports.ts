import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ImportsPage } from '../types';

const ADMIN_IMPORTS_QUERY_KEY = ['admin', 'imports'] as const;

/** Past imports from the old Firebase app with their reports (founder and admin). */
export function getImports(signal?: AbortSignal): Promise<ImportsPage> {
  return api.get('/api/admin/imports', { signal });
}

export function importsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_IMPORTS_QUERY_KEY,
    queryFn: ({ signal }) => getImports(signal),
  });
}

export function useImports() {
  return useQuery(importsQueryOptions());
}
