import { useMutation } from '@tanstack/react-query';
import { captureOrder } from './capture-order';
import { createOrder, type CheckoutDetails } from './create-order';

/** The demo provider approves at once: create the order, then capture it. */
export async function demoPay(details: CheckoutDetails) {
  const { orderId } = await createOrder(details);
  return captureOrder(orderId);
}

/** Pays a new order for the cart, or the order awaiting payment given (decision 0052). */
export function useDemoPay(resumeOrderId?: string) {
  return useMutation({
    mutationFn: (details: CheckoutDetails) =>
      resumeOrderId ? captureOrder(resumeOrderId) : demoPay(details),
  });
}
