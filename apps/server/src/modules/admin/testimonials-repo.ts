import { count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { testimonials } from '../../db/schema';
import type { TestimonialRow } from '../testimonials';

export type TestimonialStatus = 'pending' | 'shown' | 'all';

/** Testimonials newest first: waiting for approval (pending), shown, or all. */
export function listTestimonials(tx: Tx, status: TestimonialStatus): Promise<TestimonialRow[]> {
  return tx
    .select()
    .from(testimonials)
    .where(status === 'all' ? undefined : eq(testimonials.display, status === 'shown'))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

/** How many testimonials wait for approval and how many are shown. */
export async function countTestimonials(tx: Tx): Promise<{ pending: number; shown: number }> {
  const totals = await tx
    .select({ display: testimonials.display, n: count() })
    .from(testimonials)
    .groupBy(testimonials.display);
  const countOf = (display: boolean) => totals.find((t) => t.display === display)?.n ?? 0;
  return { pending: countOf(false), shown: countOf(true) };
}

export async function setTestimonialDisplay(
  tx: Tx,
  id: number,
  display: boolean,
): Promise<TestimonialRow | undefined> {
  const [row] = await tx
    .update(testimonials)
    .set({ display })
    .where(eq(testimonials.id, id))
    .returning();
  return row;
}

export async function deleteTestimonial(tx: Tx, id: number): Promise<TestimonialRow | undefined> {
  const [row] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
  return row;
}
