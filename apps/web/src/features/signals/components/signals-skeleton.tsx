import { Card } from '../../../components/ui/card';
import { CardGrid } from '../../../components/ui/card-grid';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './signals.module.css';

/** Placeholders in the shape of the room while it loads. */
export function SignalsSkeleton() {
  return (
    <div className={styles.sections} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the signals room
      </span>
      <div aria-hidden="true" className={styles.section}>
        <Skeleton height={24} width={180} />
        <CardGrid as="div" minItemWidth={280}>
          {[0, 1, 2].map((i) => (
            <Card key={i} raised>
              <Skeleton height={20} width="60%" />
              <Skeleton height={44} />
              <Skeleton height={14} width="45%" />
            </Card>
          ))}
        </CardGrid>
      </div>
      <div aria-hidden="true" className={styles.section}>
        <Skeleton height={24} width={220} />
        <Skeleton height={240} radius="var(--radius-lg)" />
      </div>
      <div aria-hidden="true" className={styles.section}>
        <Skeleton height={24} width={160} />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </div>
    </div>
  );
}
