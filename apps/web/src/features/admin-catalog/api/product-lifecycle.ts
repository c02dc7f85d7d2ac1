import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminProduct, NewProduct } from '../types';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/** Adds a product to the shop (the founder's, decision 0059); the storefront shows it at once. */
export async function createProduct(product: NewProduct): Promise<AdminProduct> {
  const { product: created } = await api.post('/api/admin/products', { body: product });
  // Role and tiers as stored text in the document; the console narrows them (AdminProduct).
  return created as AdminProduct;
}

/** Takes a product off the storefront; its orders, keys and downloads keep working. */
export async function archiveProduct(key: string): Promise<AdminProduct> {
  const { product } = await api.post('/api/admin/products/{key}/archive', { params: { key } });
  return product as AdminProduct;
}

/** Both change the list and the shop: the list takes the answer, the shop refreshes. */
function useProductChange<I>(
  change: (input: I) => Promise<AdminProduct>,
  onStorefrontChanged?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (product) => {
      queryClient.setQueryData<AdminProduct[]>(ADMIN_PRODUCTS_QUERY_KEY, (list) =>
        list?.some((p) => p.key === product.key)
          ? list.map((p) => (p.key === product.key ? product : p))
          : [...(list ?? []), product],
      );
      onStorefrontChanged?.();
    },
  });
}

export const useCreateProduct = (onStorefrontChanged?: () => void) =>
  useProductChange(createProduct, onStorefrontChanged);

export const useArchiveProduct = (onStorefrontChanged?: () => void) =>
  useProductChange(archiveProduct, onStorefrontChanged);
