import type { ReactNode } from 'react';
import { ShieldBan } from 'lucide-react';
import { COPY, formatMessageDate } from '@bbt/domain';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './workspace.module.css';

/** Ruling 6: a banned member sees only this notice with the ban's end date, not the chat. */
export function BanScreen({ until, actions }: { until: Date | null; actions?: ReactNode }) {
  return (
    <div className={styles.banScreen}>
      <title>{`${COPY.chat.noAccess} · Blue Badge`}</title>
      <EmptyState
        icon={<ShieldBan />}
        title={COPY.chat.noAccess}
        headingLevel={2}
        description={
          until ? <p>{COPY.chat.accessEnds(formatMessageDate(until, new Date()))}</p> : undefined
        }
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
