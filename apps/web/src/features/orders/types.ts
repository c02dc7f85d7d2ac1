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
  provider: string;
  lines: OrderLine[];
}
