import type { Order } from '../orders';

export interface CheckoutConfig {
  provider: 'paypal' | 'demo';
  clientId: string | null;
  currency: 'USD';
}

export interface CreatedOrder {
  orderId: string;
  amount: number;
  currency: string;
}

export interface CapturedOrder {
  message: string;
  order: Order;
}
