import { api } from '../../../lib/api-client';

/** What checkout sends besides the cart: the TradingView username, when the cart asks for it. */
export interface CheckoutDetails {
  tradingViewUsername?: string;
}

/**
 * Creates a payment order for the current server cart; the server prices it, the client
 * sends no amount (ruling 12). 400 `cart_empty` when there is nothing to pay, 400
 * `invalid_tradingview_username` when the username it needs is missing or malformed.
 */
export function createOrder(details: CheckoutDetails = {}) {
  return api.post('/api/checkout/orders', { body: details });
}
