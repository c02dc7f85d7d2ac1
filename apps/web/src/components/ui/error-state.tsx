import type { ReactNode } from 'react';
import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import type { ButtonVariant } from './button';
import { EmptyState } from './empty-state';
import styles from './error-state.module.css';

interface ErrorStateProps {
  /** What could not be loaded: 'Meetings could not be loaded'. */
  title: string;
  /** The failed query's error; its message is shown (the server's reason). */
  error: unknown;
  onRetry: () => void;
  /** The retry is under way: the button shows a spinner. */
  retrying?: boolean;
  headingLevel?: 2 | 3;
  /** 'secondary' where Retry is not the page's main action (console sections, side blocks). */
  retryVariant?: Extract<ButtonVariant, 'primary' | 'secondary'>;
  /** TriangleAlert by default; null for none. */
  icon?: ReactNode;
  /** Less room around it, inside a panel. */
  compact?: boolean;
  /** On the element that holds it (role="alert"). */
  className?: string;
}

/** A query that failed to load, in place of its content: the server's reason and Retry. */
export function ErrorState({
  title,
  error,
  onRetry,
  retrying = false,
  headingLevel = 2,
  retryVariant = 'primary',
  icon = <TriangleAlert />,
  compact = false,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        compact={compact}
        headingLevel={headingLevel}
        icon={icon}
        title={title}
        description={errorMessage(error)}
        action={
          <Button
            variant={retryVariant}
            icon={<RefreshCw size={16} aria-hidden="true" />}
            loading={retrying}
            onClick={onRetry}
          >
            {COPY.chunk.retry}
          </Button>
        }
      />
    </div>
  );
}

/**
 * A failed load as a slim bar, for a block that keeps its place (a table's page, a chart):
 * the server's reason and Retry, announced when it appears.
 */
export function ErrorBanner({
  title,
  error,
  onRetry,
  retrying = false,
}: Pick<ErrorStateProps, 'title' | 'error' | 'onRetry' | 'retrying'>) {
  return (
    <div className={styles.banner} role="alert">
      <div className={styles.text}>
        <TriangleAlert size={18} aria-hidden="true" />
        <div>
          <p className={styles.title}>{title}</p>
          <p className={styles.message}>{errorMessage(error)}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={retrying}
        icon={<RotateCcw size={16} aria-hidden="true" />}
        onClick={onRetry}
      >
        {COPY.chunk.retry}
      </Button>
    </div>
  );
}
