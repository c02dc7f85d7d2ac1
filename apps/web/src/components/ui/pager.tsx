import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageMoves, showingText } from '../../lib/paging';
import { Button } from './button';
import styles from './pager.module.css';

interface PagerProps {
  /** Names the paging controls: 'Orders pages'. */
  label: string;
  offset: number;
  pageSize: number;
  /** Rows on the current page. */
  shown: number;
  total: number;
  /** The server stopped counting at `total`: there are at least that many. */
  totalCapped?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
}

/** 'Showing 1–50 of 230' (or 'of 1,000+') with Previous and Next. */
export function Pager({
  label,
  offset,
  pageSize,
  shown,
  total,
  totalCapped = false,
  onPrevious,
  onNext,
  busy = false,
}: PagerProps) {
  const moves = pageMoves(offset, pageSize, total, totalCapped);
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={`${styles.pagerText} tabular-nums`} aria-live="polite">
        {showingText(offset, shown, total, totalCapped)}
      </p>
      {moves.previous || moves.next ? (
        <div className={styles.pagerButtons}>
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeft size={16} aria-hidden="true" />}
            disabled={!moves.previous || busy}
            onClick={onPrevious}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            iconEnd={<ChevronRight size={16} aria-hidden="true" />}
            disabled={!moves.next || busy}
            onClick={onNext}
          >
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
