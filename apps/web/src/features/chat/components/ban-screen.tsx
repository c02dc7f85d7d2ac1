import type { ReactNode } from 'react';
import { ShieldBan } from 'lucide-react';
import { COPY, formatDateTime } from '@bbt/domain';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './workspace.module.css';

/**
 * Ruling 6: a banned member sees only this notice with the ban's end date, not the chat. The
 * date reads as the bot's notice of the ban does, from the domain's `formatDateTime`, in the
 * reader's time zone (decision 0068).
 */
export function BanScreen({ until, actions }: { until: Date | null; actions?: ReactNode }) {
  return (
    <div className={styles.banScreen}>
      <title>{`${COPY.chat.noAccess} · Blue Badge`}</title>
      <EmptyState
        icon={<ShieldBan />}
        title={COPY.chat.noAccess}
        headingLevel={2}
        description={until ? <p>{COPY.chat.accessEnds(formatDateTime(until))}</p> : undefined}
        action={
          <div className={styles.banActions}>
            <ButtonLink to="/" variant="secondary">
              {COPY.notFound.cta}
            </ButtonLink>
            {actions}
          </div>
        }
      />
    </div>
  );
}
