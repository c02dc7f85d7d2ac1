import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CircleAlert, Save } from 'lucide-react';
import { COPY, PRODUCT_ROLE_KEYS, ROLE_LABELS, isRoleKey } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProduct } from '../api/update-product';
import type { AdminProduct } from '../types';
import {
  PRODUCT_LIMITS,
  diffProduct,
  isEmptyPatch,
  isFormDirty,
  productToForm,
  validateProductForm,
} from '../utils/product-form';
import type { FeatureLine, ProductForm, ProductFormErrors, TierForm } from '../utils/product-form';
import { FeatureListEditor } from './feature-list-editor';
import { ImageField } from './image-field';
import styles from './products-admin.module.css';

interface ProductEditorProps {
  product: AdminProduct;
  id: string;
  /** Closes the editor; `saved` after a successful save. */
  onDone: (saved: boolean) => void;
  onStorefrontChanged?: () => void;
}

/**
 * Edits one product. Checks the form first so the message points at the field, then sends
 * only the fields that changed (PATCH); when the server refuses, its message is shown.
 */
export function ProductEditor({ product, id, onDone, onStorefrontChanged }: ProductEditorProps) {
  const [initial] = useState(() => productToForm(product));
  const [form, setForm] = useState<ProductForm>(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProduct(onStorefrontChanged);
  const toast = useToast();
  const fieldId = useId();
  const busy = update.isPending;
  const dirty = isFormDirty(initial, form);

  const set = <K extends keyof ProductForm>(field: K, value: ProductForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setFormError(null);
    setNotice(null);
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const setTier = (tier: TierForm['tier'], change: Partial<TierForm>) => {
    setForm((f) => ({
      ...f,
      tiers: f.tiers.map((t) => (t.tier === tier ? { ...t, ...change } : t)),
    }));
    setFormError(null);
    // The fixed field's message goes; the others stay until the next save.
    setErrors((e) => {
      const current = e.tiers?.[tier];
      if (!current) return e;
      const cleared = Object.fromEntries(Object.keys(change).map((key) => [key, undefined]));
      return { ...e, tiers: { ...e.tiers, [tier]: { ...current, ...cleared } } };
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    const result = validateProductForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      setFormError('Some fields need a fix before saving. They are marked below.');
      window.requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    const patch = diffProduct(product, result.value);
    if (isEmptyPatch(patch)) {
      setFormError(null);
      setNotice('Nothing to save: every field is as it was.');
      return;
    }
    setFormError(null);
    setNotice(null);
    update.mutate(
      { key: product.key, patch },
      {
        onSuccess: () => {
          toast.success('Product saved');
          onDone(true);
        },
        onError: (error) => {
          const message = errorMessage(error);
          setFormError(message);
          toast.error(message);
        },
      },
    );
  };

  const tiered = form.tiers.length > 0;

  return (
    <form
      id={id}
      ref={formRef}
      className={styles.editor}
      noValidate
      onSubmit={submit}
      aria-label={`Edit ${product.title}`}
    >
      <div className={styles.editorGrid}>
        <div className={styles.editorColumn}>
          <TextField
            id={`${fieldId}-title`}
            label="Title"
            value={form.title}
            maxLength={PRODUCT_LIMITS.title + 20}
            autoComplete="off"
            required
            error={errors.title}
            disabled={busy}
            onChange={(e) => set('title', e.target.value)}
          />
          <TextAreaField
            label="Description"
            hint={`Up to ${PRODUCT_LIMITS.description} characters (${form.description.trim().length} now).`}
            rows={6}
            value={form.description}
            required
            error={errors.description}
            disabled={busy}
            onChange={(e) => set('description', e.target.value)}
          />
          <SelectField
            label="Role given with a purchase"
            hint="Buyers get this role in the community."
            value={form.role}
            disabled={busy}
            onChange={(e) => {
              if (isRoleKey(e.target.value)) set('role', e.target.value);
            }}
          >
            {PRODUCT_ROLE_KEYS.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={styles.editorColumn}>
          <ImageField
            productTitle={product.title}
            value={form.imageUrl}
            savedUrl={product.imageUrl}
            error={errors.imageUrl}
            disabled={busy}
            onChange={(url) => set('imageUrl', url)}
            onUploadingChange={setUploading}
          />
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
              Leave the sale price empty for no sale; a sale price shows the original struck
              through.
              {tiered
                ? " The original price is tier 1's price; a sale takes the same share off every tier."
                : ''}
            </p>
          </fieldset>
        </div>
      </div>

      <FeatureListEditor
        legend="Features"
        lines={form.features}
        errors={errors.features}
        disabled={busy}
        onChange={(lines: FeatureLine[]) => set('features', lines)}
      />

      {tiered ? (
        <div className={styles.tiers}>
          <h3 className={styles.tiersTitle}>Tiers</h3>
          <div className={styles.tierGrid}>
            {form.tiers.map((tier) => {
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
      ) : null}

      <div className={styles.editorFooter}>
        <div className={styles.formMessage} role="alert">
          {formError ? (
            <>
              <CircleAlert size={16} aria-hidden="true" />
              <span>{formError}</span>
            </>
          ) : null}
        </div>
        <p className={styles.formNotice} role="status">
          {notice}
        </p>
        <div className={styles.editorActions}>
          <Button variant="ghost" disabled={busy} onClick={() => onDone(false)}>
            {dirty ? 'Discard changes' : COPY.chat.cancel}
          </Button>
          <Button
            type="submit"
            loading={busy}
            disabled={uploading}
            icon={<Save size={16} aria-hidden="true" />}
          >
            Save product
          </Button>
        </div>
      </div>
    </form>
  );
}
