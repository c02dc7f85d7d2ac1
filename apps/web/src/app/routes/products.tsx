import { useSearchParams } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import {
  DEFAULT_FILTER,
  DEFAULT_SORT,
  isProductFilter,
  isProductSort,
  selectProducts,
} from '../../features/products/catalog';
import type { ProductFilter, ProductSort } from '../../features/products/catalog';
import { ProductCard, ProductCardSkeleton } from '../../features/products/components/product-card';
import { ProductFilters } from '../../features/products/components/product-filters';
import { BuyButton } from '../storefront/buy-button';
import { useShopCart } from '../storefront/use-shop-cart';
import styles from './products.module.css';

/** Spec screen 3: the product list with its type filter and price sort (kept in the URL). */
function ProductsRoute() {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const sortParam = params.get('sort');
  const filter: ProductFilter = isProductFilter(typeParam) ? typeParam : DEFAULT_FILTER;
  const sort: ProductSort = isProductSort(sortParam) ? sortParam : DEFAULT_SORT;
  const { products, cart } = useShopCart();

  const update = (next: { type?: ProductFilter; sort?: ProductSort }) => {
    const merged = { type: filter, sort, ...next };
    const search = new URLSearchParams();
    if (merged.type !== DEFAULT_FILTER) search.set('type', merged.type);
    if (merged.sort !== DEFAULT_SORT) search.set('sort', merged.sort);
    setParams(search, { replace: true });
  };

  let content;
  if (products.isPending) {
    content = (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading products
        </span>
        {[0, 1, 2].map((i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (products.isError) {
    content = (
      <ErrorState
        title="Products could not be loaded"
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  } else {
    const shown = selectProducts(products.data, filter, sort);
    content = (
      <>
        <p className="visually-hidden" role="status">
          {shown.length === 1 ? '1 product' : `${shown.length} products`}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={<PackageSearch />}
            title="No products match this filter"
            description="Try another type, or see everything we offer."
            action={
              <Button variant="secondary" onClick={() => update({ type: 'all' })}>
                {`${COPY.products.filters.all} products`}
              </Button>
            }
          />
        ) : (
          <ul role="list" className={styles.grid}>
            {shown.map((product, index) => (
              <li key={product.key} className={styles.item}>
                <ProductCard
                  product={product}
                  prominent={index === 0}
                  action={<BuyButton product={product} cart={cart} />}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        title={COPY.nav.products}
        description="Our chart indicator, the Blue Badge Trader plan and analyst signals. Prices in US dollars."
      />
      <div className={styles.toolbar}>
        <ProductFilters
          filter={filter}
          sort={sort}
          onFilterChange={(type) => update({ type })}
          onSortChange={(next) => update({ sort: next })}
        />
      </div>
      {content}
    </div>
  );
}

export { ProductsRoute as Component };
