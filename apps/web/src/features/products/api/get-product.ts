import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import type { Product } from '../types';
import { PRODUCTS_QUERY_KEY } from './get-products';

/** One product by its URL name, or null when there is no such product (404). */
export async function getProduct(nameInUrl: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    const { product } = await api.get('/api/products/{nameInUrl}', {
      params: { nameInUrl },
      signal,
    });
    return product as Product; // key, role and tiers narrowed (Product)
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function productQueryOptions(nameInUrl: string) {
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'detail', nameInUrl] as const,
    queryFn: ({ signal }) => getProduct(nameInUrl, signal),
  });
}

export function useProduct(nameInUrl: string) {
  return useQuery(productQueryOptions(nameInUrl));
}
