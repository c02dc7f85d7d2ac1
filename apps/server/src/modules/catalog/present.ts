import {
  featureLabels,
  heldBadgeTier,
  holdsProduct,
  productFeatures,
  tierIncluding,
  unitPrice,
  PRODUCT_TYPES,
  type Holdings,
} from '@bbt/domain';
import { z } from 'zod';
import { badgeTierSchema, roleKeySchema } from '../../domain-schemas';
import type { ProductWithTiers } from './repo';

export const productSchema = z
  .object({
    key: z.string(),
    nameInUrl: z.string(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    originalPrice: z.number(),
    salePrice: z.number().nullable(),
    price: z
      .number()
      .describe('What one unit costs now: the sale price, else the original; tier 1 for the badge'),
    role: roleKeySchema,
    type: z.enum(PRODUCT_TYPES),
    features: z.array(z.string()).describe('What the product is: copy the console edits'),
    grants: z
      .array(z.string())
      .describe(
        'What buying it grants (tier 1 for the badge), from the entitlement table the server enforces',
      ),
    gallery: z.array(z.string()),
    soldOnce: z
      .boolean()
      .describe('Sold by a one-time purchase; false when only as a membership (decision 0071)'),
    tiers: z.array(
      z.object({
        tier: badgeTierSchema,
        title: z.string(),
        price: z.number(),
        features: z.array(z.string()),
        soldOnce: z.boolean(),
        grants: z.array(z.string()).describe('What this tier grants, from the entitlement table'),
      }),
    ),
    owned: z.boolean().describe('The signed-in member already holds the role this product grants'),
    heldTier: badgeTierSchema
      .nullable()
      .describe('The badge tier the member holds (higher tiers are sold as upgrades)'),
    accessUntil: z
      .string()
      .nullable()
      .describe('When the premium signals the member holds end (a renewal adds from there)'),
    includedInTier: badgeTierSchema
      .nullable()
      .describe("The member's badge tier that includes this product: owned, never sold again"),
  })
  .describe('Product');

export type ProductView = z.infer<typeof productSchema>;

/** What the storefront and the admin console both show of a product. */
export function productFields(product: ProductWithTiers) {
  return {
    key: product.key,
    nameInUrl: product.nameInUrl,
    title: product.title,
    description: product.description,
    imageUrl: product.imageUrl,
    originalPrice: product.originalPrice,
    salePrice: product.salePrice,
    role: product.role,
    type: product.type,
    features: product.features,
    gallery: product.gallery,
    soldOnce: product.soldOnce,
    tiers: product.tiers.map(({ tier, title, price, features, soldOnce }) => ({
      tier,
      title,
      price,
      features,
      soldOnce,
    })),
  };
}

/** What the product, and each of its tiers, grants: the entitlement table's labels. */
function productGrants(product: ProductWithTiers) {
  return {
    grants: featureLabels(productFeatures(product.role)),
    tiers: product.tiers.map(({ tier, title, price, features, soldOnce }) => ({
      tier,
      title,
      price,
      features,
      soldOnce,
      grants: featureLabels(productFeatures(product.role, tier)),
    })),
  };
}

/** A product for a visitor: with what the signed-in member holds of it, if anything. */
export function presentProduct(product: ProductWithTiers, holdings: Holdings | null): ProductView {
  const owned = holdings !== null && holdsProduct(product, holdings, new Date());
  const includedInTier = holdings === null ? null : tierIncluding(holdings, product.role);
  return {
    ...productFields(product),
    ...productGrants(product),
    price: unitPrice(product),
    includedInTier,
    owned,
    heldTier:
      holdings !== null && product.role === 'blue_badge_trader' ? heldBadgeTier(holdings) : null,
    accessUntil:
      owned && includedInTier === null && product.role === 'premium_signals'
        ? (holdings?.signalsUntil.toISOString() ?? null)
        : null,
  };
}
