import { api } from '../../../lib/api-client';

/**
 * Creates a payment order for the current server cart; the server prices it, the client
 * sends no amount (ruling 12). 400 `cart_empty` when there is nothing to pay.
 */
export function createOrder() {
  return api.post('/api/checkout/orders');
}
