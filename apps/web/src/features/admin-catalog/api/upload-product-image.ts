import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Uploads a product image (multipart, field `file`). The server checks and re-encodes it and
 * answers its URL (413 over 8 MB, 415 not an image); the product uses it once saved.
 */
export async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await api.postForm('/api/admin/product-images', form);
  return url;
}

export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
