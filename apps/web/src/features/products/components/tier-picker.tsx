import { COPY, formatPrice, unitPrice } from '@bbt/domain';
import type { BadgeTier } from '@bbt/domain';
import { isOnSale, tierAdditions } from '../catalog';
import type { Product } from '../types';
import { FeatureList } from './feature-list';
import styles from './tier-picker.module.css';

interface TierPickerProps {
  product: Pick<Product, 'originalPrice' | 'salePrice' | 'tiers'>;
  value: BadgeTier;
  onChange: (tier: BadgeTier) => void;
  /** The tier already in the cart, if any. */
  inCartTier?: BadgeTier | null;
  /** The tier the member holds: it and those below can't be chosen. */
  heldTier?: number | null;
}

/**
 * The badge's three plans as radio cards (spec §9), each with its price (struck
 * through before the sale one when on sale) and features.
 */
export function TierPicker({ product, value, onChange, inCartTier, heldTier }: TierPickerProps) {
  const onSale = isOnSale(product);
  const allHeld = heldTier != null && product.tiers.every((t) => t.tier <= heldTier);
  return (
    <fieldset className={styles.fieldset} disabled={allHeld}>
      <legend className={styles.legend}>Choose your plan</legend>
      <div className={styles.options}>
        {tierAdditions(product.tiers).map((tier, i, all) => {
          const id = `tier-${tier.tier}`;
          const held = heldTier != null && tier.tier <= heldTier;
          return (
            <label key={tier.tier} className={styles.option} htmlFor={id}>
              <input
                id={id}
                type="radio"
                name="tier"
                className={styles.radio}
                value={tier.tier}
                checked={value === tier.tier}
                disabled={held}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-features`}
                onChange={() => onChange(tier.tier)}
              />
              <span className={styles.head} id={`${id}-name`}>
                <span className={styles.check} aria-hidden="true" />
                <span className={styles.names}>
                  {tier.title !== COPY.products.tier(tier.tier) ? (
                    <span className={styles.tierLabel}>{COPY.products.tier(tier.tier)}</span>
                  ) : null}
                  <span className={styles.title}>{tier.title}</span>
                </span>
                <span className={styles.price}>
                  {onSale ? (
                    <s className={styles.was}>
                      <span className="visually-hidden">Was </span>
                      {formatPrice(tier.price)}
                    </s>
                  ) : null}
                  {onSale ? <span className="visually-hidden">, now </span> : null}
                  {formatPrice(unitPrice(product, tier.tier))}
                </span>
              </span>
              {inCartTier === tier.tier ? (
                <span className={styles.inCart}>In your cart</span>
              ) : null}
              {heldTier === tier.tier ? <span className={styles.inCart}>Your plan</span> : null}
              <span id={`${id}-features`} className={styles.features}>
                {i > 0 ? (
                  <span className={styles.everything}>
                    {COPY.products.everythingIn(all[i - 1]!.tier)}
                  </span>
                ) : null}
                <FeatureList features={tier.added} compact />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
