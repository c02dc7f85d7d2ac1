import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminProduct } from '../types';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

export type GalleryChange =
  /** Shows an uploaded picture (its URL from uploadProductImage) in the slot. */
  | { key: string; slot: number; imageUrl: string }
  /** Puts the slot's seeded picture back. */
  | { key: string; slot: number; restore: true };

/** Changes one gallery slot of a product page at once (no product save needed). */
export async function changeGalleryPicture(change: GalleryChange): Promise<AdminProduct> {
  const params = { key: change.key, slot: change.slot };
  const { product } =
    'restore' in change
      ? await api.post('/api/admin/products/{key}/gallery/{slot}/restore', { params })
      : await api.put('/api/admin/products/{key}/gallery/{slot}', {
          params,
          body: { imageUrl: change.imageUrl },
        });
  // Role and tiers as stored text in the document; the console narrows them (AdminProduct).
  return product as AdminProduct;
}

export function useChangeGalleryPicture(onStorefrontChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGalleryPicture,
    onSuccess: (product) => {
      queryClient.setQueryData<AdminProduct[]>(ADMIN_PRODUCTS_QUERY_KEY, (list) =>
        list?.map((p) => (p.key === product.key ? product : p)),
      );
      onStorefrontChanged?.();
    },
  });
}
