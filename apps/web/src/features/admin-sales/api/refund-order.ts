import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminOrderDetail } from '../types';
import { ADMIN_SALES_QUERY_KEY } from './keys';
import { orderQueryOptions } from './get-order';

/**
 * Refunds `amount` of a paid order (what remains without one, decision 0058); the answer is
 * the order as it stands after the refund.
 */
export async function refundOrder(input: {
  orderId: string;
  reason: string;
  amount?: number;
}): Promise<AdminOrderDetail> {
  const { order } = await api.post('/api/admin/orders/{id}/refund', {
    params: { id: input.orderId },
    body: { reason: input.reason, amount: input.amount },
  });
  return order;
}

/** The refund, then the order shows its answer and every list and figure is fetched again. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ADMIN_SALES_QUERY_KEY });
    },
    // Refused (refunded meanwhile...): show the order as it is now.
    onError: (_error, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: orderQueryOptions(orderId).queryKey }),
  });
}
