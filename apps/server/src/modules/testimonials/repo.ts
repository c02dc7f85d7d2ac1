import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { testimonials } from './schema';

export type TestimonialRow = typeof testimonials.$inferSelect;

export function listApproved(tx: Tx, limit: number): Promise<TestimonialRow[]> {
  return tx
    .select()
    .from(testimonials)
    .where(eq(testimonials.display, true))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
}

export function listByAuthor(tx: Tx, userId: string): Promise<TestimonialRow[]> {
  return tx
    .select()
    .from(testimonials)
    .where(eq(testimonials.userId, userId))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export async function insertTestimonial(
  tx: Tx,
  values: { userId: string; name: string; description: string; rating: number },
): Promise<TestimonialRow> {
  const [row] = await tx
    .insert(testimonials)
    .values({ ...values, display: false })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
