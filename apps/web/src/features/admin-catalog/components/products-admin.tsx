import { useId, useState, type ReactNode } from 'react';
import { Archive, ChevronUp, Package, Pencil } from 'lucide-react';
import { COPY, ROLE_LABELS, formatMessageDate, formatPrice } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { focusLater } from '../../../lib/focus';
import { useNow } from '../../../lib/use-now';
import { useAdminProducts } from '../api/get-admin-products';
import { useArchiveProduct } from '../api/product-lifecycle';
import type { AdminProduct } from '../types';
import { AdminSection } from './admin-section';
import { GalleryEditor } from './gallery-editor';
import { NewProductForm } from './new-product-form';
import { ProductEditor } from './product-editor';
import shared from './admin-catalog.module.css';
import styles from './products-admin.module.css';

const TYPE_LABELS: Record<AdminProduct['type'], string> = {
  indicator: 'Indicator',
  course: 'Course',
  signals: 'Signals',
};

/** The price as the shop shows it: on sale, the original struck through and read as "was". */
function Price({ product }: { product: AdminProduct }) {
  const onSale = product.salePrice !== null;
  return (
    <p className={styles.price}>
      {onSale ? (
        <>
          <s className={styles.was}>
            <span className="visually-hidden">Was </span>
            {formatPrice(product.originalPrice)}
          </s>
          <span className={styles.now}>
            <span className="visually-hidden">, now </span>
            {formatPrice(product.salePrice ?? product.originalPrice)}
          </span>
          <span className={shared.badgeSuccess}>On sale</span>
        </>
      ) : (
        <span className={styles.now}>{formatPrice(product.originalPrice)}</span>
      )}
    </p>
  );
}

