import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

interface CardStyleOptions {
  /** A light shadow, for cards side by side in a grid. */
  raised?: boolean;
  className?: string;
}

/** The card look, for an element that can't be a Card (a form). */
export function cardClassName({ raised = false, className }: CardStyleOptions = {}): string {
  return [styles.card, raised ? styles.raised : undefined, className].filter(Boolean).join(' ');
}

/** A bordered card on the page's surface, its content in a column. */
export function Card({
  as: Element = 'div',
  raised,
  className,
  ...rest
}: HTMLAttributes<HTMLElement> &
  CardStyleOptions & {
    as?: 'div' | 'section' | 'article';
  }) {
  return <Element className={cardClassName({ raised, className })} {...rest} />;
}
