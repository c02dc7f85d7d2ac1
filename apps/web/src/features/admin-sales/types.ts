import type { OrderStatus } from '@bbt/domain';
import type { ApiRequestBody, ApiResponse } from '../../lib/api-types';
/**
 * What the admin console's sales endpoints answer (decision 0010: Mailing list, Orders).
 * Dates are ISO strings; money is USD with at most 2 decimals; credits are plain numbers.
 */

/** GET /api/admin/mailing-list: one page, newest first, and how many match in all. */
export type MailingListPage = ApiResponse<'/api/admin/mailing-list', 'get'>;

export type MailingListEntry = MailingListPage['entries'][number];

/** GET /api/admin/orders/report; a bucket's start is its first day (a Monday for weeks). */
export type OrdersReport = ApiResponse<'/api/admin/orders/report', 'get'>;

export type ReportBucket = OrdersReport['buckets'][number];

export type ReportInterval = OrdersReport['interval'];

export const REPORT_INTERVALS = ['day', 'week'] as const satisfies readonly ReportInterval[];

export type OrdersPage = ApiResponse<'/api/admin/orders', 'get'>;

export type AdminOrder = OrdersPage['orders'][number];

export type OrderLine = AdminOrder['lines'][number];

/** GET /api/admin/orders/:id: the order with its payment ids, failure and commission. */
export type AdminOrderDetail = ApiResponse<'/api/admin/orders/{id}', 'get'>['order'];

export type CommissionsPage = ApiResponse<'/api/admin/commissions', 'get'>;

export type Commission = CommissionsPage['commissions'][number];

export type PersonRef = Commission['inviter'];

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
  /** An order id, a PayPal id, or part of the buyer's name or email; '' searches nothing. */
  q: string;
  interval: ReportInterval;
  page: number;
  commissionsPage: number;
}

/** A coupon as the console lists it, with its live uses and status (decision 0051). */
export type Coupon = ApiResponse<'/api/admin/coupons', 'get'>['coupons'][number];

/** What the console sends to make a coupon. */
export type NewCoupon = ApiRequestBody<'/api/admin/coupons', 'post'>;
