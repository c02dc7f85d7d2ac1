import { DataTable, TableHead, numericCell } from '../../../components/ui/data-table';
import type { Commission } from '../types';
import { formatCredits } from '@bbt/domain';
import { formatDateTime } from '../../../lib/format';
import { LinkButton } from '../../../components/ui/link-button';
import tables from './tables.module.css';

export const COMMISSION_COLUMNS = ['Date', 'Inviter', 'Buyer', 'Credits', 'Order'] as const;

interface CommissionsTableProps {
  commissions: Commission[];
  onOpenOrder: (orderId: string) => void;
  busy?: boolean;
}

/** Short enough to scan; the full id is read out after it and shown in the order's detail. */
const shortId = (id: string) => (id.length > 10 ? `${id.slice(0, 8)}…` : id);

/** Credits paid to inviters on their invitees' orders, newest first. */
export function CommissionsTable({
  commissions,
  onOpenOrder,
  busy = false,
}: CommissionsTableProps) {
  return (
    <DataTable
      caption="Commissions paid to inviters, newest first"
      narrow="stack"
      region
      busy={busy}
    >
      <TableHead columns={COMMISSION_COLUMNS} numeric={['Credits']} />
      <tbody>
        {commissions.map((commission) => (
          <tr key={`${commission.orderId}-${commission.createdAt}`}>
            <td data-label="Date" className={`${tables.muted} tabular-nums`}>
              <time dateTime={commission.createdAt}>{formatDateTime(commission.createdAt)}</time>
            </td>
            <td data-label="Inviter" className={`${tables.strong} ${tables.wrap}`}>
              {commission.inviter.name}
            </td>
            <td data-label="Buyer" className={tables.wrap}>
              {commission.invitee.name}
            </td>
            <td data-label="Credits" className={`${numericCell} ${tables.strong} tabular-nums`}>
              {formatCredits(commission.credits)}
            </td>
            <td data-label="Order">
              <LinkButton className={tables.mono} onClick={() => onOpenOrder(commission.orderId)}>
                {shortId(commission.orderId)}
                {/* The name starts with what is shown (WCAG's label in name), then says it all. */}
                <span className="visually-hidden">, open order {commission.orderId}</span>
              </LinkButton>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
