import styles from './heading-count.module.css';

/** A count in a pill beside a heading, read as '(3)'. */
export function HeadingCount({ n }: { n: number }) {
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {n}
      </span>
      <span className="visually-hidden"> ({n})</span>
    </>
  );
}
