import {
  daysInRange,
  isOrderStatus,
  ORDER_SEARCH_MAX,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
} from '@bbt/domain';
/**
 * The orders view's filters live in the URL (so a filtered view can be shared and reloaded).
 * These helpers read them back with defaults and validation, write changes, and build the
 * queries of the three list endpoints.
 */
import { queryString } from '../../../lib/api-client';
import type { ApiQuery } from '../../../lib/api-types';
import { REPORT_INTERVALS } from '../types';
import type { OrderFilters, ReportInterval } from '../types';
import { addDays, isCalendarDay } from './days';

/** Rows per page in every console table (the endpoints' default). */
export const PAGE_SIZE = 50;
const MAX_PAGE = 100_000;
const PRODUCT_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** The URL's names for the filters. */
export const FILTER_PARAMS = {
  from: 'from',
  to: 'to',
  product: 'product',
  status: 'status',
  q: 'q',
  interval: 'interval',
  page: 'page',
  commissionsPage: 'commissionsPage',
} as const satisfies Record<keyof OrderFilters, string>;

const isInterval = (value: string | null): value is ReportInterval =>
  (REPORT_INTERVALS as readonly string[]).includes(value ?? '');

function readDay(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return isCalendarDay(value) ? value : null;
}

function readPage(params: URLSearchParams, name: string): number {
  const value = params.get(name) ?? '';
  if (!/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The filters a URL asks for. Anything missing or malformed falls back to its default: the
 * last 30 days ending today (or the 30 days ending on a chosen end date), any product, any
 * status, per day, page 1. `today` is the current UTC day.
 */
export function parseOrderFilters(params: URLSearchParams, today: string): OrderFilters {
  const from = readDay(params, FILTER_PARAMS.from);
  const to = readDay(params, FILTER_PARAMS.to) ?? (from !== null && from > today ? from : today);
  const product = params.get(FILTER_PARAMS.product)?.trim() ?? '';
  const status = params.get(FILTER_PARAMS.status);
  const q = params.get(FILTER_PARAMS.q)?.trim() ?? '';
  const interval = params.get(FILTER_PARAMS.interval);
  return {
    from: from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1)),
    to,
    product: PRODUCT_KEY.test(product) ? product : null,
    status: status !== null && isOrderStatus(status) ? status : null,
    q: q.slice(0, ORDER_SEARCH_MAX),
    interval: isInterval(interval) ? interval : 'day',
    page: readPage(params, FILTER_PARAMS.page),
    commissionsPage: readPage(params, FILTER_PARAMS.commissionsPage),
  };
}

/** Why the date range can't be shown, or null when it is fine. */
export function rangeProblem({ from, to }: Pick<OrderFilters, 'from' | 'to'>): string | null {
  if (from > to) return 'The end date is before the start date.';
  if (daysInRange(from, to) > REPORT_MAX_DAYS)
    return `Pick a range of at most ${REPORT_MAX_DAYS} days.`;
  return null;
}

/** A change of filters; a date set to null goes back to its default. */
export type FilterPatch = Partial<Omit<OrderFilters, 'from' | 'to'>> & {
  from?: string | null;
  to?: string | null;
};

/**
 * The URL after a change of filters. Only the changed names are written (dates nobody chose
 * stay out, so a shared link keeps meaning 'the last 30 days'), defaults are left out, and a
 * change of what is listed sends its table back to page 1. Other parameters are kept.
 */
export function applyFilterPatch(current: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  if (patch.from !== undefined) put(FILTER_PARAMS.from, patch.from);
  if (patch.to !== undefined) put(FILTER_PARAMS.to, patch.to);
  if (patch.product !== undefined) put(FILTER_PARAMS.product, patch.product);
  if (patch.status !== undefined) put(FILTER_PARAMS.status, patch.status);
  if (patch.q !== undefined) put(FILTER_PARAMS.q, patch.q.trim() === '' ? null : patch.q.trim());
  if (patch.interval !== undefined)
    put(FILTER_PARAMS.interval, patch.interval === 'day' ? null : patch.interval);

  const datesChanged = patch.from !== undefined || patch.to !== undefined;
  const ordersChanged =
    datesChanged ||
    patch.product !== undefined ||
    patch.status !== undefined ||
    patch.q !== undefined;
  if (ordersChanged) next.delete(FILTER_PARAMS.page);
  if (datesChanged) next.delete(FILTER_PARAMS.commissionsPage);
  if (patch.page !== undefined) put(FILTER_PARAMS.page, patch.page > 1 ? String(patch.page) : null);
  if (patch.commissionsPage !== undefined)
    put(
      FILTER_PARAMS.commissionsPage,
      patch.commissionsPage > 1 ? String(patch.commissionsPage) : null,
    );
  return next;
}

/** The URL with every filter back to its default (other parameters are kept). */
export function clearFilters(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  return next;
}

/** Whether any filter differs from the defaults (the reset button shows then). */
export function hasActiveFilters(params: URLSearchParams): boolean {
  return (Object.values(FILTER_PARAMS) as string[]).some(
    (name) =>
      name !== FILTER_PARAMS.page && name !== FILTER_PARAMS.commissionsPage && params.has(name),
  );
}

/** The row offset of a 1-based page. */
export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/** The dates, product, status and search both the orders list and its report filter by. */
function orderSelection(filters: OrderFilters) {
  return {
    from: filters.from,
    to: filters.to,
    product: filters.product ?? undefined,
    status: filters.status ?? undefined,
    q: filters.q === '' ? undefined : filters.q,
  };
}

/** GET /api/admin/orders?from&to&product&status&q&offset&limit */
export function ordersQuery(
  filters: OrderFilters,
  pageSize = PAGE_SIZE,
): ApiQuery<'/api/admin/orders', 'get'> {
  return {
    ...orderSelection(filters),
    offset: pageOffset(filters.page, pageSize),
    limit: pageSize,
  };
}

/** Where 'Download CSV' points: every order the list's filters select, on one file. */
export function ordersExportHref(filters: OrderFilters): string {
  return `/api/admin/orders/export.csv?${queryString(orderSelection(filters))}`;
}

/** GET /api/admin/orders/report?from&to&product&status&q&interval */
export function reportQuery(filters: OrderFilters): ApiQuery<'/api/admin/orders/report', 'get'> {
  return { ...orderSelection(filters), interval: filters.interval };
}

/** GET /api/admin/commissions?from&to&offset&limit (commissions filter by dates only). */
export function commissionsQuery(
  filters: OrderFilters,
  pageSize = PAGE_SIZE,
): ApiQuery<'/api/admin/commissions', 'get'> {
  return {
    from: filters.from,
    to: filters.to,
    offset: pageOffset(filters.commissionsPage, pageSize),
    limit: pageSize,
  };
}

/** GET /api/admin/mailing-list?search&offset&limit; the search is trimmed. */
export function mailingListQuery({
  search,
  offset,
  limit = PAGE_SIZE,
}: {
  search: string;
  offset: number;
  limit?: number;
}): ApiQuery<'/api/admin/mailing-list', 'get'> {
  return { search: search.trim(), offset, limit };
}

/** Where 'Export CSV' points: the whole list, or the part the search matches. */
export function mailingListExportHref(search: string): string {
  return `/api/admin/mailing-list/export.csv?${queryString({ search: search.trim() })}`;
}
