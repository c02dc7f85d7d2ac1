import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { meetings } from './schema';

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeeting = Pick<
  typeof meetings.$inferInsert,
  'title' | 'provider' | 'link' | 'exclusive' | 'startsAt'
>;

/** Meetings not deleted, in no particular order (the service orders them). */
export function listMeetings(tx: Tx): Promise<MeetingRow[]> {
  return tx.select().from(meetings).where(isNull(meetings.deletedAt));
}

export async function findMeeting(tx: Tx, id: number): Promise<MeetingRow | undefined> {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, id), isNull(meetings.deletedAt)));
  return row;
}

export async function insertMeeting(
  tx: Tx,
  values: NewMeeting & { createdBy: string },
): Promise<number> {
  const [row] = await tx.insert(meetings).values(values).returning({ id: meetings.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Moves a meeting on from the status it was read in (start or end stamps the time); undefined
 * when its status changed meanwhile.
 */
export async function moveMeeting(
  tx: Tx,
  meeting: Pick<MeetingRow, 'id' | 'status'>,
  next: MeetingRow['status'],
  action: 'start' | 'end',
): Promise<MeetingRow['status'] | undefined> {
  const [row] = await tx
    .update(meetings)
    .set({
      status: next,
      ...(action === 'start' ? { startedAt: new Date() } : { endedAt: new Date() }),
    })
    .where(and(eq(meetings.id, meeting.id), eq(meetings.status, meeting.status)))
    .returning({ status: meetings.status });
  return row?.status;
}

export async function softDeleteMeeting(tx: Tx, id: number): Promise<void> {
  await tx.update(meetings).set({ deletedAt: new Date() }).where(eq(meetings.id, id));
}
