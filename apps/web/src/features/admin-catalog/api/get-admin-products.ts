import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminProduct } from '../types';

export const ADMIN_PRODUCTS_QUERY_KEY = ['admin', 'products'] as const;

/** Every product with the fields the console edits, in display order (founder and admin). */
export async function getAdminProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  const { products } = await api.get('/api/admin/products', { signal });
  return products;
}

export function adminProductsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) => getAdminProducts(signal),
  });
}

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
