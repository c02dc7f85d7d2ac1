import { Receipt } from 'lucide-react';
import { formatPrice } from '@bbt/domain';
import { DataTable, TableHead, numericCell } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import type { MemberDetail } from '../types';
import { formatDateTime } from '../../../lib/format';
import { Panel } from './panel';
import shared from './shared.module.css';

const COLUMNS = ['Date', 'Items', 'Amount', 'Status'] as const;

/** The member's orders, newest first: date, items, amount and payment status. */
export function MemberOrdersPanel({
  member,
  className,
}: {
  member: MemberDetail;
  className?: string;
}) {
  return (
    <Panel title="Orders" icon={<Receipt size={18} aria-hidden="true" />} className={className}>
      {member.orders.length === 0 ? (
        <EmptyState
          compact
          headingLevel={3}
          icon={<Receipt />}
          title="No orders yet"
          description="What this member buys in the store shows up here."
        />
      ) : (
        <DataTable caption={`Orders of ${member.name}, newest first`} narrow="stack">
          <TableHead columns={COLUMNS} numeric={['Amount']} />
          <tbody>
            {member.orders.map((order) => (
              <tr key={order.id}>
                <td data-label="Date" className={shared.nowrap}>
                  <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                </td>
                <td data-label="Items">
                  {order.titles.length > 0 ? order.titles.join(', ') : '—'}
                </td>
                <td data-label="Amount" className={`${numericCell} tabular-nums`}>
                  {formatPrice(order.amount)} {order.currency}
                </td>
                <td data-label="Status">
                  <OrderStatusBadge
                    status={order.status}
                    refundedAmount={order.refundedAmount}
                    provider={order.provider}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Panel>
  );
}
