import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '../types';

/** Every query under this key holds catalogue data (the list and single products). */
export const PRODUCTS_QUERY_KEY = ['products'] as const;

export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const { products } = await api.get('/api/products', { signal });
  return products as Product[]; // key, role and tiers narrowed (Product)
}

export function productsQueryOptions() {
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'list'] as const,
    queryFn: ({ signal }) => getProducts(signal),
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
