import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RedeemInput } from '../types';
import { MARKETING_QUERY_KEY } from './get-marketing';

/**
 * Spends credits on a product. Fails with 402 not_enough_credits, 409 already_owned or
 * 403 marketing_required.
 */
export function redeemProduct(input: RedeemInput) {
  return api.post('/api/marketing/redeem', { body: input });
}

/** Balance and owned flags change either way (a 409 means the list was stale), so both reload. */
export function useRedeemProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MARKETING_QUERY_KEY }),
  });
}
