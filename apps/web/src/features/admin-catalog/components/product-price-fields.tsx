import { TextField } from '../../../components/ui/text-field';
import type { ProductForm, ProductFormErrors } from '../utils/product-form';
import styles from './products-admin.module.css';

interface ProductPriceFieldsProps {
  form: ProductForm;
  errors: ProductFormErrors;
  busy: boolean;
  tiered: boolean;
  set: <K extends keyof ProductForm>(field: K, value: ProductForm[K]) => void;
}

/** A product's original and sale prices; a tiered product's original price is tier 1's. */
export function ProductPriceFields({ form, errors, busy, tiered, set }: ProductPriceFieldsProps) {
  return (
    <fieldset className={styles.priceFieldset}>
      <legend className={styles.legend}>Price (USD)</legend>
      <div className={styles.priceRow}>
        <TextField
          label="Original price"
          inputMode="decimal"
          autoComplete="off"
          placeholder="99.00"
          required
          className={styles.priceField}
          value={form.originalPrice}
          error={errors.originalPrice}
          // A tiered product's original price is tier 1's price, edited below.
          disabled={busy || tiered}
          onChange={(e) => set('originalPrice', e.target.value)}
        />
        <TextField
          label="Sale price"
          inputMode="decimal"
          autoComplete="off"
          placeholder="No sale"
          className={styles.priceField}
          value={form.salePrice}
          error={errors.salePrice}
          disabled={busy}
          onChange={(e) => set('salePrice', e.target.value)}
        />
      </div>
      <p className={styles.hint}>
        Leave the sale price empty for no sale; a sale price shows the original struck through.
        {tiered
          ? " The original price is tier 1's price; a sale takes the same share off every tier."
          : ''}
      </p>
    </fieldset>
  );
}
