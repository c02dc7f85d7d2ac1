import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { messages } from '../../db/schema';
import { uploads } from './schema';

export type UploadRow = typeof uploads.$inferSelect;

export async function findUpload(tx: Tx, id: string): Promise<UploadRow | undefined> {
  const [row] = await tx.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

/**
 * The upload, locked for the rest of the transaction, so that it can't be removed between the
 * checks of a send and the message that attaches it.
 */
export async function lockUpload(tx: Tx, id: string): Promise<UploadRow | undefined> {
  const [row] = await tx.select().from(uploads).where(eq(uploads.id, id)).for('update');
  return row;
}

export async function isUploadAttached(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.uploadId, id))
    .limit(1);
  return row !== undefined;
}

/** Withdraws the images of these messages; the caller deletes the messages in the same transaction. */
export async function withdrawUploadsOf(tx: Tx, messageIds: number[]): Promise<void> {
  if (messageIds.length === 0) return;
  const attached = tx
    .select({ id: messages.uploadId })
    .from(messages)
    .where(and(inArray(messages.id, messageIds), isNotNull(messages.uploadId)));
  await tx
    .update(uploads)
    .set({ withdrawnAt: new Date() })
    .where(and(inArray(uploads.id, attached), isNull(uploads.withdrawnAt)));
}

export function listWithdrawnUploads(tx: Tx, limit: number): Promise<UploadRow[]> {
  return tx
    .select()
    .from(uploads)
    .where(isNotNull(uploads.withdrawnAt))
    .orderBy(asc(uploads.withdrawnAt))
    .limit(limit);
}

export async function deleteWithdrawnUpload(tx: Tx, id: string): Promise<void> {
  await tx.delete(uploads).where(and(eq(uploads.id, id), isNotNull(uploads.withdrawnAt)));
}