/** Takes a product off the storefront, after saying what stays (the founder's, decision 0059). */
function ArchiveProduct({
  product,
  onStorefrontChanged,
}: {
  product: AdminProduct;
  onStorefrontChanged?: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const archive = useArchiveProduct(onStorefrontChanged);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        icon={<Archive size={16} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        Archive
        <span className="visually-hidden"> {product.title}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Archive ${product.title}?`}
        description="It leaves the storefront and every cart, and no new order can buy it. Orders of it, their license keys, downloads and the access they gave stay as they are, and an order already awaiting payment can still be paid."
        confirmLabel="Archive"
        onConfirm={() => archive.mutate(product.key, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
        pending={archive.isPending}
        holdWhilePending
      />
    </>
  );
}

/** What the page shows in a product's editor besides it: how it is sold (the founder's). */
type RenderSaleModes = (product: AdminProduct) => ReactNode;

function ProductCard({
  product,
  now,
  canManage,
  onStorefrontChanged,
  saleModes,
}: {
  product: AdminProduct;
  now: Date;
  canManage: boolean;
  onStorefrontChanged?: () => void;
  saleModes?: RenderSaleModes;
}) {
  const [editing, setEditing] = useState(false);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const editorId = `${baseId}-editor`;
  const editButtonId = `${baseId}-edit`;

  const close = () => {
    setEditing(false);
    focusLater(`#${CSS.escape(editButtonId)}`);
  };

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.summary}>
        <div className={styles.thumb}>
          {/* The title beside it names the product; the picture adds nothing to read out. */}
          <img src={product.imageUrl} alt="" loading="lazy" />
        </div>
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <h2 id={titleId} className={styles.title}>
              {product.title}
            </h2>
            <span className={shared.badge}>{TYPE_LABELS[product.type]}</span>
            {product.archivedAt ? (
              <span className={shared.badge}>
                Archived{' '}
                <time dateTime={product.archivedAt}>
                  {formatMessageDate(new Date(product.archivedAt), now)}
                </time>
              </span>
            ) : null}
          </div>
          <Price product={product} />
          {product.tiers.length > 0 ? (
            <ul role="list" className={styles.tierPrices} aria-label="Tier prices">
              {product.tiers.map((tier) => (
                <li key={tier.tier}>
                  <span className={styles.tierName}>{tier.title}</span>{' '}
                  <span className="tabular-nums">{formatPrice(tier.price)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className={styles.meta}>
            <span>
              Role: <strong>{ROLE_LABELS[product.role] ?? product.role}</strong>
            </span>
            <span className={styles.metaDot} aria-hidden="true">
              ·
            </span>
            <span>
              {product.features.length} {product.features.length === 1 ? 'feature' : 'features'}
            </span>
            <span className={styles.metaDot} aria-hidden="true">
              ·
            </span>
            <span>
              Updated{' '}
              <time dateTime={product.updatedAt}>
                {formatMessageDate(new Date(product.updatedAt), now)}
              </time>
            </span>
          </p>
        </div>
        <div className={styles.cardAction}>
          <Button
            id={editButtonId}
            variant={editing ? 'ghost' : 'secondary'}
            size="sm"
            aria-expanded={editing}
            aria-controls={editing ? editorId : undefined}
            icon={
              editing ? (
                <ChevronUp size={16} aria-hidden="true" />
              ) : (
                <Pencil size={16} aria-hidden="true" />
              )
            }
            onClick={() => (editing ? close() : setEditing(true))}
          >
            {editing ? 'Close editor' : 'Edit'}
            <span className="visually-hidden"> {product.title}</span>
          </Button>
          {canManage && !product.archivedAt ? (
            <ArchiveProduct product={product} onStorefrontChanged={onStorefrontChanged} />
          ) : null}
        </div>
      </div>
      {editing ? (
        <>
          {product.seededGallery.length > 0 ? (
            <GalleryEditor product={product} onStorefrontChanged={onStorefrontChanged} />
          ) : null}
          <ProductEditor
            id={editorId}
            product={product}
            onDone={close}
            onStorefrontChanged={onStorefrontChanged}
          />
          {canManage && !product.archivedAt ? saleModes?.(product) : null}
        </>
      ) : null}
    </article>
  );
}

function ProductsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading products
      </span>
      <div className={styles.list} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.card}>
            <div className={styles.summary}>
              <Skeleton className={styles.thumb} height="auto" radius="var(--radius-md)" />
              <div className={styles.info}>
                <Skeleton height={20} width="50%" />
                <Skeleton height={24} width={120} />
                <Skeleton height={14} width="70%" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Products (decision 0010): every product with its picture and price, and an editor per product
 * for its texts, image, prices, role, features and tiers (and the badge's gallery); the founder
 * also adds products and archives them (decision 0059). Saved changes show on the
 * storefront at once; `onStorefrontChanged` lets the page refresh its cached shop data.
 */
export function ProductsAdmin({
  canManage = false,
  onStorefrontChanged,
  saleModes,
}: {
  /** The founder adds and archives products (decision 0059); the server checks it again. */
  canManage?: boolean;
  onStorefrontChanged?: () => void;
  /** The founder's choice of one-time and/or membership, in the editor (decision 0071). */
  saleModes?: RenderSaleModes;
}) {
  const products = useAdminProducts();
  const now = useNow();
  const headingId = useId();

  let body;
  if (products.isPending) {
    body = <ProductsSkeleton />;
  } else if (!products.data) {
    body = (
      <ErrorState
        headingLevel={3}
        retryVariant="secondary"
        title="Products could not be loaded"
        error={products.error}
        retrying={products.isFetching}
        onRetry={() => void products.refetch()}
      />
    );
  } else if (products.data.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<Package />}
        title="No products yet"
        description="Products come with the shop's catalogue; once it is seeded they show here to edit."
        action={
          <Button variant="secondary" onClick={() => void products.refetch()}>
            {COPY.chunk.retry}
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul role="list" className={styles.list}>
        {products.data.map((product) => (
          <li key={product.key}>
            <ProductCard
              product={product}
              now={now}
              canManage={canManage}
              onStorefrontChanged={onStorefrontChanged}
              saleModes={saleModes}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AdminSection
      headingId={headingId}
      title="Products"
      description="Titles, pictures, prices, roles and features of everything the shop sells. Saved changes show on the storefront at once."
    >
      {body}
      {canManage ? <NewProductForm onStorefrontChanged={onStorefrontChanged} /> : null}
    </AdminSection>
  );
}
