import type { ReactNode } from 'react';
import { COPY, formatPrice, TAX_RATE } from '@bbt/domain';
import type { CartTotals } from '@bbt/domain';
import styles from './cart-summary.module.css';

/**
 * Subtotal, tax and total in USD (spec §9), saying that prices include the tax, the
 * discount a code took off (decision 0018) and the field to enter one, then the pay area the page
 * supplies.
 */
export function CartSummary({
  totals,
  discountLabel,
  discountField,
  children,
}: {
  totals: CartTotals;
  /** Names the discount line: the code's percentage, or the coupon (decision 0051). */
  discountLabel?: string | undefined;
  discountField?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        Order summary
      </h2>
      {discountField}
      <dl className={styles.rows}>
        {totals.discount > 0 && (
          <div className={styles.row}>
            <dt>{discountLabel ?? COPY.discount.line(0)}</dt>
            <dd>{formatPrice(-totals.discount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{COPY.cart.subtotal}</dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{COPY.cart.taxOfTotal(Math.round(TAX_RATE * 100))}</dt>
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
