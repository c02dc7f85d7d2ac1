/** Every sales query sits under ADMIN_SALES_QUERY_KEY, so one invalidation refreshes them all. */
export const ADMIN_SALES_QUERY_KEY = ['admin', 'sales'] as const;
