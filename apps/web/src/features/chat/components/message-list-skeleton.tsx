import { Skeleton } from '../../../components/ui/skeleton';
import styles from './message-list.module.css';

/** Placeholder rows while a channel's first page loads. */
export function MessageListSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading messages">
      {[80, 55, 70, 40, 65, 50].map((width, i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton width={40} height={40} radius="var(--radius-full)" />
          <div className={styles.skeletonLines}>
            <Skeleton width={120} height={14} />
            <Skeleton width={`${width}%`} height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}
