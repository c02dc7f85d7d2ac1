import { formatPrice, unitPrice } from '@bbt/domain';
import { isOnSale } from '../catalog';
import type { Product } from '../types';
import styles from './product-price.module.css';

interface ProductPriceProps {
  product: Pick<Product, 'originalPrice' | 'salePrice' | 'price' | 'tiers'>;
  /** A chosen tier of a tiered product: its price is shown instead of the product's. */
  tier?: number;
  size?: 'md' | 'lg';
  /** Prefix "from" for tiered products on the list. */
  showFrom?: boolean;
}

/**
 * A price in dollars with 2 decimals; on sale, the original is struck through and read out
 * as "was" (spec screen 3). For a chosen tier, the tier's price before and after the sale.
 */
export function ProductPrice({ product, tier, size = 'md', showFrom = false }: ProductPriceProps) {
  const className = [styles.price, size === 'lg' ? styles.lg : undefined].filter(Boolean).join(' ');
  const now = tier === undefined ? product.price : unitPrice(product, tier);
  const was =
    tier === undefined
      ? product.originalPrice
      : (product.tiers.find((t) => t.tier === tier)?.price ?? product.originalPrice);
  const from = showFrom && product.tiers.length > 1;
  return (
    <p className={className}>
      {from ? <span className={styles.from}>from</span> : null}
      {isOnSale(product) ? (
        <>
          <s className={styles.was}>
            <span className="visually-hidden">Was </span>
            {formatPrice(was)}
          </s>
          <span className={styles.now}>
            <span className="visually-hidden">, now </span>
            {formatPrice(now)}
          </span>
        </>
      ) : (
        <span className={styles.now}>{formatPrice(now)}</span>
      )}
    </p>
  );
}
