import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminProduct, ProductPatch } from '../types';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/** Saves the changed fields of a product; the storefront shows them at once. */
export async function updateProduct({
  key,
  patch,
}: {
  key: string;
  patch: ProductPatch;
}): Promise<AdminProduct> {
  const { product } = await api.patch<{ product: AdminProduct }>(
    `/api/admin/products/${encodeURIComponent(key)}`,
    patch,
  );
  return product;
}

export function useUpdateProduct(onStorefrontChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData<AdminProduct[]>(ADMIN_PRODUCTS_QUERY_KEY, (list) =>
        list?.map((p) => (p.key === product.key ? product : p)),
      );
      onStorefrontChanged?.();
    },
  });
}
