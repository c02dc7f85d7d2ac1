import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { api, errorMessage } from '../../../lib/api-client';
import type { Order } from '../types';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * Cancels one of the member's orders while it is still awaiting payment (POST
 * /api/orders/:id/cancel); 409 once it is paid, expired or cancelled already.
 */
export async function cancelOrder(id: string): Promise<Order> {
  const { order } = await api.post('/api/orders/{id}/cancel', { params: { id } });
  return order;
}

/**
 * The outcome is toasted here, not by the button: a cancelled order loses its Cancel button,
 * and a caller's callbacks are not run once it has unmounted.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData<Order[]>(ORDERS_QUERY_KEY, (orders) =>
        orders?.map((o) => (o.id === order.id ? order : o)),
      );
      toast.success('Order cancelled: nothing will be charged for it');
    },
    onError: (error) => toast.error(errorMessage(error)),
    // Whatever the answer, show what the server holds now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
