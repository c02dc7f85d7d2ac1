import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { COPY, DEFAULT_BADGE_TIER, formatPrice, isBadgeTier } from '@bbt/domain';
import type { BadgeTier } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { usePlans } from '../../features/billing/api/billing';
import type { Cart } from '../../features/cart/hooks/use-cart';
import { useProduct } from '../../features/products/api/get-product';
import { featuresAt, purchaseOptionFor } from '../../features/products/catalog';
import { formatDateTime } from '../../lib/format';
import { FeatureList } from '../../features/products/components/feature-list';
import { ProductGallery } from '../../features/products/components/product-gallery';
import { ProductPrice } from '../../features/products/components/product-price';
import { PRODUCT_TYPE_LABELS } from '../../features/products/components/product-type';
import { SignalsPromo } from '../../features/products/components/signals-promo';
import { TierPicker } from '../../features/products/components/tier-picker';
import type { Product } from '../../features/products/types';
import { BuyButton } from '../storefront/buy-button';
import { useShopCart } from '../storefront/use-shop-cart';
import { NotFoundPage } from './not-found';
import styles from './product-detail.module.css';

function Breadcrumbs({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol role="list">
        <li>
          <Link to="/products">{COPY.nav.products}</Link>
          <ChevronRight size={14} aria-hidden="true" />
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

/**
 * What the member holds of this product: the badge tier, the tier that includes it, or when
 * their signals end.
 */
function Holding({ product, tier }: { product: Product; tier: number | null }) {
  const option = purchaseOptionFor(product, tier);
  if (product.includedInTier !== null)
    return (
      <p className={styles.holding}>
        {COPY.products.includedInTier(product.title, product.includedInTier)}
      </p>
    );
  if (product.heldTier !== null)
    return (
      <p className={styles.holding}>
        {option.kind === 'upgrade'
          ? COPY.products.upgradeFor(product.heldTier, tier ?? 1, formatPrice(option.price))
          : COPY.products.heldTier(product.heldTier)}
      </p>
    );
  if (product.accessUntil !== null)
    return (
      <p className={styles.holding}>
        {COPY.products.accessUntil(formatDateTime(product.accessUntil))}
      </p>
    );
  return null;
}

function ProductDetail({ product, cart }: { product: Product; cart: Cart }) {
  const tiered = product.tiers.length > 0;
  const cartTier = cart.lineOf(product.key)?.tier ?? null;
  const [chosen, setChosen] = useState<BadgeTier | null>(null);
  // The tier in the cart, else tier 1, until the visitor picks one.
  // An upgrade starts from the tier above the one held.
  const firstOnSale = product.heldTier !== null ? Math.min(product.heldTier + 1, 3) : null;
  const tier = chosen ?? cartTier ?? (isBadgeTier(firstOnSale) ? firstOnSale : DEFAULT_BADGE_TIER);
  const features = featuresAt(product, tiered ? tier : null);
  // Only the ways the founder sells it (decision 0071): one-time, as a membership, or both.
  const soldOnce = tiered
    ? (product.tiers.find((t) => t.tier === tier)?.soldOnce ?? true)
    : product.soldOnce;
  const membership = (usePlans().data ?? []).find(
    (p) => p.productKey === product.key && p.tier === (tiered ? tier : null),
  );

  return (
    <div className={`container ${styles.page}`}>
      <title>{`${product.title} · Blue Badge`}</title>
      <Breadcrumbs title={product.title} />
      <div className={styles.grid}>
        <div className={styles.media}>
          <img
            className={styles.image}
            src={product.imageUrl}
            alt={product.title}
            width={800}
            height={600}
            fetchPriority="high"
          />
        </div>
        <div className={styles.info}>
          <p className={styles.type}>{PRODUCT_TYPE_LABELS[product.type]}</p>
          <h1 className={styles.title}>{product.title}</h1>
          <ProductPrice product={product} tier={tiered ? tier : undefined} size="lg" />
          <p className={styles.description}>{product.description}</p>
          {tiered ? (
            <TierPicker
              product={product}
              value={tier}
              onChange={setChosen}
              inCartTier={cartTier}
              heldTier={product.heldTier}
            />
          ) : null}
          <Holding product={product} tier={tiered ? tier : null} />
          <div className={styles.buy}>
            {soldOnce ? (
              <BuyButton
                product={product}
                cart={cart}
                tier={tiered ? tier : undefined}
                size="lg"
                block
              />
            ) : null}
            {membership ? (
              <ButtonLink
                to="/account/billing"
                variant={soldOnce ? 'secondary' : 'primary'}
                size="lg"
                block
              >
                Subscribe: {formatPrice(membership.price)} every {membership.period}
              </ButtonLink>
            ) : null}
          </div>
          {features.length > 0 ? (
            <section aria-labelledby="features-title" className={styles.features}>
              <h2 id="features-title" className={styles.sectionTitle}>
                {COPY.products.features}
              </h2>
              <FeatureList features={features} />
            </section>
          ) : null}
        </div>
        {product.gallery.length > 0 ? (
          <section aria-labelledby="gallery-title" className={styles.gallery}>
            <h2 id="gallery-title" className={styles.sectionTitle}>
              Inside the plan
            </h2>
            <ProductGallery images={product.gallery} title={product.title} />
          </section>
        ) : null}
      </div>
      {product.key === 'signals' ? (
        <div className={styles.promo}>
          <SignalsPromo />
        </div>
      ) : null}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className={`container ${styles.page} ${styles.loading}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading product
      </span>
      <div className={styles.breadcrumbs}>
        <Skeleton height={14} width={160} />
      </div>
      <div className={styles.grid}>
        <Skeleton className={styles.media} height="auto" radius="var(--radius-lg)" />
        <div className={styles.info}>
          <Skeleton height={12} width={80} />
          <Skeleton height={36} width="70%" />
          <Skeleton height={28} width={110} />
          <Skeleton height={16} />
          <Skeleton height={16} width="80%" />
          <Skeleton height={48} radius="var(--radius-md)" />
        </div>
      </div>
    </div>
  );
}

/** Spec screen 4: one product; an unknown name shows the 404 page. */
function ProductDetailRoute() {
  const { nameInUrl = '' } = useParams();
  const product = useProduct(nameInUrl);
  const { cart } = useShopCart();

  if (product.isPending) return <DetailSkeleton />;
  if (product.isError) {
    return (
      <ErrorState
        title="This product could not be loaded"
        error={product.error}
        onRetry={() => void product.refetch()}
        className={`container ${styles.page}`}
      />
    );
  }
  if (product.data === null) return <NotFoundPage />;
  return <ProductDetail key={product.data.key} product={product.data} cart={cart} />;
}

export { ProductDetailRoute as Component };
