import { isRoleKey, unitPrice, type RoleFlags } from '@bbt/domain';
import { z } from 'zod';
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
    role: z.string(),
    type: z.enum(['indicator', 'course', 'signals']),
    features: z.array(z.string()),
    gallery: z.array(z.string()),
    tiers: z.array(
      z.object({
        tier: z.number().int(),
        title: z.string(),
        price: z.number(),
        features: z.array(z.string()),
      }),
    ),
    owned: z.boolean().describe('The signed-in member already holds the role this product grants'),
  })
  .describe('Product');

export type ProductView = z.infer<typeof productSchema>;

/** A member owns a product when they hold the role it grants. */
export function ownsProduct(
  roles: RoleFlags | null,
  product: Pick<ProductWithTiers, 'role'>,
): boolean {
  return Boolean(roles && isRoleKey(product.role) && roles[product.role]);
}

export function presentProduct(product: ProductWithTiers, roles: RoleFlags | null): ProductView {
  return {
    key: product.key,
    nameInUrl: product.nameInUrl,
    title: product.title,
    description: product.description,
    imageUrl: product.imageUrl,
    originalPrice: product.originalPrice,
    salePrice: product.salePrice,
    price: unitPrice(product),
    role: product.role,
    type: product.type,
    features: product.features,
    gallery: product.gallery,
    tiers: product.tiers.map(({ tier, title, price, features }) => ({
      tier,
      title,
      price,
      features,
    })),
    owned: ownsProduct(roles, product),
  };
}
