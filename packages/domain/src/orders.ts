/**
 * An order's life: `created` when checkout starts (awaiting payment), `pending` when the
 * payment provider has not settled the capture yet, `completed` once paid and granted,
 * `failed` when declined or when what was captured differs from the order.
 */
export const ORDER_STATUSES = ['created', 'pending', 'completed', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How every screen names an order's status, the member's and the console's alike. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Awaiting payment',
  pending: 'Payment processing',
  completed: 'Paid',
  failed: 'Failed',
};

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Without chosen dates, the console's sales cover the last 30 days (today included). */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest range of days the console's sales report covers. */
export const REPORT_MAX_DAYS = 3660;

/** Whole days from `from` to `to` (UTC days written YYYY-MM-DD), both ends counted. */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}
