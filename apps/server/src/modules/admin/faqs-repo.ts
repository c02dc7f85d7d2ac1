import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { faqs } from '../../db/schema';

export type FaqRow = typeof faqs.$inferSelect;
export type FaqFields = Pick<FaqRow, 'header' | 'description'>;

export const listFaqs = (tx: Tx) =>
  tx
    .select({
      id: faqs.id,
      header: faqs.header,
      description: faqs.description,
      position: faqs.position,
    })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.id));

/** One writer at a time, so two new questions never share a position. */
export async function lockFaqs(tx: Tx) {
  await tx.execute(sql`lock table ${faqs} in share row exclusive mode`);
}

/** Adds a question after the last one (call under lockFaqs). */
export async function insertFaqLast(tx: Tx, fields: FaqFields): Promise<FaqRow> {
  const [row] = await tx
    .insert(faqs)
    .values({
      ...fields,
      position: sql`coalesce((select max(${faqs.position}) from ${faqs}), -1) + 1`,
    })
    .returning();
  return row!;
}

export async function updateFaq(
  tx: Tx,
  id: number,
  patch: Partial<FaqFields>,
): Promise<FaqRow | undefined> {
  const [row] = await tx.update(faqs).set(patch).where(eq(faqs.id, id)).returning();
  return row;
}

/** Every row at once: its position is its index in `ids` (each id is there, once). */
export async function setFaqPositions(tx: Tx, ids: readonly number[]) {
  const order = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx
    .update(faqs)
    .set({ position: sql`array_position(array[${order}]::int[], ${faqs.id}) - 1` });
}

export async function deleteFaq(tx: Tx, id: number): Promise<FaqRow | undefined> {
  const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
  return row;
}
