import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { BadgeTier } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { products, productTiers } from './schema';

export type ProductRow = typeof products.$inferSelect;
export type TierRow = typeof productTiers.$inferSelect;
export type ProductWithTiers = ProductRow & { tiers: TierRow[] };

async function withTiers(tx: Tx, rows: ProductRow[]): Promise<ProductWithTiers[]> {
  if (rows.length === 0) return [];
  const tiers = await tx
    .select()
    .from(productTiers)
    .where(
      inArray(
        productTiers.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productTiers.tier));
  return rows.map((row) => ({ ...row, tiers: tiers.filter((t) => t.productId === row.id) }));
}

/**
 * Every product, archived ones too: what orders, their settlement, refunds and deliveries read
 * (an archived product's orders keep working, decision 0059).
 */
export async function listProducts(tx: Tx): Promise<ProductWithTiers[]> {
  return withTiers(
    tx,
    await tx.select().from(products).orderBy(asc(products.position), asc(products.id)),
  );
}

/** The products on sale: the storefront, carts, new orders, redeems and coupons read these. */
export async function listProductsForSale(tx: Tx): Promise<ProductWithTiers[]> {
  return withTiers(
    tx,
    await tx
      .select()
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(asc(products.position), asc(products.id)),
  );
}

export async function findProductsByKeys(tx: Tx, keys: string[]): Promise<ProductWithTiers[]> {
  if (keys.length === 0) return [];
  return withTiers(tx, await tx.select().from(products).where(inArray(products.key, keys)));
}

/**
 * Whether a product (or one of its tiers) is sold by a one-time purchase (decision 0071):
 * the founder may sell it as a subscription only. False when no such product or tier.
 */
export async function setSoldOnce(
  tx: Tx,
  productId: number,
  tier: BadgeTier | null,
  soldOnce: boolean,
): Promise<boolean> {
  const written =
    tier === null
      ? await tx
          .update(products)
          .set({ soldOnce, updatedAt: new Date() })
          .where(eq(products.id, productId))
          .returning({ id: products.id })
      : await tx
          .update(productTiers)
          .set({ soldOnce })
          .where(and(eq(productTiers.productId, productId), eq(productTiers.tier, tier)))
          .returning({ id: productTiers.id });
  return written.length > 0;
}
