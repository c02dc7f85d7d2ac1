import { CircleAlert } from 'lucide-react';
import styles from './form-error.module.css';

/**
 * Why a form's save was refused, beside its fields. The alert region is always in the page, so
 * a screen reader announces the message when it appears.
 */
export function FormError({ message, className }: { message: string | null; className?: string }) {
  return (
    <p className={className ? `${styles.formError} ${className}` : styles.formError} role="alert">
      {message ? (
        <>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}
