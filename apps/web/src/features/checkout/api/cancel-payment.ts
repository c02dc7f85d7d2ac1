import { api } from '../../../lib/api-client';

/**
 * The buyer closed PayPal's window (or cancelled in it): the order awaiting payment is
 * cancelled on the server by PayPal's order id, and the discount code it held is free again
 * (decision 0052). 409 when it was paid meanwhile or its capture is in flight.
 */
export async function cancelPayment(orderId: string) {
  const { order } = await api.post('/api/checkout/orders/{orderId}/cancel', {
    params: { orderId },
  });
  return order;
}
