import { COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { recordAudit } from '../audit';
import type { TestimonialRow } from '../testimonials';
import { deleteTestimonial, setTestimonialDisplay } from './testimonials-repo';

export { countTestimonials, listTestimonials } from './testimonials-repo';

/** Approves (display true) or hides a testimonial, in the audit log under its author. */
export function setDisplay(
  db: Database,
  actorId: string,
  id: number,
  display: boolean,
): Promise<TestimonialRow> {
  return db.transaction(async (tx) => {
    const updated = await setTestimonialDisplay(tx, id, display);
    if (!updated) throw notFound(COPY.server.admin.noSuchTestimonial);
    await recordAudit(tx, {
      actorId,
      action: display ? 'testimonial-approve' : 'testimonial-hide',
      targetId: updated.userId,
      details: { testimonial: updated.id, name: updated.name },
    });
    return updated;
  });
}

export function removeTestimonial(db: Database, actorId: string, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await deleteTestimonial(tx, id);
    if (!row) throw notFound(COPY.server.admin.noSuchTestimonial);
    await recordAudit(tx, {
      actorId,
      action: 'testimonial-delete',
      targetId: row.userId,
      details: { testimonial: row.id, name: row.name },
    });
  });
}
