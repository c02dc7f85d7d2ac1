import type { ButtonHTMLAttributes } from 'react';
import styles from './link-button.module.css';

/** A button styled as a link: a table row's way into its detail (an order, a mail). */
export function LinkButton({
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={className ? `${styles.linkButton} ${className}` : styles.linkButton}
      {...props}
    />
  );
}
