import { useId, useState } from 'react';
import { ORDERS_EXPORT_MAX } from '@bbt/domain';
import { CalendarRange, Download, HandCoins, Receipt } from 'lucide-react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TableSkeleton } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCommissions } from '../api/get-commissions';
import { useOrders } from '../api/get-orders';
import { useOrdersReport } from '../api/get-orders-report';
import type { OrderFiltersState } from '../hooks/use-order-filters';
import { useOrderFilters } from '../hooks/use-order-filters';
import { REPORT_INTERVALS } from '../types';
import type { OrderFilters, ReportInterval } from '../types';
import { dayToTime } from '../utils/days';
import { ordersExportHref, PAGE_SIZE, pageOffset, rangeProblem } from '../utils/filters';
import { formatLongDay } from '../utils/format';
import { plural } from '../../../lib/format';
import { CommissionsTable, COMMISSION_COLUMNS } from './commissions-table';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFiltersBar } from './order-filters-bar';
import { OrdersSummary, OrdersSummarySkeleton } from './orders-summary';
import { ORDER_COLUMNS, OrdersTable } from './orders-table';
import { Pager } from '../../../components/ui/pager';
import { RevenueChart } from './revenue-chart';
import styles from './sales.module.css';

const INTERVAL_LABELS: Record<ReportInterval, string> = { day: 'Day', week: 'Week' };

function periodLabel({ from, to }: Pick<OrderFilters, 'from' | 'to'>): string {
  const start = formatLongDay(dayToTime(from));
  return from === to ? start : `${start} – ${formatLongDay(dayToTime(to))}`;
}

/** Totals and the revenue chart: both come from the report. */
function ReportSections({ filters, update }: Pick<OrderFiltersState, 'filters' | 'update'>) {
  const report = useOrdersReport(filters);
  const summaryId = useId();
  const chartId = useId();
  const per = filters.interval === 'week' ? 'week' : 'day';

  return (
    <>
      <section className={styles.section} aria-labelledby={summaryId}>
        <div className={styles.sectionHead}>
          <h2 id={summaryId} className={styles.sectionTitle}>
            Summary
          </h2>
          <p className={`${styles.sectionMeta} tabular-nums`}>{periodLabel(filters)}</p>
        </div>
        {report.isPending ? (
          <OrdersSummarySkeleton />
        ) : report.isError && !report.data ? (
          <ErrorBanner
            title="Could not load the totals"
            error={report.error}
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        ) : (
          <OrdersSummary totals={report.data.totals} />
        )}
      </section>

      <Card as="section" aria-labelledby={chartId}>
        <div className={styles.chartHead}>
          <h2 id={chartId} className={styles.sectionTitle}>
            Revenue per {per}
          </h2>
          <SegmentedControl
            legend="Revenue per"
            options={REPORT_INTERVALS.map((interval) => ({
              value: interval,
              label: INTERVAL_LABELS[interval],
            }))}
            value={filters.interval}
            onChange={(interval) => update({ interval })}
            minSegmentWidth={64}
          />
        </div>
        {report.isPending ? (
          <div role="status" aria-busy="true">
            <span className="visually-hidden">Loading the chart</span>
            <Skeleton height={260} />
          </div>
        ) : report.isError && !report.data ? (
          <ErrorBanner
            title="Could not load the chart"
            error={report.error}
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        ) : (
          <div aria-busy={report.isPlaceholderData || undefined}>
            <RevenueChart report={report.data} />
          </div>
        )}
      </Card>
    </>
  );
}

