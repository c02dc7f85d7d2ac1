import { Link } from 'react-router';
import type { ButtonHTMLAttributes, ComponentProps, ReactNode, Ref } from 'react';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  iconOnly?: boolean;
  className?: string;
}

/** The button look, for anything that must be styled as a button (links included). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  iconOnly = false,
  className,
}: ButtonStyleOptions = {}): string {
  return [
    styles.button,
    styles[variant],
    size !== 'md' ? styles[size] : undefined,
    block ? styles.block : undefined,
    iconOnly ? styles.iconOnly : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonStyleOptions, 'className'> {
  ref?: Ref<HTMLButtonElement>;
  /** Shows a spinner, marks the button busy and ignores clicks. */
  loading?: boolean;
  icon?: ReactNode;
  /** An icon after the label (arrows). */
  iconEnd?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  iconOnly,
  loading = false,
  icon,
  iconEnd,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, iconOnly, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : icon}
      {children}
      {iconEnd}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> &
  Omit<ButtonStyleOptions, 'className'> & { icon?: ReactNode; iconEnd?: ReactNode };

/** A router link that looks like a button (Buy Now, Go To Homepage, Sign Up...). */
export function ButtonLink({
  variant,
  size,
  block,
  iconOnly,
  icon,
  iconEnd,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={buttonClassName({
        variant,
        size,
        block,
        iconOnly,
        className: typeof className === 'string' ? className : undefined,
      })}
      {...rest}
    >
      {icon}
      {children}
      {iconEnd}
    </Link>
  );
}
