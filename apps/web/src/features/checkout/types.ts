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

/** An order as the server presents it (capture answer and GET /api/orders). */
export interface Order {
  id: string;
  createdAt: string;
  status: 'created' | 'completed' | 'failed';
  amount: number;
  currency: string;
  provider: string;
  lines: Array<{ product: string; title: string; tier: number | null; unitPrice: number }>;
}

export interface CapturedOrder {
  message: string;
  order: Order;
}