function OrdersSection({
  filters,
  update,
  reset,
  active,
  onOpen,
}: OrderFiltersState & { onOpen: (orderId: string) => void }) {
  const orders = useOrders(filters);
  const headingId = useId();
  const offset = pageOffset(filters.page, PAGE_SIZE);
  const data = orders.data;

  let body;
  if (orders.isPending) {
    body = <TableSkeleton columns={ORDER_COLUMNS} label="Loading the orders" />;
  } else if (orders.isError && !data) {
    body = (
      <ErrorBanner
        title="Could not load the orders"
        error={orders.error}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (data && data.orders.length === 0) {
    body =
      data.total > 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<Receipt />}
          title="This page is empty"
          description={`There are ${plural(data.total, 'order', 'orders')} on earlier pages.`}
          action={
            <Button variant="secondary" onClick={() => update({ page: 1 })}>
              Back to the first page
            </Button>
          }
        />
      ) : (
        <EmptyState
          headingLevel={3}
          icon={<Receipt />}
          title="No orders match these filters"
          description="Try a wider date range, another search, another product or any status."
          action={
            active ? (
              <Button variant="secondary" onClick={reset}>
                Reset filters
              </Button>
            ) : undefined
          }
        />
      );
  } else if (data) {
    body = (
      <>
        {orders.isError ? (
          <ErrorBanner
            title="Could not load this page"
            error={orders.error}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : null}
        <OrdersTable orders={data.orders} onOpen={onOpen} busy={orders.isPlaceholderData} />
        <Pager
          label="Orders pages"
          offset={offset}
          pageSize={PAGE_SIZE}
          shown={data.orders.length}
          total={data.total}
          busy={orders.isPlaceholderData}
          onPrevious={() => update({ page: filters.page - 1 })}
          onNext={() => update({ page: filters.page + 1 })}
        />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Orders
        </h2>
        {data ? (
          <p className={`${styles.sectionMeta} tabular-nums`}>
            {plural(data.total, 'order', 'orders')}
          </p>
        ) : null}
        {data && data.total > ORDERS_EXPORT_MAX ? (
          <p className={styles.sectionMeta}>
            Narrow the filters to download: a CSV holds at most{' '}
            {ORDERS_EXPORT_MAX.toLocaleString('en-US')} orders.
          </p>
        ) : data && data.total > 0 ? (
          <a
            href={ordersExportHref(filters)}
            download
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            <Download size={16} aria-hidden="true" />
            Download CSV
            <span className="visually-hidden"> of the {plural(data.total, 'order', 'orders')}</span>
          </a>
        ) : null}
      </div>
      {body}
    </section>
  );
}

function CommissionsSection({
  filters,
  update,
  onOpen,
}: Pick<OrderFiltersState, 'filters' | 'update'> & { onOpen: (orderId: string) => void }) {
  const commissions = useCommissions(filters);
  const headingId = useId();
  const offset = pageOffset(filters.commissionsPage, PAGE_SIZE);
  const data = commissions.data;

  let body;
  if (commissions.isPending) {
    body = <TableSkeleton columns={COMMISSION_COLUMNS} rows={3} label="Loading the commissions" />;
  } else if (commissions.isError && !data) {
    body = (
      <ErrorBanner
        title="Could not load the commissions"
        error={commissions.error}
        onRetry={() => void commissions.refetch()}
        retrying={commissions.isFetching}
      />
    );
  } else if (data && data.commissions.length === 0) {
    body =
      data.total > 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<HandCoins />}
          title="This page is empty"
          action={
            <Button variant="secondary" onClick={() => update({ commissionsPage: 1 })}>
              Back to the first page
            </Button>
          }
        />
      ) : (
        <EmptyState
          headingLevel={3}
          icon={<HandCoins />}
          title="No commissions in this period"
          description="When an invited member completes an order, the credits paid to their inviter are listed here."
        />
      );
  } else if (data) {
    body = (
      <>
        {commissions.isError ? (
          <ErrorBanner
            title="Could not load this page"
            error={commissions.error}
            onRetry={() => void commissions.refetch()}
            retrying={commissions.isFetching}
          />
        ) : null}
        <CommissionsTable
          commissions={data.commissions}
          onOpenOrder={onOpen}
          busy={commissions.isPlaceholderData}
        />
        <Pager
          label="Commissions pages"
          offset={offset}
          pageSize={PAGE_SIZE}
          shown={data.commissions.length}
          total={data.total}
          busy={commissions.isPlaceholderData}
          onPrevious={() => update({ commissionsPage: filters.commissionsPage - 1 })}
          onNext={() => update({ commissionsPage: filters.commissionsPage + 1 })}
        />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Commissions paid to inviters
        </h2>
        <p className={styles.sectionMeta}>Same dates; product and status don’t apply.</p>
      </div>
      {body}
    </section>
  );
}

/**
 * The orders section of the admin console: filters kept in the URL (dates, product, status,
 * chart interval, pages), the range's totals, revenue per day or week, the orders with their
 * detail in a dialog, and the commissions paid to inviters.
 */
export function OrdersAdmin() {
  const state = useOrderFilters();
  const { filters, update, reset } = state;
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const problem = rangeProblem(filters);

  return (
    <div className={styles.page}>
      <PageHeader
        className={styles.header}
        title="Orders"
        description="Sales, revenue and the commissions paid to inviters. Filters stay in the address, so a view can be shared or reloaded."
      />
      <OrderFiltersBar
        filters={filters}
        onChange={update}
        onReset={reset}
        active={state.active}
        rangeError={problem}
      />
      {problem ? (
        <EmptyState
          icon={<CalendarRange />}
          title="Check the dates"
          description={problem}
          action={
            <Button variant="secondary" onClick={() => update({ from: null, to: null })}>
              Show the last 30 days
            </Button>
          }
        />
      ) : (
        <>
          <ReportSections filters={filters} update={update} />
          <OrdersSection {...state} onOpen={setOpenOrder} />
          <CommissionsSection filters={filters} update={update} onOpen={setOpenOrder} />
        </>
      )}
      <OrderDetailDialog orderId={openOrder} onClose={() => setOpenOrder(null)} />
    </div>
  );
}
