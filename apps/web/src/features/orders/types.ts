import type { OrderStatus } from '@bbt/domain';

export interface OrderLine {
  product: string;
  title: string;
  tier: number | null;
  unitPrice: number;
}

export interface Order {
  id: string;
  createdAt: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  /** 'demo' orders took no money. */
  provider: 'paypal' | 'demo';
  /** Why it was not paid, was cancelled or was refunded. */
  note: string | null;
  lines: OrderLine[];
}
