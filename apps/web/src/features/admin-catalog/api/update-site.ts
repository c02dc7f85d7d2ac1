import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SitePatch, SiteSettings } from '../types';
import { ADMIN_SITE_QUERY_KEY } from './get-admin-site';

/** Saves changed social links or the trusted-by names; the storefront shows them at once. */
export function updateSite(patch: SitePatch): Promise<SiteSettings> {
  return api.patch('/api/admin/site', { body: patch });
}

export function useUpdateSite(onStorefrontChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: (settings) => {
      queryClient.setQueryData(ADMIN_SITE_QUERY_KEY, settings);
      onStorefrontChanged?.();
    },
  });
}
