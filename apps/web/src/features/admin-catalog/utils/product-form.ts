import { ADMIN_LIMITS, tierFreeUnderSale, toCents } from '@bbt/domain';
import type { BadgeTier, RoleKey } from '@bbt/domain';
import type { AdminProduct, AdminProductTier, ProductPatch } from '../types';
import { formatPriceInput, parseOptionalPrice, parsePrice, saleProblem } from './price';
import { textProblem } from './text';

/** The server's limits for PATCH /api/admin/products/:key. */
export const PRODUCT_LIMITS = ADMIN_LIMITS.product;

/** One line of an editable list; the id keeps React keys and focus stable while lines move. */
export interface FeatureLine {
  id: string;
  text: string;
}

export interface TierForm {
  tier: BadgeTier;
  title: string;
  price: string;
  features: FeatureLine[];
}

/** What the product editor holds: text as typed, prices included. */
export interface ProductForm {
  title: string;
  description: string;
  imageUrl: string;
  originalPrice: string;
  /** Empty: no sale. */
  salePrice: string;
  role: RoleKey;
  features: FeatureLine[];
  tiers: TierForm[];
}

/** Errors of an editable list: one for the whole list, and one per line (by line id). */
export interface ListErrors {
  list?: string;
  lines: Record<string, string>;
}

export interface TierErrors {
  title?: string;
  price?: string;
  features?: ListErrors;
}

export interface ProductFormErrors {
  title?: string;
  description?: string;
  imageUrl?: string;
  originalPrice?: string;
  salePrice?: string;
  features?: ListErrors;
  tiers?: Partial<Record<BadgeTier, TierErrors>>;
}

/** A valid form, read into the values the server takes. */
export interface ProductValues {
  title: string;
  description: string;
  imageUrl: string;
  originalPrice: number;
  salePrice: number | null;
  role: RoleKey;
  features: string[];
  tiers: AdminProductTier[];
}

let lineCounter = 0;

/** A new list line with an id of its own. */
export function newLine(text = ''): FeatureLine {
  lineCounter += 1;
  return { id: `line-${lineCounter}`, text };
}

const toLines = (texts: readonly string[]): FeatureLine[] => texts.map((text) => newLine(text));

/** The editor's starting point: the product as it is saved. */
export function productToForm(product: AdminProduct): ProductForm {
  return {
    title: product.title,
    description: product.description,
    imageUrl: product.imageUrl,
    originalPrice: formatPriceInput(product.originalPrice),
    salePrice: formatPriceInput(product.salePrice),
    role: product.role,
    features: toLines(product.features),
    tiers: product.tiers.map((tier) => ({
      tier: tier.tier,
      title: tier.title,
      price: formatPriceInput(tier.price),
      features: toLines(tier.features),
    })),
  };
}

/** The form without line ids, to tell whether anything was typed. */
function snapshot(form: ProductForm) {
  const texts = (lines: FeatureLine[]) => lines.map((line) => line.text);
  return JSON.stringify({
    ...form,
    features: texts(form.features),
    tiers: form.tiers.map((tier) => ({ ...tier, features: texts(tier.features) })),
  });
}

/** Whether the form differs from `initial` (line ids aside). */
export function isFormDirty(initial: ProductForm, form: ProductForm): boolean {
  return snapshot(initial) !== snapshot(form);
}

/** Trims every line; an empty or too long line, or too many lines, is an error. */
export function validateLines(lines: readonly FeatureLine[]): {
  values: string[];
  errors?: ListErrors;
} {
  const errors: ListErrors = { lines: {} };
  const values = lines.map((line) => {
    const text = line.text.trim();
    if (text === '') errors.lines[line.id] = 'Write this feature or remove the line';
    else if (text.length > PRODUCT_LIMITS.feature) {
      errors.lines[line.id] = `Too long (at most ${PRODUCT_LIMITS.feature} characters)`;
    }
    return text;
  });
  if (lines.length > PRODUCT_LIMITS.features) {
    errors.list = `At most ${PRODUCT_LIMITS.features} features`;
  }
  const failed = errors.list !== undefined || Object.keys(errors.lines).length > 0;
  return failed ? { values, errors } : { values };
}

function isEmpty(record: object): boolean {
  return Object.values(record).every((value) => value === undefined);
}

