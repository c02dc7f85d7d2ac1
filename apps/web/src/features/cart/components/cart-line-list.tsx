import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { COPY, formatPrice, LIMITS } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TierChip } from '../../../components/ui/tier-chip';
import type { CartItem } from '../types';
import styles from './cart-line-list.module.css';

interface CartLineListProps {
  items: readonly CartItem[];
  onRemove: (item: CartItem) => void;
  /** The product whose line is being changed. */
  updatingProduct: string | null;
  disabled?: boolean;
}

/** Says what a line sells this member when it is more than a plain purchase, or why it can't. */
function PurchaseNote({ item }: { item: CartItem }) {
  // No longer sold once (decision 0077): the server's reason, and Remove beside it.
  if (item.unavailable)
    return <p className={`${styles.note} ${styles.warning}`}>{item.unavailable}</p>;
  if (item.purchase === 'upgrade' && item.fromTier != null)
    return <p className={styles.note}>{COPY.cart.upgradeFrom(item.fromTier)}</p>;
  if (item.purchase === 'renew')
    return <p className={styles.note}>{COPY.cart.renewal(LIMITS.signalsAccessDays)}</p>;
  if (item.purchase === 'owned')
    return <p className={`${styles.note} ${styles.warning}`}>{COPY.cart.ownedLine}</p>;
  return null;
}

/** The cart's lines (spec screen 5): image, title, tier, unit price and a Remove button. */
export function CartLineList({ items, onRemove, updatingProduct, disabled }: CartLineListProps) {
  return (
    <ul role="list" className={styles.list}>
      {items.map((item) => (
        <li key={item.product} className={styles.line}>
          <img
            className={styles.image}
            src={item.imageUrl}
            alt=""
            width={96}
            height={72}
            loading="lazy"
          />
          <div className={styles.info}>
            <Link to={`/products/${item.nameInUrl}`} className={styles.title}>
              {item.title}
            </Link>
            {item.tier !== null ? <TierChip>{COPY.products.tier(item.tier)}</TierChip> : null}
            <PurchaseNote item={item} />
          </div>
          <p className={styles.price}>{formatPrice(item.unitPrice)}</p>
          <Button
            variant="ghost"
            size="sm"
            className={styles.remove}
            loading={updatingProduct === item.product}
            disabled={disabled || (updatingProduct !== null && updatingProduct !== item.product)}
            aria-label={`${COPY.cart.remove} ${item.title}`}
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => onRemove(item)}
          >
            {COPY.cart.remove}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function CartLineListSkeleton({ count = 2 }: { count?: number }) {
  return (
    <ul role="list" className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.line}>
          <Skeleton className={styles.image} width={96} height={72} radius="var(--radius-md)" />
          <div className={styles.info}>
            <Skeleton height={18} width="60%" />
            <Skeleton height={14} width={56} />
          </div>
          <Skeleton height={20} width={64} />
        </li>
      ))}
    </ul>
  );
}
