import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './card-grid.module.css';

/**
 * Cards in as many columns as fit, each at least `minItemWidth` px wide (the whole width on
 * narrow screens). As a list (default) each <li> holds one card, stretched to the row's
 * height; as a div, for placeholders, the cards are its children.
 */
export function CardGrid({
  minItemWidth,
  as = 'ul',
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
  minItemWidth: number;
  as?: 'ul' | 'div';
}) {
  const props = {
    ...rest,
    className: styles.grid,
    style: { '--card-min-width': `${minItemWidth}px` } as CSSProperties,
  };
  return as === 'ul' ? <ul role="list" {...props} /> : <div {...props} />;
}
