import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { api, errorMessage } from '../../../lib/api-client';
import type { Coupon, NewCoupon } from '../types';
import { ADMIN_SALES_QUERY_KEY } from './keys';

const COUPONS_QUERY_KEY = [...ADMIN_SALES_QUERY_KEY, 'coupons'] as const;

/** Every coupon with its uses, those still usable first (GET /api/admin/coupons). */
export function useCoupons() {
  return useQuery({
    queryKey: COUPONS_QUERY_KEY,
    queryFn: async ({ signal }) => (await api.get('/api/admin/coupons', { signal })).coupons,
  });
}

/** Makes a coupon (decision 0051); the form shows a refusal, a success is toasted. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async (body: NewCoupon): Promise<Coupon> =>
      (await api.post('/api/admin/coupons', { body })).coupon,
    onSuccess: (coupon) => toast.success(`Coupon ${coupon.code} is ready: ${coupon.label}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}

/** Archives a coupon: no new order takes it. The outcome is toasted. */
export function useArchiveCoupon() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async (coupon: Coupon): Promise<Coupon> =>
      (await api.post('/api/admin/coupons/{id}/archive', { params: { id: coupon.id } })).coupon,
    onSuccess: (coupon) => toast.success(`Coupon ${coupon.code} was archived`),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
