import { Archive, Ticket } from 'lucide-react';
import { canReadAllTickets, COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useClosedTickets } from '../api/get-closed-tickets';
import { useOpenTicketPage } from '../hooks/use-open-ticket-page';
import type { ChatViewer } from '../types';
import composerStyles from './composer.module.css';
import styles from './closed-ticket-notice.module.css';

const copy = COPY.chat.closedTickets;

/**
 * In place of a closed ticket's composer: who closed it and when, above its read-only
 * transcript, and for its opener a way to open a new ticket (decision 0068). Until the closed
 * list answers, it says only that the ticket is closed.
 */
export function ClosedTicketNotice({ slug, viewer }: { slug: string; viewer: ChatViewer }) {
  const closed = useClosedTickets(slug, true);
  const ticket = closed.data?.find((row) => row.name === slug);
  const { openTicketPage, pending } = useOpenTicketPage();
  const text = ticket
    ? copy.transcript(ticket.closedAt && formatDateTime(ticket.closedAt), ticket.closedByName)
    : COPY.chat.ticketClosed;
  return (
    <div className={`${composerStyles.notice} ${styles.notice}`} role="note">
      <Archive size={18} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{text}</p>
      {canReadAllTickets(viewer) ? null : (
        <Button
          size="sm"
          variant="secondary"
          loading={pending}
          icon={<Ticket size={16} aria-hidden="true" />}
          onClick={openTicketPage}
        >
          {copy.openNew}
        </Button>
      )}
    </div>
  );
}
