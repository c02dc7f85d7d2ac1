import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, productTiers } from '../../db/schema';

export type ProductFields = Partial<
  Pick<
    typeof products.$inferInsert,
    | 'title'
    | 'description'
    | 'imageUrl'
    | 'originalPrice'
    | 'salePrice'
    | 'role'
    | 'features'
    | 'gallery'
  >
>;
export type TierFields = Pick<typeof productTiers.$inferInsert, 'title' | 'price' | 'features'>;

/** Locks the product's row for the rest of the transaction. */
export async function lockProduct(
  tx: Tx,
  key: string,
): Promise<{ id: number; gallery: string[] } | undefined> {
  const [locked] = await tx
    .select({ id: products.id, gallery: products.gallery })
    .from(products)
    .where(eq(products.key, key))
    .for('update');
  return locked;
}

/** Changes the product's fields and marks it updated now. */
export async function updateProduct(tx: Tx, id: number, fields: ProductFields): Promise<void> {
  await tx
    .update(products)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export async function updateTier(tx: Tx, tierId: number, fields: TierFields): Promise<void> {
  await tx.update(productTiers).set(fields).where(eq(productTiers.id, tierId));
}

/** A product holding this key or URL name, if any: both are unique. */
export async function findProductNamed(tx: Tx, key: string, nameInUrl: string) {
  const [row] = await tx
    .select({ key: products.key, nameInUrl: products.nameInUrl })
    .from(products)
    .where(or(eq(products.key, key), eq(products.nameInUrl, nameInUrl)))
    .limit(1);
  return row;
}

/** A new product, after every other: the storefront lists products by position. */
export async function insertProduct(
  tx: Tx,
  fields: Omit<typeof products.$inferInsert, 'id' | 'position' | 'gallery' | 'archivedAt'>,
): Promise<void> {
  await tx.insert(products).values({
    ...fields,
    position: sql`(select coalesce(max(${products.position}), 0) + 1 from ${products})`,
  });
}

/** Takes a product off the storefront; false when it was archived already. */
export async function archiveProductRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .returning({ id: products.id });
  return rows.length === 1;
}
