import { CircleAlert, Save } from 'lucide-react';
import { COPY, PRODUCT_ROLE_KEYS, ROLE_LABELS, isRoleKey } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { useProductForm } from '../hooks/use-product-form';
import type { AdminProduct } from '../types';
import { PRODUCT_LIMITS } from '../utils/product-form';
import type { FeatureLine } from '../utils/product-form';
import { FeatureListEditor } from './feature-list-editor';
import { ImageField } from './image-field';
import { ProductPriceFields } from './product-price-fields';
import { ProductTiersEditor } from './product-tiers-editor';
import styles from './products-admin.module.css';

interface ProductEditorProps {
  product: AdminProduct;
  id: string;
  /** Closes the editor; `saved` after a successful save. */
  onDone: (saved: boolean) => void;
  onStorefrontChanged?: () => void;
}

/**
 * Edits one product: its text, role, picture, prices, features and tiers, laid out here; the
 * form's state and save are `useProductForm`'s.
 */
export function ProductEditor({ product, id, onDone, onStorefrontChanged }: ProductEditorProps) {
  const {
    form,
    errors,
    formError,
    notice,
    setUploading,
    uploading,
    formRef,
    fieldId,
    busy,
    dirty,
    set,
    submit,
    setTier,
  } = useProductForm(product, onDone, onStorefrontChanged);
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
          <ProductPriceFields form={form} errors={errors} busy={busy} tiered={tiered} set={set} />
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
        <ProductTiersEditor tiers={form.tiers} errors={errors} busy={busy} setTier={setTier} />
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
