import { eq } from 'drizzle-orm';
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
