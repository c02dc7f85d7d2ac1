import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { faqs } from './schema';

/** The questions in display order. */
export function listFaqs(tx: Tx) {
  return tx
    .select({ id: faqs.id, header: faqs.header, description: faqs.description })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.id));
}
