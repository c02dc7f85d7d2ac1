import type { ListRowProps } from './message-item';
import styles from './message-list.module.css';

/**
 * A line across the history above a message: the day it starts ('Today', a heading, so screen
 * reader users can move by day) and, above the first message the member had not read, 'New'.
 */
export function TimelineDivider({
  day,
  unread,
  rowIndex,
  rowRef,
}: { day: string | null; unread: boolean } & ListRowProps) {
  return (
    <li
      data-index={rowIndex}
      ref={rowRef}
      className={[styles.divider, unread ? styles.dividerUnread : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      {day ? <h2 className={styles.dividerDay}>{day}</h2> : null}
      {unread ? (
        <span className={styles.newBadge}>
          New<span className="visually-hidden"> messages</span>
        </span>
      ) : null}
    </li>
  );
}
