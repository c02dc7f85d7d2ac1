import { useState } from 'react';
import { Check, Gift } from 'lucide-react';
import {
  canAfford,
  COPY,
  creditsShort,
  formatCredits,
  isBadgeTier,
  type BadgeTier,
} from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/text-field';
import type { RedeemProduct } from '../types';
import { defaultTier, redeemPrice } from '../utils/redeem';
import styles from './marketing.module.css';

interface RedeemProductCardProps {
  product: RedeemProduct;
  /** The member's balance: a price above it is marked (the server still decides). */
  credits: number;
  /** This card's redeem is on its way. */
  pending: boolean;
  /** Another card's redeem is on its way (one at a time). */
  busy: boolean;
  onRedeem: (product: RedeemProduct, tier: BadgeTier | undefined) => void;
}

/** A product in the redeem store: image, title, price in credits, tier choice and Redeem. */
export function RedeemProductCard({
  product,
  credits,
  pending,
  busy,
  onRedeem,
}: RedeemProductCardProps) {
  const [tier, setTier] = useState(() => defaultTier(product));
  const price = redeemPrice(product, tier);
  const titleId = `redeem-${product.key}`;
  const shortId = `redeem-short-${product.key}`;
  const affordable = canAfford(credits, price);

  return (
    <article className={styles.product} aria-labelledby={titleId}>
      <div className={styles.productMedia}>
        <img
          src={product.imageUrl}
          alt={product.title}
          width={800}
          height={600}
          loading="lazy"
          className={styles.productImage}
        />
      </div>
      <div className={styles.productBody}>
        <h2 id={titleId} className={styles.productTitle}>
          {product.title}
        </h2>
        <p className={styles.productPrice}>
          <span className="visually-hidden">Price: </span>
          <span className="tabular-nums">{formatCredits(price)}</span>
        </p>
        {product.tiers.length > 0 && !product.owned ? (
          <SelectField
            label="Tier"
            value={tier ?? ''}
            disabled={pending}
            onChange={(event) => {
              const chosen = Number(event.target.value);
              if (isBadgeTier(chosen)) setTier(chosen);
            }}
          >
            {product.tiers.map((t) => (
              <option key={t.tier} value={t.tier}>
                {`${t.title} · ${formatCredits(t.price)}`}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className={styles.productActions}>
          {product.owned ? (
            <Button
              variant="secondary"
              block
              disabled
              icon={<Check size={16} aria-hidden="true" />}
            >
              {COPY.products.owned}
            </Button>
          ) : (
            <Button
              block
              variant={affordable ? 'primary' : 'secondary'}
              aria-describedby={affordable ? undefined : shortId}
              loading={pending}
              disabled={busy}
              aria-label={`${COPY.marketing.redeem} ${product.title} for ${formatCredits(price)}`}
              icon={<Gift size={16} aria-hidden="true" />}
              onClick={() => onRedeem(product, tier)}
            >
              {COPY.marketing.redeem}
            </Button>
          )}
          {!product.owned && !affordable ? (
            <p id={shortId} className={styles.productShort}>
              {`You need ${formatCredits(creditsShort(credits, price))} more`}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
