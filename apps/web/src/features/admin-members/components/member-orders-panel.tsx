import { CircleCheck, CircleX, Clock, Receipt } from 'lucide-react';
import { formatPrice } from '@bbt/domain';
import { EmptyState } from '../../../components/ui/empty-state';
import type { MemberDetail, MemberOrderStatus } from '../types';
import { formatDateTime } from '../utils/format';
import { Panel } from './panel';
import shared from './shared.module.css';

const STATUS: Record<
  MemberOrderStatus,
  { label: string; className: string | undefined; Icon: typeof Clock }
> = {
  created: { label: 'Awaiting payment', className: shared.neutral, Icon: Clock },
  pending: { label: 'Pending', className: shared.muted, Icon: Clock },
  completed: { label: 'Paid', className: shared.good, Icon: CircleCheck },
  failed: { label: 'Failed', className: shared.banned, Icon: CircleX },
};

function OrderStatus({ status }: { status: string }) {
  const look = STATUS[status as MemberOrderStatus] ?? {
    label: status,
    className: shared.neutral,
    Icon: Clock,
  };
  const { Icon } = look;
  return (
    <span className={`${shared.badge} ${look.className ?? ''}`}>
      <Icon aria-hidden="true" />
      {look.label}
    </span>
  );
}

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
        <div className={shared.tableWrap}>
          <table className={shared.table}>
            <caption className="visually-hidden">Orders of {member.name}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Items</th>
                <th scope="col" className={shared.numeric}>
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {member.orders.map((order) => (
                <tr key={order.id}>
                  <td data-label="Date" className={shared.nowrap}>
                    <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                  </td>
                  <td data-label="Items">
                    {order.titles.length > 0 ? order.titles.join(', ') : '—'}
                  </td>
                  <td data-label="Amount" className={shared.numeric}>
                    {formatPrice(order.amount)} {order.currency}
                  </td>
                  <td data-label="Status">
                    <OrderStatus status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
