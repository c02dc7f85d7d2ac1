import { useMutation } from '@tanstack/react-query';
import { captureOrder } from './capture-order';
import { createOrder, type CheckoutDetails } from './create-order';

/** The demo provider approves at once: create the order, then capture it. */
export async function demoPay(details: CheckoutDetails) {
  const { orderId } = await createOrder(details);
  return captureOrder(orderId);
}

export function useDemoPay() {
  return useMutation({ mutationFn: demoPay });
}
