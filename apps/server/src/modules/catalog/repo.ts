import { asc, inArray, isNull } from 'drizzle-orm';
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
