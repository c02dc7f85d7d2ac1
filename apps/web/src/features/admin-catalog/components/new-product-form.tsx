import { useId, useState, type FormEvent } from 'react';
import {
  ADMIN_LIMITS,
  NEW_PRODUCT_ROLE_KEYS,
  PRODUCT_SLUG,
  PRODUCT_SLUG_RULE,
  ROLE_LABELS,
  type RoleKey,
} from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateProduct } from '../api/product-lifecycle';
import type { AdminProductType, NewProduct } from '../types';
import { parseOptionalPrice, parsePrice, saleProblem } from '../utils/price';
import { ImageField } from './image-field';
import styles from './products-admin.module.css';

const TYPES: Array<{ value: AdminProductType; label: string }> = [
  { value: 'course', label: 'Course' },
  { value: 'indicator', label: 'Indicator' },
  { value: 'signals', label: 'Signals' },
];

interface Draft {
  title: string;
  key: string;
  description: string;
  imageUrl: string;
  price: string;
  salePrice: string;
  role: RoleKey;
  type: AdminProductType;
  features: string;
}
const EMPTY: Draft = {
  title: '',
  key: '',
  description: '',
  imageUrl: '',
  price: '',
  salePrice: '',
  role: 'premium_trader',
  type: 'course',
  features: '',
};

/** The key a title suggests: lower-case words joined by dashes (the founder may change it). */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** The request the draft makes, or what is wrong with it first (the server checks it again). */
function readDraft(draft: Draft): { product: NewProduct } | { problem: string } {
  const key = draft.key.trim();
  if (!draft.title.trim()) return { problem: 'Give the product a title' };
  if (!PRODUCT_SLUG.test(key)) return { problem: `The key ${PRODUCT_SLUG_RULE}` };
  if (!draft.description.trim()) return { problem: 'Describe the product' };
  if (!draft.imageUrl) return { problem: 'Upload a picture of the product' };
  const price = parsePrice('Price', draft.price);
  if (!price.ok) return { problem: price.error };
  const sale = parseOptionalPrice('Sale price', draft.salePrice);
  if (!sale.ok) return { problem: sale.error };
  const problem = saleProblem(price.value, sale.value);
  if (problem) return { problem };
  const features = draft.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (features.length > ADMIN_LIMITS.product.features)
    return { problem: `List at most ${ADMIN_LIMITS.product.features} features` };
  return {
    product: {
      key,
      nameInUrl: key,
      title: draft.title.trim(),
      description: draft.description.trim(),
      imageUrl: draft.imageUrl,
      originalPrice: price.value,
      salePrice: sale.value,
      role: draft.role as NewProduct['role'],
      type: draft.type,
      features,
    },
  };
}

/**
 * Adds a product to the shop (the founder's, decision 0059): what it grants is its role's row of
 * the entitlement table, so the form names the role, never promises of its own. The badge's
 * tiered plan is not made here.
 */
export function NewProductForm({ onStorefrontChanged }: { onStorefrontChanged?: () => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [keyEdited, setKeyEdited] = useState(false);
  const create = useCreateProduct(onStorefrontChanged);
  const toast = useToast();
  const headingId = useId();
  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readDraft(draft);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    create.mutate(read.product, {
      onSuccess: (product) => {
        toast.success(`${product.title} is on the storefront at /products/${product.nameInUrl}`);
        setDraft(EMPTY);
        setKeyEdited(false);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const busy = create.isPending || uploading;
  return (
    <section className={styles.newProduct} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.newProductTitle}>
        New product
      </h2>
      <form
        className={styles.newProductForm}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={headingId}
      >
        <TextField
          label="Title"
          value={draft.title}
          maxLength={ADMIN_LIMITS.product.title}
          onChange={(event) =>
            set({
              title: event.target.value,
              ...(!keyEdited && { key: slugOf(event.target.value) }),
            })
          }
          required
        />
        <TextField
          label="Key"
          hint="Also its address: /products/<key>. Lower-case letters, digits and dashes."
          value={draft.key}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setKeyEdited(true);
            set({ key: event.target.value });
          }}
          required
        />
        <TextAreaField
          label="Description"
          className={styles.newProductWide}
          value={draft.description}
          maxLength={ADMIN_LIMITS.product.description}
          rows={3}
          onChange={(event) => set({ description: event.target.value })}
          required
        />
        <div className={styles.newProductWide}>
          <ImageField
            productTitle={draft.title || 'the new product'}
            value={draft.imageUrl}
            savedUrl=""
            disabled={create.isPending}
            onChange={(imageUrl) => set({ imageUrl })}
            onUploadingChange={setUploading}
          />
        </div>
        <TextField
          label="Price (USD)"
          inputMode="decimal"
          value={draft.price}
          onChange={(event) => set({ price: event.target.value })}
          required
        />
        <TextField
          label="Sale price (optional)"
          inputMode="decimal"
          value={draft.salePrice}
          onChange={(event) => set({ salePrice: event.target.value })}
        />
        <SelectField
          label="Grants the role"
          hint="What buying it gives is that role's row of the entitlement table."
          value={draft.role}
          onChange={(event) => set({ role: event.target.value as RoleKey })}
        >
          {NEW_PRODUCT_ROLE_KEYS.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Type"
          value={draft.type}
          onChange={(event) => set({ type: event.target.value as AdminProductType })}
        >
          {TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Features (one per line, optional)"
          className={styles.newProductWide}
          value={draft.features}
          rows={3}
          onChange={(event) => set({ features: event.target.value })}
        />
        <div className={styles.newProductSubmit}>
          {problem ? (
            <p className={styles.newProductProblem} role="alert">
              {problem}
            </p>
          ) : null}
          <Button type="submit" loading={create.isPending} disabled={busy}>
            Add product
          </Button>
        </div>
      </form>
    </section>
  );
}
