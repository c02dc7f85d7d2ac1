import { COPY, formatPrice } from '@bbt/domain';
import type { BadgeTier } from '@bbt/domain';
import type { ProductTier } from '../types';
import { FeatureList } from './feature-list';
import styles from './tier-picker.module.css';

interface TierPickerProps {
  tiers: readonly ProductTier[];
  value: BadgeTier;
  onChange: (tier: BadgeTier) => void;
  /** The tier already in the cart, if any. */
  inCartTier?: BadgeTier | null;
  disabled?: boolean;
}

/** The badge's three plans as radio cards (spec section 9), each with its price and features. */
export function TierPicker({ tiers, value, onChange, inCartTier, disabled }: TierPickerProps) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>Choose your plan</legend>
      <div className={styles.options}>
        {tiers.map((tier) => {
          const id = `tier-${tier.tier}`;
          return (
            <label key={tier.tier} className={styles.option} htmlFor={id}>
              <input
                id={id}
                type="radio"
                name="tier"
                className={styles.radio}
                value={tier.tier}
                checked={value === tier.tier}
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
                <span className={styles.price}>{formatPrice(tier.price)}</span>
              </span>
              {inCartTier === tier.tier ? (
                <span className={styles.inCart}>In your cart</span>
              ) : null}
              <span id={`${id}-features`}>
                <FeatureList features={tier.features} compact />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
