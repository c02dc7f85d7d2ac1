import { formatPrice } from '@bbt/domain';
import { isOnSale } from '../catalog';
import type { Product } from '../types';
import styles from './product-price.module.css';

interface ProductPriceProps {
  product: Pick<Product, 'originalPrice' | 'salePrice' | 'price' | 'tiers'>;
  /** A chosen tier's price, shown instead of the product's price. */
  amount?: number;
  size?: 'md' | 'lg';
  /** Prefix "from" for tiered products on the list. */
  showFrom?: boolean;
}

/**
 * A price in dollars with 2 decimals; on sale, the original is struck through and read out
 * as "was" (spec screen 3).
 */
export function ProductPrice({
  product,
  amount,
  size = 'md',
  showFrom = false,
}: ProductPriceProps) {
  const className = [styles.price, size === 'lg' ? styles.lg : undefined].filter(Boolean).join(' ');
  if (amount !== undefined) {
    return (
      <p className={className}>
        <span className={styles.now}>{formatPrice(amount)}</span>
      </p>
    );
  }
  const from = showFrom && product.tiers.length > 1;
  return (
    <p className={className}>
      {from ? <span className={styles.from}>from</span> : null}
      {isOnSale(product) ? (
        <>
          <s className={styles.was}>
            <span className="visually-hidden">Was </span>
            {formatPrice(product.originalPrice)}
          </s>
          <span className={styles.now}>
            <span className="visually-hidden">, now </span>
            {formatPrice(product.price)}
          </span>
        </>
      ) : (
        <span className={styles.now}>{formatPrice(product.price)}</span>
      )}
    </p>
  );
}
