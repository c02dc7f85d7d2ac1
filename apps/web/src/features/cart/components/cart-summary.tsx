import type { ReactNode } from 'react';
import { COPY, formatPrice, TAX_RATE } from '@bbt/domain';
import type { CartTotals } from '@bbt/domain';
import styles from './cart-summary.module.css';

/**
 * Subtotal, tax and total in USD (spec section 9), saying that prices include the tax, then
 * the pay area the page supplies.
 */
export function CartSummary({ totals, children }: { totals: CartTotals; children?: ReactNode }) {
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        Order summary
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{COPY.cart.subtotal}</dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            {COPY.cart.tax} ({Math.round(TAX_RATE * 100)}%)
          </dt>
          <dd>{formatPrice(totals.tax)}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{COPY.cart.total}</dt>
          <dd>
            {formatPrice(totals.total)} <span className={styles.currency}>{totals.currency}</span>
          </dd>
        </div>
      </dl>
      <p className={styles.taxNote}>{COPY.cart.taxIncluded(Math.round(TAX_RATE * 100))}</p>
      {children ? <div className={styles.pay}>{children}</div> : null}
    </section>
  );
}
