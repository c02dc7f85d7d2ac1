import { Info, UserX, VolumeX } from 'lucide-react';
import { COPY, DM_COPY, formatDateTime } from '@bbt/domain';
import styles from './composer.module.css';

/**
 * Replaces the composer where the member may not post: 'Only staff post here' in the channels
 * only staff write in (decision 0024), 'You don't have access' with the end date while muted
 * (ruling 6); in a conversation no longer open to the member's messages (a block, the
 * community switch: decision 0066), why. A closed ticket has its own notice (`ClosedTicketNotice`).
 */
export function ComposerNotice({
  kind,
  until,
}: {
  kind: 'locked' | 'muted' | 'unavailable';
  until: Date | null;
}) {
  return (
    <div className={styles.notice} role="note">
      {kind === 'muted' ? (
        <VolumeX size={18} aria-hidden="true" />
      ) : kind === 'unavailable' ? (
        <UserX size={18} aria-hidden="true" />
      ) : (
        <Info size={18} aria-hidden="true" />
      )}
      <span>
        {kind === 'muted'
          ? COPY.chat.noAccess
          : kind === 'unavailable'
            ? DM_COPY.conversationClosed
            : COPY.chat.readOnlyChannel}
        {kind === 'muted' && until ? ` ${COPY.chat.accessEnds(formatDateTime(until))}` : ''}
      </span>
    </div>
  );
}
