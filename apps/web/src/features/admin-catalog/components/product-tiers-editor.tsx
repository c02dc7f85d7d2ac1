import { COPY } from '@bbt/domain';
import { TextField } from '../../../components/ui/text-field';
import { PRODUCT_LIMITS } from '../utils/product-form';
import type { ProductFormErrors, TierForm } from '../utils/product-form';
import { FeatureListEditor } from './feature-list-editor';
import styles from './products-admin.module.css';

interface ProductTiersEditorProps {
  tiers: TierForm[];
  errors: ProductFormErrors;
  busy: boolean;
  setTier: (tier: TierForm['tier'], change: Partial<TierForm>) => void;
}

/** Each tier of a tiered product: its title, price and features. */
export function ProductTiersEditor({ tiers, errors, busy, setTier }: ProductTiersEditorProps) {
  return (
    <div className={styles.tiers}>
      <h3 className={styles.tiersTitle}>Tiers</h3>
      <div className={styles.tierGrid}>
        {tiers.map((tier) => {
          const tierErrors = errors.tiers?.[tier.tier];
          return (
            <fieldset key={tier.tier} className={styles.tier}>
              <legend className={styles.tierLegend}>{COPY.products.tier(tier.tier)}</legend>
              <div className={styles.tierFacts}>
                <TextField
                  label={`${COPY.products.tier(tier.tier)} title`}
                  value={tier.title}
                  maxLength={PRODUCT_LIMITS.title + 20}
                  autoComplete="off"
                  required
                  error={tierErrors?.title}
                  disabled={busy}
                  onChange={(e) => setTier(tier.tier, { title: e.target.value })}
                />
                <TextField
                  label={`${COPY.products.tier(tier.tier)} price (USD)`}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  className={styles.priceField}
                  value={tier.price}
                  error={tierErrors?.price}
                  disabled={busy}
                  onChange={(e) => setTier(tier.tier, { price: e.target.value })}
                />
              </div>
              <FeatureListEditor
                legend={`${COPY.products.tier(tier.tier)} features`}
                itemLabel={`${COPY.products.tier(tier.tier)} feature`}
                lines={tier.features}
                errors={tierErrors?.features}
                disabled={busy}
                onChange={(lines) => setTier(tier.tier, { features: lines })}
              />
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
