import { DataTable, TableHead, numericCell } from '../../../components/ui/data-table';
import { TierChip } from '../../../components/ui/tier-chip';
import type { AdminOrder } from '../types';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../utils/format';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import tables from './tables.module.css';
import { EmailText } from '../../../components/ui/email-text';
import { LinkButton } from '../../../components/ui/link-button';

export const ORDER_COLUMNS = ['Date', 'Buyer', 'Items', 'Amount', 'Status'] as const;

interface OrdersTableProps {
  orders: AdminOrder[];
  onOpen: (orderId: string) => void;
  /** The next page is loading while this one stays. */
  busy?: boolean;
}

/**
 * Orders, newest first. The date opens an order's detail (the whole row does for a mouse);
 * below 640 px each row becomes a card.
 */
export function OrdersTable({ orders, onOpen, busy = false }: OrdersTableProps) {
  return (
    <DataTable
      caption="Orders matching the filters, newest first. Choose a date to see the order."
      narrow="stack"
      region
      busy={busy}
    >
      <TableHead columns={ORDER_COLUMNS} numeric={['Amount']} />
      <tbody>
        {orders.map((order) => (
          <tr
            key={order.id}
            className={tables.clickable}
            onClick={(event) => {
              // The button handles its own click; a click elsewhere on the row opens it too.
              if (!(event.target instanceof Element) || !event.target.closest('button'))
                onOpen(order.id);
            }}
          >
            <td data-label="Date">
              <LinkButton onClick={() => onOpen(order.id)}>
                <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                <span className="visually-hidden">, open the order of {order.buyer.name}</span>
              </LinkButton>
            </td>
            <td data-label="Buyer">
              <span className={tables.person}>
                <span className={tables.strong}>{order.buyer.name}</span>
                <span className={tables.muted}>
                  <EmailText email={order.buyer.email} />
                </span>
              </span>
            </td>
            <td data-label="Items">
              <ul className={tables.items}>
                {order.lines.map((line, i) => (
                  <li key={`${line.productKey}-${line.tier ?? ''}-${i}`} className={tables.item}>
                    <span>{line.title}</span>
                    {line.tier !== null ? <TierChip>Tier {line.tier}</TierChip> : null}
                  </li>
                ))}
                {order.lines.length === 0 ? <li className={tables.muted}>No items</li> : null}
              </ul>
            </td>
            <td data-label="Amount" className={`${numericCell} ${tables.strong} tabular-nums`}>
              {formatMoney(order.amount, order.currency)}
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
  );
}
