import { useId } from 'react';
import { LifeBuoy, Ticket } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { useOpenTicketPage } from '../hooks/use-open-ticket-page';
import styles from './ticket-prompt.module.css';

/**
 * The ask channel's 'Need Help ?!' with 'open a ticket' (spec screen 13): opens a private
 * ticket channel and goes there. Refusals (too many tickets in an hour, a ban) show as a toast.
 */
export function TicketPrompt() {
  const titleId = useId();
  const { openTicketPage, pending } = useOpenTicketPage();

  return (
    <section className={styles.prompt} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <LifeBuoy size={24} />
      </span>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {COPY.chat.needHelp}
        </h2>
        <p className={styles.description}>
          Open a private ticket: only you and our support team can read it.
        </p>
      </div>
      <Button
        className={styles.action}
        loading={pending}
        icon={<Ticket size={18} aria-hidden="true" />}
        onClick={openTicketPage}
      >
        <span className={styles.label}>{COPY.chat.openTicket}</span>
      </Button>
    </section>
  );
}
