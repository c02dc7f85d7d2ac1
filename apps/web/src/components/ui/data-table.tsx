import { useId } from 'react';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';
import styles from './data-table.module.css';

/** The class of a numeric cell (and its column header): right-aligned, on one line. */
export const numericCell = styles.num;

interface DataTableProps {
  /** Read by screen readers (the caption is visually hidden). */
  caption: ReactNode;
  /** The header and body rows: <TableHead> (or a <thead>) and <tbody>. */
  children: ReactNode;
  /** Below 640 px: scroll sideways (default), each row a card, or a plain list. */
  narrow?: 'scroll' | 'stack' | 'compact';
  /** The next page is loading while this one stays: dimmed and marked busy. */
  busy?: boolean;
  /** A region named by the caption, so its rows can be found as a landmark. */
  region?: boolean;
  /** Cells' vertical alignment (default top). */
  align?: 'top' | 'middle';
}

/** A bordered data table on the page's surface. */
export function DataTable({
  caption,
  children,
  narrow = 'scroll',
  busy = false,
  region = false,
  align = 'top',
}: DataTableProps) {
  const captionId = useId();
  return (
    <div
      className={[styles.tableWrap, narrow === 'scroll' ? undefined : styles[narrow]]
        .filter(Boolean)
        .join(' ')}
      aria-busy={busy || undefined}
      role={region ? 'region' : undefined}
      aria-labelledby={region ? captionId : undefined}
    >
      <table className={align === 'middle' ? `${styles.table} ${styles.middle}` : styles.table}>
        <caption id={region ? captionId : undefined} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/**
 * A table's header row from its column names: `numeric` ones are right-aligned like their
 * cells, `unlabelled` ones (an actions column) are named for screen readers only.
 */
export function TableHead({
  columns,
  numeric = [],
  unlabelled = [],
}: {
  columns: readonly string[];
  numeric?: readonly string[];
  unlabelled?: readonly string[];
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column}
            scope="col"
            className={numeric.includes(column) ? styles.num : undefined}
          >
            {unlabelled.includes(column) ? (
              <span className="visually-hidden">{column}</span>
            ) : (
              column
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const WIDTHS = ['70%', '55%', '85%', '40%', '60%'];

/** Placeholder rows in the shape of a table while it loads. */
export function TableSkeleton({
  columns,
  rows = 6,
  label,
}: {
  /** Column headers, so the placeholder has the real table's shape. */
  columns: readonly string[];
  rows?: number;
  /** Screen readers hear this while the rows load. */
  label: string;
}) {
  return (
    <div className={styles.tableWrap} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <table className={styles.table} aria-hidden="true">
        <TableHead columns={columns} />
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className={styles.skeletonRow}>
              {columns.map((column, col) => (
                <td key={column}>
                  <Skeleton height={14} width={WIDTHS[(row + col) % WIDTHS.length]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
