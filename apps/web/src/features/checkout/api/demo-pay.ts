import { useMutation } from '@tanstack/react-query';
import { captureOrder } from './capture-order';
import { createOrder } from './create-order';

/** The demo provider approves at once: create the order, then capture it. */
export async function demoPay() {
  const { orderId } = await createOrder();
  return captureOrder(orderId);
}

export function useDemoPay() {
  return useMutation({ mutationFn: demoPay });
}
