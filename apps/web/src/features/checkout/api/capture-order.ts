import { api } from '../../../lib/api-client';
import type { CapturedOrder } from '../types';

/**
 * Captures an approved order; the server checks the amount, grants the products and empties
 * the cart. A 4xx (not completed, mismatched) leaves the cart as it was.
 */
export function captureOrder(orderId: string): Promise<CapturedOrder> {
  return api.post('/api/checkout/orders/{orderId}/capture', { params: { orderId } });
}
