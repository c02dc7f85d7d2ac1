import type { ReactNode } from 'react';
import { PRESENCE_LABELS, type PresenceStatus } from '@bbt/domain';
import styles from './presence-dot.module.css';

/**
 * A member's status on their avatar (decision 0032): a filled dot online, a crescent idle, a
 * ring offline, so the shape says it as well as the colour; the words are there for screen
 * readers.
 */
export function PresenceDot({
  status,
  size = 'sm',
  spoken = true,
}: {
  status: PresenceStatus;
  size?: 'sm' | 'lg';
  /** false where the status is written out beside it already. */
  spoken?: boolean;
}) {
  return (
    <>
      <span
        className={styles.dot}
        data-status={status}
        data-size={size}
        title={PRESENCE_LABELS[status]}
        aria-hidden="true"
      />
      {spoken ? <span className="visually-hidden">{`, ${PRESENCE_LABELS[status]}`}</span> : null}
    </>
  );
}

/**
 * An avatar with the member's status dot on its lower right corner; `dimOffline` fades the
 * picture of an offline member, as Discord's member list does (the name keeps its contrast).
 */
export function WithPresence({
  status,
  size,
  dimOffline = false,
  spoken,
  children,
}: {
  status: PresenceStatus;
  size?: 'sm' | 'lg';
  dimOffline?: boolean;
  spoken?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={styles.holder} data-dim={(dimOffline && status === 'offline') || undefined}>
      {children}
      <PresenceDot status={status} size={size} spoken={spoken} />
    </span>
  );
}
