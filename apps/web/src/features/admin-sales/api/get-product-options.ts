import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProductOption } from '../types';

/**
 * The products orders can be filtered by, from the public catalogue (GET /api/products).
 * Kept under the catalogue's 'products' key so a product edit in the console refreshes it.
 */
export async function getProductOptions(signal?: AbortSignal): Promise<ProductOption[]> {
  const { products } = await api.get('/api/products', { signal });
  return products.map(({ key, title }) => ({ key, title }));
}

export function productOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['products', 'admin-sales-options'] as const,
    queryFn: ({ signal }) => getProductOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useProductOptions() {
  return useQuery(productOptionsQueryOptions());
}
