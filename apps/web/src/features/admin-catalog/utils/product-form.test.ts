import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../types';
import {
  diffProduct,
  isEmptyPatch,
  isFormDirty,
  newLine,
  productToForm,
  validateLines,
  validateProductForm,
} from './product-form';
import type { ProductForm } from './product-form';

const indicator: AdminProduct = {
  key: 'indicator',
  nameInUrl: 'indicator',
  title: 'Blue Badge Indicator',
  description: 'Signals on your chart.',
  imageUrl: '/api/product-images/a.webp',
  originalPrice: 99,
  salePrice: 79.5,
  role: 'blue_badge_trader',
  type: 'indicator',
  features: ['Alerts', 'Any market'],
  gallery: [],
  soldOnce: true,
  seededGallery: [],
  tiers: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  archivedAt: null,
};

const badge: AdminProduct = {
  ...indicator,
  key: 'badge',
  nameInUrl: 'badge',
  title: 'Blue Badge',
  salePrice: null,
  type: 'course',
  tiers: [
    { tier: 1, title: 'Starter', price: 49, features: ['Course'], soldOnce: true },
    { tier: 2, title: 'Pro', price: 99, features: ['Course', 'Calls'], soldOnce: true },
  ],
};

const texts = (form: ProductForm) => form.features.map((line) => line.text);

describe('productToForm', () => {
  it('shows prices with cents and no sale as an empty field', () => {
    const form = productToForm(badge);
    expect(form.originalPrice).toBe('99.00');
    expect(form.salePrice).toBe('');
    expect(form.tiers.map((t) => [t.tier, t.title, t.price])).toEqual([
      [1, 'Starter', '49.00'],
      [2, 'Pro', '99.00'],
    ]);
    expect(productToForm(indicator).salePrice).toBe('79.50');
  });

  it('gives every feature line its own id', () => {
    const form = productToForm(badge);
    const ids = [...form.features, ...form.tiers.flatMap((t) => t.features)].map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(texts(form)).toEqual(['Alerts', 'Any market']);
  });
});

describe('isFormDirty', () => {
  it('ignores line ids but notices edits and moves', () => {
    const a = productToForm(indicator);
    const b = productToForm(indicator);
    expect(isFormDirty(a, b)).toBe(false);
    expect(isFormDirty(a, { ...b, title: 'New' })).toBe(true);
    expect(isFormDirty(a, { ...b, features: [...b.features].reverse() })).toBe(true);
  });
});

describe('validateLines', () => {
  it('trims lines and flags empty and too long ones by id', () => {
    const ok = newLine('  Alerts ');
    const empty = newLine('   ');
    const long = newLine('x'.repeat(201));
    const result = validateLines([ok, empty, long]);
    expect(result.values).toEqual(['Alerts', '', 'x'.repeat(201)]);
    expect(result.errors).toEqual({
      lines: {
        [empty.id]: 'Write this feature or remove the line',
        [long.id]: 'Too long (at most 200 characters)',
      },
    });
  });

  it('allows at most 20 lines', () => {
    const lines = Array.from({ length: 21 }, (_, i) => newLine(`Feature ${i}`));
    expect(validateLines(lines).errors).toEqual({ list: 'At most 20 features', lines: {} });
    expect(validateLines(lines.slice(0, 20)).errors).toBeUndefined();
  });
});

