import type { ReactNode } from 'react';
import { PRESENCE_LABELS, type PresenceStatus } from '@bbt/domain';
import styles from './presence-dot.module.css';

/**
 * A member's status on their avatar (decision 0032): a filled dot online, a crescent idle, a
 * ring offline, so the shape says it as well as the colour; its title says it in words.
 */
export function PresenceDot({
  status,
  size = 'sm',
}: {
  status: PresenceStatus;
  size?: 'sm' | 'lg';
}) {
  return (
    <span
      className={styles.dot}
      data-status={status}
      data-size={size}
      title={PRESENCE_LABELS[status]}
      aria-hidden="true"
    />
  );
}

/** The status in words after a member's name, for screen readers (the dot is only seen). */
export function SpokenPresence({ status }: { status: PresenceStatus }) {
  return <span className="visually-hidden">{`, ${PRESENCE_LABELS[status]}`}</span>;
}

/**
 * An avatar with the member's status dot on its lower right corner; `dimOffline` fades the
 * picture of an offline member, as Discord's member list does (the name keeps its contrast).
 */
export function WithPresence({
  status,
  size,
  dimOffline = false,
  children,
}: {
  status: PresenceStatus;
  size?: 'sm' | 'lg';
  dimOffline?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={styles.holder} data-dim={(dimOffline && status === 'offline') || undefined}>
      {children}
      <PresenceDot status={status} size={size} />
    </span>
  );
}
