import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox } from './schema';

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'kind' | 'to' | 'subject' | 'text' | 'html' | 'headers' | 'dedupeKey'
>;

/** Writes a mail; a second mail with the same dedupe key (the same event) is not written. */
export async function insertMail(tx: Tx, mail: NewMail, status: 'pending' | 'kept') {
  await tx
    .insert(mailOutbox)
    .values({ ...mail, status })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/**
 * Claims up to `limit` pending mails whose time has come, for `leaseMs`: their next attempt
 * moves past the lease and their attempts count goes up, in one statement. Another sender
 * skips rows this one has locked (SKIP LOCKED) and re-checks the condition on the rest, so a
 * mail is claimed by one sender at a time; if this process dies mid-send, the lease runs out
 * and the mail is tried again. Times are the database's, so instances' clocks don't matter.
 */
export async function claimDueMails(tx: Tx, limit: number, leaseMs: number): Promise<MailRow[]> {
  const due = and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`));
  const candidates = tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due)
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(and(inArray(mailOutbox.id, candidates), due))
    .returning();
}

export async function markMailSent(tx: Tx, id: number) {
  await tx
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** A temporary failure: the mail waits `delayMs` for its next attempt. */
export async function scheduleMailRetry(tx: Tx, id: number, error: string, delayMs: number) {
  await tx
    .update(mailOutbox)
    .set({
      lastError: error,
      nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** The mail server refused the mail for good (an unknown recipient): trying again won't help. */
export async function markMailFailed(tx: Tx, id: number, error: string) {
  await tx
    .update(mailOutbox)
    .set({ status: 'failed', lastError: error })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

export async function listMails(tx: Tx, page: { offset: number; limit: number }) {
  const rows = await tx
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await tx.select({ n: count() }).from(mailOutbox);
  return { rows, total: total?.n ?? 0 };
}

export async function findMail(tx: Tx, id: number): Promise<MailRow | undefined> {
  const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}
