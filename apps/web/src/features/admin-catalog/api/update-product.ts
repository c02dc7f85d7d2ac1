import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiRequestBody } from '../../../lib/api-types';
import type { AdminProduct, ProductPatch } from '../types';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

type ProductBody = ApiRequestBody<'/api/admin/products/{key}', 'patch'>;

/** Saves the changed fields of a product; the storefront shows them at once. */
export async function updateProduct({
  key,
  patch,
}: {
  key: string;
  patch: ProductPatch;
}): Promise<AdminProduct> {
  const { product } = await api.patch('/api/admin/products/{key}', {
    params: { key },
    // The editor may send any role; the server refuses a staff role with a 400 (ProductPatch).
    body: { ...patch, role: patch.role as ProductBody['role'] },
  });
  // Role and tiers as stored text in the document; the console narrows them (AdminProduct).
  return product as AdminProduct;
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
