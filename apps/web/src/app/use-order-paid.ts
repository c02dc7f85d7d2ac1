import { useQueryClient } from '@tanstack/react-query';
import { COPY } from '@bbt/domain';
import { useToast } from '../components/ui/toast';
import { ME_QUERY_KEY } from '../features/auth/api/get-me';
import { CART_QUERY_KEY } from '../features/cart/api/get-cart';
import type { CapturedOrder } from '../features/checkout';
import { ORDERS_QUERY_KEY } from '../features/orders/api/get-orders';
import { PRODUCTS_QUERY_KEY } from '../features/products/api/get-products';

/**
 * What follows a paid order, from the cart or from the orders page ("Resume payment"): the
 * toast, then new role flags, Owned on the products, a lighter cart and the order paid.
 */
export function useOrderPaid() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return (result: CapturedOrder) => {
    toast.success(result.message || COPY.cart.orderFulfilled);
    for (const queryKey of [ME_QUERY_KEY, PRODUCTS_QUERY_KEY, CART_QUERY_KEY, ORDERS_QUERY_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}
