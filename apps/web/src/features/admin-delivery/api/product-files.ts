import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductFile } from '@bbt/domain';
import { api } from '../../../lib/api-client';

export const ADMIN_DELIVERY_QUERY_KEY = ['admin', 'delivery'] as const;

const productFilesQuery = queryOptions({
  queryKey: [...ADMIN_DELIVERY_QUERY_KEY, 'files'] as const,
  queryFn: ({ signal }) => api.get('/api/admin/product-files', { signal }),
});

/** The products' downloadable files: the trading manual and the indicator package. */
export function useProductFiles() {
  return useQuery(productFilesQuery);
}

/**
 * Replaces a product's file (multipart, field `file`): the server checks the bytes are a PDF
 * or a zip as the file requires (415 otherwise, 413 over 8 MB); buyers download it at once.
 */
export function uploadProductFile(input: { file: ProductFile; upload: File }) {
  const form = new FormData();
  form.append('file', input.upload);
  return api.postForm('/api/admin/product-files/{file}', form, { params: { file: input.file } });
}

export function useUploadProductFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProductFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productFilesQuery.queryKey }),
  });
}
