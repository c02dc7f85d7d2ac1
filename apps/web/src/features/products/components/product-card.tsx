import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Product } from '../types';
import { ProductPrice } from './product-price';
import { PRODUCT_TYPE_LABELS } from './product-type';
import styles from './product-card.module.css';

/**
 * A product on the list (spec screen 3): image, title, price, Learn More and the buy action
 * (Buy Now, Check Cart or Owned), which the page supplies. Cards in the first screenful are
 * `prominent`: their image loads at once and first (it is the page's largest paint); the
 * others wait until scrolled near.
 */
export function ProductCard({
  product,
  action,
  prominent = false,
}: {
  product: Product;
  action: ReactNode;
  prominent?: boolean;
}) {
  const href = `/products/${product.nameInUrl}`;
  return (
    <article className={styles.card} aria-labelledby={`product-${product.key}`}>
      <div className={styles.media}>
        <img
          src={product.imageUrl}
          alt={product.title}
          width={800}
          height={600}
          loading={prominent ? 'eager' : 'lazy'}
          fetchPriority={prominent ? 'high' : 'auto'}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.type}>{PRODUCT_TYPE_LABELS[product.type]}</p>
        <h2 id={`product-${product.key}`} className={styles.title}>
          <Link to={href} className={styles.titleLink}>
            {product.title}
          </Link>
        </h2>
        <p className={styles.description}>{product.description}</p>
        <ProductPrice product={product} showFrom />
        <div className={styles.actions}>
          <ButtonLink
            to={href}
            variant="secondary"
            aria-label={`${COPY.products.learnMore}: ${product.title}`}
            iconEnd={<ArrowRight size={16} aria-hidden="true" />}
          >
            {COPY.products.learnMore}
          </ButtonLink>
          {action}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.media} height="auto" radius="0" />
      <div className={styles.body}>
        <Skeleton height={12} width={72} />
        <Skeleton height={24} width="70%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="85%" />
        <Skeleton height={24} width={96} />
        <div className={styles.actions}>
          <Skeleton height={40} width={128} radius="var(--radius-md)" />
          <Skeleton height={40} width={112} radius="var(--radius-md)" />
        </div>
      </div>
    </div>
  );
}
