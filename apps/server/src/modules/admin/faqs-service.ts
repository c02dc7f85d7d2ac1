import { COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit';
import {
  deleteFaq,
  insertFaqLast,
  listFaqs,
  lockFaqs,
  setFaqPositions,
  updateFaq,
  type FaqFields,
  type FaqRow,
} from './faqs-repo';

export { listFaqs } from './faqs-repo';

export function addFaq(db: Database, actorId: string, fields: FaqFields): Promise<FaqRow> {
  return db.transaction(async (tx) => {
    await lockFaqs(tx);
    const row = await insertFaqLast(tx, fields);
    await recordAudit(tx, { actorId, action: 'faq-create', details: { header: row.header } });
    return row;
  });
}

export function changeFaq(
  db: Database,
  actorId: string,
  id: number,
  patch: Partial<FaqFields>,
): Promise<FaqRow> {
  return db.transaction(async (tx) => {
    const row = await updateFaq(tx, id, patch);
    if (!row) throw notFound(COPY.server.admin.noSuchQuestion);
    await recordAudit(tx, { actorId, action: 'faq-update', details: { header: row.header } });
    return row;
  });
}

/** Puts the FAQ in the order of `ids`, which must name every question exactly once. */
export function reorderFaqs(db: Database, actorId: string, ids: number[]) {
  return db.transaction(async (tx) => {
    await lockFaqs(tx);
    const current = (await listFaqs(tx)).map((f) => f.id);
    const sameSet =
      new Set(ids).size === ids.length &&
      ids.length === current.length &&
      ids.every((id) => current.includes(id));
    if (!sameSet) throw badRequest(COPY.server.admin.everyQuestionOnce, 'order_mismatch');
    if (ids.length > 0) await setFaqPositions(tx, ids);
    await recordAudit(tx, { actorId, action: 'faq-reorder', details: { ids } });
    return listFaqs(tx);
  });
}

export function removeFaq(db: Database, actorId: string, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await deleteFaq(tx, id);
    if (!row) throw notFound(COPY.server.admin.noSuchQuestion);
    await recordAudit(tx, { actorId, action: 'faq-delete', details: { header: row.header } });
  });
}
