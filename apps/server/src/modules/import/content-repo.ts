import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { faqs, products, testimonials } from '../../db/schema';

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A product this import made, or the one with the same key or address (the seeded ones). */
export async function findProduct(
  tx: Tx,
  previous: string | undefined,
  key: string,
  nameInUrl: string,
) {
  const where = previous
    ? eq(products.id, Number(previous))
    : or(eq(products.key, key), eq(products.nameInUrl, nameInUrl));
  const [row] = await tx
    .select({
      id: products.id,
      imageUrl: products.imageUrl,
      hasTiers: sql<boolean>`exists (select 1 from product_tiers t where t.product_id = ${products.id})`,
    })
    .from(products)
    .where(where)
    .limit(1);
  return row;
}

export async function insertProduct(tx: Tx, values: ProductValues): Promise<number> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateProduct(tx: Tx, id: number, values: Partial<ProductValues>) {
  await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** The FAQ this import made, else the one asking the same question. */
export async function upsertFaq(
  tx: Tx,
  previous: string | undefined,
  values: { header: string; description: string; position: number },
): Promise<number> {
  if (previous) {
    const [row] = await tx
      .update(faqs)
      .set(values)
      .where(eq(faqs.id, Number(previous)))
      .returning({ id: faqs.id });
    if (row) return row.id;
  }
  const [row] = await tx
    .insert(faqs)
    .values(values)
    .onConflictDoUpdate({
      target: faqs.header,
      set: { description: values.description, position: values.position },
    })
    .returning({ id: faqs.id });
  if (!row) throw new Error('upsert returned no row');
  return row.id;
}

export type TestimonialValues = Omit<typeof testimonials.$inferInsert, 'id'>;

export async function upsertTestimonial(
  tx: Tx,
  previous: string | undefined,
  values: TestimonialValues,
): Promise<number> {
  if (previous) {
    const [row] = await tx
      .update(testimonials)
      .set(values)
      .where(eq(testimonials.id, Number(previous)))
      .returning({ id: testimonials.id });
    if (row) return row.id;
  }
  const [row] = await tx.insert(testimonials).values(values).returning({ id: testimonials.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
