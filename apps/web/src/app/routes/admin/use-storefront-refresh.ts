import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FAQS_QUERY_KEY } from '../../../features/faqs/api/get-faqs';
import { SITE_QUERY_KEY } from '../../../features/landing/api/get-site';
import { PRODUCTS_QUERY_KEY } from '../../../features/products/api/get-products';
import { TESTIMONIALS_QUERY_KEY } from '../../../features/testimonials/api/get-testimonials';

/**
 * After an edit in the console, the storefront's cached products, FAQ, testimonials and site settings are
 * stale: drop them so the next storefront page shows the change at once.
 */
export function useStorefrontRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [
      PRODUCTS_QUERY_KEY,
      FAQS_QUERY_KEY,
      TESTIMONIALS_QUERY_KEY,
      SITE_QUERY_KEY,
    ])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}
