import type { OrderStatus } from '@bbt/domain';
/**
 * What the admin console's sales endpoints answer (issue 7 contract: Mailing list, Orders).
 * Dates are ISO strings; money is USD with at most 2 decimals; credits are plain numbers.
 */

export interface MailingListEntry {
  id: number;
  email: string;
  createdAt: string;
}

/** GET /api/admin/mailing-list: one page, newest first, and how many match in all. */
export interface MailingListPage {
  entries: MailingListEntry[];
  total: number;
}

export const REPORT_INTERVALS = ['day', 'week'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

export interface OrderLine {
  productKey: string;
  title: string;
  tier: number | null;
  unitPrice: number;
}

export interface AdminOrder {
  id: string;
  createdAt: string;
  completedAt: string | null;
  status: OrderStatus;
  provider: 'paypal' | 'demo';
  amount: number;
  currency: string;
  buyer: { id: string; name: string; email: string };
  lines: OrderLine[];
}

export interface PersonRef {
  id: string;
  name: string;
}

/** GET /api/admin/orders/:id: the order with its payment ids, failure and commission. */
export interface AdminOrderDetail extends AdminOrder {
  providerOrderId: string;
  captureId: string | null;
  failureReason: string | null;
  commission: { inviter: PersonRef; credits: number; createdAt: string } | null;
}

export interface OrdersPage {
  orders: AdminOrder[];
  total: number;
}

export interface ReportBucket {
  /** First day of the bucket, 'YYYY-MM-DD' (a Monday for weeks). */
  start: string;
  orders: number;
  completed: number;
  /** Completed orders only. */
  revenue: number;
}

export interface OrdersReport {
  interval: ReportInterval;
  buckets: ReportBucket[];
  totals: {
    orders: number;
    completed: number;
    revenue: number;
    commissions: number;
    /** Demo payments in the range: no money, so not in completed or revenue. */
    demo: number;
  };
}

export interface Commission {
  orderId: string;
  inviter: PersonRef;
  invitee: PersonRef;
  credits: number;
  createdAt: string;
}

export interface CommissionsPage {
  commissions: Commission[];
  total: number;
}

/** A product the orders can be filtered by (from the public catalogue). */
export interface ProductOption {
  key: string;
  title: string;
}

/**
 * The orders view as the URL holds it. Dates are UTC days, inclusive, always set (the last 30
 * days unless chosen); pages count from 1.
 */
export interface OrderFilters {
  from: string;
  to: string;
  product: string | null;
  status: OrderStatus | null;
  interval: ReportInterval;
  page: number;
  commissionsPage: number;
}
