import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { canReadAllTickets, canReopenTicket, COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { Modal } from '../../../components/ui/modal';
import { useClosedTickets, type ClosedTicket } from '../api/get-closed-tickets';
import { useReopenTicket } from '../api/reopen-ticket';
import type { ChatViewer } from '../types';
import { describeError } from '../utils/describe-error';
import styles from './closed-tickets-dialog.module.css';

const copy = COPY.chat.closedTickets;

/**
 * Closed tickets, which the sidebar lists no more: every one for ticket staff (ruling 5: they
 * keep reading them), a member's own for a member (decision 0068). Found by number or opener,
 * opened read-only at their page, reopened by founder, admin or support.
 */
export function ClosedTicketsDialog({
  open,
  onClose,
  viewer,
  onNavigate,
}: {
  open: boolean;
  onClose: () => void;
  viewer: ChatViewer;
  /** Going to a ticket also closes the sidebar drawer on narrow screens. */
  onNavigate: () => void;
}) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const tickets = useClosedTickets(query, open);
  const reopen = useReopenTicket();
  const toast = useToast();
  const mayReopen = canReopenTicket(viewer);
  const staff = canReadAllTickets(viewer);

  const onReopen = (ticket: ClosedTicket) =>
    reopen.mutate(ticket.name, {
      onSuccess: () => toast.success(copy.reopened(ticket.name)),
      onError: (error) => toast.error(describeError(error)),
    });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={staff ? copy.title : copy.ownTitle}
      description={staff ? copy.description : copy.ownDescription}
    >
      <div className={styles.content}>
        <TextField
          label={copy.search}
          hint={copy.searchHint}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
        {tickets.isPending ? (
          <div className={styles.list} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </div>
        ) : null}
        {tickets.isError ? (
          <p className={styles.state} role="alert">
            {errorMessage(tickets.error)}
          </p>
        ) : null}
        {tickets.data?.length === 0 ? (
          <p className={styles.state}>{query ? copy.noMatch(query) : copy.none}</p>
        ) : null}
        {tickets.data?.length ? (
          <ul className={styles.list} role="list" aria-label={copy.title}>
            {tickets.data.map((ticket) => (
              <li key={ticket.name} className={styles.ticket}>
                <div className={styles.details}>
                  <Link
                    to={`/app/${ticket.name}`}
                    className={styles.name}
                    onClick={() => {
                      onClose();
                      onNavigate();
                    }}
                  >
                    #{ticket.name}
                  </Link>
                  <span className={styles.meta}>
                    {ticket.openerName} ·{' '}
                    {copy.closed(
                      ticket.closedAt && formatDateTime(ticket.closedAt),
                      ticket.closedByName,
                    )}
                  </span>
                </div>
                {mayReopen ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={reopen.isPending && reopen.variables === ticket.name}
                    disabled={reopen.isPending}
                    aria-label={`${copy.reopen} #${ticket.name}`}
                    onClick={() => onReopen(ticket)}
                  >
                    {copy.reopen}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Modal>
  );
}