/**
 * Checks the form as the server would (decision 0010) so the editor can point at the
 * field: texts required and within limits, prices above 0 with at most 2 decimals, a sale
 * price lower than the original, feature lines not empty. The server still decides.
 */
export function validateProductForm(
  form: ProductForm,
): { ok: true; value: ProductValues } | { ok: false; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const title = form.title.trim();
  const description = form.description.trim();
  errors.title = textProblem('Title', title, PRODUCT_LIMITS.title);
  errors.description = textProblem('Description', description, PRODUCT_LIMITS.description);
  errors.imageUrl = form.imageUrl === '' ? 'Choose an image' : undefined;

  const original = parsePrice('Original price', form.originalPrice);
  const sale = parseOptionalPrice('Sale price', form.salePrice);
  if (!original.ok) errors.originalPrice = original.error;
  if (!sale.ok) errors.salePrice = sale.error;

  const features = validateLines(form.features);
  errors.features = features.errors;

  const tierErrors: Partial<Record<BadgeTier, TierErrors>> = {};
  const tiers: AdminProductTier[] = form.tiers.map((tier) => {
    const label = `Tier ${tier.tier}`;
    const tierTitle = tier.title.trim();
    const price = parsePrice(`${label} price`, tier.price);
    const lines = validateLines(tier.features);
    const problems: TierErrors = {
      title: textProblem(`${label} title`, tierTitle, PRODUCT_LIMITS.title),
      price: price.ok ? undefined : price.error,
      features: lines.errors,
    };
    if (!isEmpty(problems)) tierErrors[tier.tier] = problems;
    return {
      tier: tier.tier,
      title: tierTitle,
      price: price.ok ? price.value : Number.NaN,
      features: lines.values,
    };
  });
  errors.tiers = isEmpty(tierErrors) ? undefined : tierErrors;

  // A tiered product's original price is tier 1's, as the server has it (unitPrice).
  const listPrice =
    form.tiers.length > 0
      ? tiers.find((t) => t.tier === 1)?.price
      : original.ok
        ? original.value
        : undefined;
  if (sale.ok && listPrice !== undefined && Number.isFinite(listPrice)) {
    errors.salePrice = saleProblem(listPrice, sale.value) ?? undefined;
    const free = tiers.every((t) => Number.isFinite(t.price))
      ? tierFreeUnderSale({ originalPrice: listPrice, salePrice: sale.value, tiers })
      : null;
    if (!errors.salePrice && free !== null)
      errors.salePrice = `With this sale tier ${free} would cost nothing`;
  }

  if (!isEmpty(errors) || !original.ok || !sale.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title,
      description,
      imageUrl: form.imageUrl,
      originalPrice: original.value,
      salePrice: sale.value,
      role: form.role,
      features: features.values,
      tiers,
    },
  };
}

const samePrice = (a: number | null, b: number | null): boolean =>
  a === null || b === null ? a === b : toCents(a) === toCents(b);

const sameStrings = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);

function sameTiers(a: readonly AdminProductTier[], b: readonly AdminProductTier[]): boolean {
  return (
    a.length === b.length &&
    a.every((tier, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        tier.tier === other.tier &&
        tier.title === other.title &&
        samePrice(tier.price, other.price) &&
        sameStrings(tier.features, other.features)
      );
    })
  );
}

/**
 * The PATCH body: only the fields whose value differs from the saved product. Tiers go as a
 * whole (the server wants every tier) when any of them changed, and only for tiered products.
 */
export function diffProduct(product: AdminProduct, values: ProductValues): ProductPatch {
  const patch: ProductPatch = {};
  if (values.title !== product.title) patch.title = values.title;
  if (values.description !== product.description) patch.description = values.description;
  if (values.imageUrl !== product.imageUrl) patch.imageUrl = values.imageUrl;
  if (!samePrice(values.originalPrice, product.originalPrice)) {
    patch.originalPrice = values.originalPrice;
  }
  if (!samePrice(values.salePrice, product.salePrice)) patch.salePrice = values.salePrice;
  if (values.role !== product.role) patch.role = values.role;
  if (!sameStrings(values.features, product.features)) patch.features = values.features;
  if (product.tiers.length > 0 && !sameTiers(values.tiers, product.tiers)) {
    patch.tiers = values.tiers;
  }
  return patch;
}

export const isEmptyPatch = (patch: ProductPatch): boolean => Object.keys(patch).length === 0;