describe('validateProductForm', () => {
  it('answers trimmed values for a valid form', () => {
    const form = { ...productToForm(indicator), title: '  Indicator  ', salePrice: '' };
    const result = validateProductForm(form);
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Indicator',
        description: 'Signals on your chart.',
        imageUrl: '/api/product-images/a.webp',
        originalPrice: 99,
        salePrice: null,
        role: 'blue_badge_trader',
        features: ['Alerts', 'Any market'],
        tiers: [],
      },
    });
  });

  it('points at each invalid field', () => {
    const form: ProductForm = {
      ...productToForm(indicator),
      title: ' ',
      description: 'd'.repeat(2001),
      imageUrl: '',
      originalPrice: '12.345',
      salePrice: 'cheap',
    };
    const result = validateProductForm(form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: 'Title is required',
      description: 'Description is too long (at most 2000 characters)',
      imageUrl: 'Choose an image',
      originalPrice: 'Original price can have at most 2 decimals (cents)',
      salePrice: 'Sale price must be a number, like 49.99',
    });
  });

  it('wants the sale price lower than the original', () => {
    const result = validateProductForm({
      ...productToForm(indicator),
      originalPrice: '50',
      salePrice: '50.00',
    });
    expect(result.ok ? null : result.errors.salePrice).toBe(
      'Sale price must be lower than the original price',
    );
  });

  it("measures a tiered product's sale against tier 1, as the server does", () => {
    const form = productToForm(badge);
    const [first, second] = form.tiers;
    if (!first || !second) throw new Error('two tiers expected');
    // Tier 1 raised to 200 (the disabled original field still says 49): a sale at 150 is fine.
    const raised = { ...form, salePrice: '150', tiers: [{ ...first, price: '200' }, second] };
    expect(validateProductForm(raised).ok).toBe(true);
    // Tier 1 lowered to 40 under a sale at 45: refused on the sale field.
    const lowered = { ...form, salePrice: '45', tiers: [{ ...first, price: '40' }, second] };
    const result = validateProductForm(lowered);
    expect(result.ok ? null : result.errors.salePrice).toBe(
      'Sale price must be lower than the original price',
    );
    // A sale so deep that tier 2 would cost nothing.
    const deep = {
      ...form,
      salePrice: '0.01',
      tiers: [
        { ...first, price: '100' },
        { ...second, price: '0.40' },
      ],
    };
    const free = validateProductForm(deep);
    expect(free.ok ? null : free.errors.salePrice).toBe('With this sale tier 2 would cost nothing');
  });

  it('checks each tier by its number', () => {
    const form = productToForm(badge);
    const [first, second] = form.tiers;
    if (!first || !second) throw new Error('two tiers expected');
    const broken = {
      ...form,
      tiers: [
        { ...first, price: '0' },
        { ...second, title: '', features: [...second.features, newLine('')] },
      ],
    };
    const result = validateProductForm(broken);
    if (result.ok) throw new Error('expected errors');
    expect(result.errors.tiers?.[1]).toMatchObject({ price: 'Tier 1 price must be more than 0' });
    expect(result.errors.tiers?.[2]?.title).toBe('Tier 2 title is required');
    expect(Object.values(result.errors.tiers?.[2]?.features?.lines ?? {})).toEqual([
      'Write this feature or remove the line',
    ]);
    expect(result.errors.title).toBeUndefined();
  });
});

function valuesOf(form: ProductForm) {
  const result = validateProductForm(form);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('diffProduct', () => {
  it('is empty when nothing changed (prices compared in cents)', () => {
    const form = { ...productToForm(badge), originalPrice: '99' };
    const patch = diffProduct(badge, valuesOf(form));
    expect(patch).toEqual({});
    expect(isEmptyPatch(patch)).toBe(true);
  });

  it('sends only the changed fields', () => {
    const form = productToForm(indicator);
    const patch = diffProduct(
      indicator,
      valuesOf({
        ...form,
        title: 'Indicator Pro',
        originalPrice: '120',
        role: 'premium_trader',
        features: [...form.features].reverse(),
      }),
    );
    expect(patch).toEqual({
      title: 'Indicator Pro',
      originalPrice: 120,
      role: 'premium_trader',
      features: ['Any market', 'Alerts'],
    });
    expect(isEmptyPatch(patch)).toBe(false);
  });

  it('removes a sale with null and sets a new image', () => {
    const form = productToForm(indicator);
    const patch = diffProduct(
      indicator,
      valuesOf({ ...form, salePrice: '', imageUrl: '/api/product-images/b.webp' }),
    );
    expect(patch).toEqual({ salePrice: null, imageUrl: '/api/product-images/b.webp' });
  });

  it('sends every tier when one tier changed', () => {
    const form = productToForm(badge);
    const [first, second] = form.tiers;
    if (!first || !second) throw new Error('two tiers expected');
    const patch = diffProduct(
      badge,
      valuesOf({ ...form, tiers: [first, { ...second, price: '89.99' }] }),
    );
    expect(patch).toEqual({
      tiers: [
        { tier: 1, title: 'Starter', price: 49, features: ['Course'] },
        { tier: 2, title: 'Pro', price: 89.99, features: ['Course', 'Calls'] },
      ],
    });
  });

  it('never sends tiers for a product without tiers', () => {
    expect(diffProduct(indicator, valuesOf(productToForm(indicator)))).toEqual({});
  });
});
