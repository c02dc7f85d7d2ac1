import styles from './spinner.module.css';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Spoken by screen readers; null when the surrounding text already says it. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  const cls = [styles.spinner, styles[size], className].filter(Boolean).join(' ');
  if (label === null) return <span className={cls} aria-hidden="true" />;
  return <span className={cls} role="img" aria-label={label} />;
}
