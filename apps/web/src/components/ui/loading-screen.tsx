import { COPY } from '@bbt/domain';
import { Spinner } from './spinner';
import styles from './loading-screen.module.css';

/** Spinner and the line 'invest this time to think of your future' (spec screen 14). */
export function LoadingScreen({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div
      className={[styles.screen, fullscreen ? styles.fullscreen : undefined]
        .filter(Boolean)
        .join(' ')}
      role="status"
      aria-live="polite"
    >
      <Spinner size="lg" label={null} />
      <p className={styles.line}>{COPY.loading.line}</p>
    </div>
  );
}
