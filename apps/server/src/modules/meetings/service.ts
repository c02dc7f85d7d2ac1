import {
  COPY,
  canJoinMeeting,
  compareMeetings,
  JOIN_MEETING_REFUSAL,
  nextMeetingStatus,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { assertAllowed } from '../../plugins/authorize';
import type { ChatEvents } from '../chat';
import type { Member } from '../users';
import {
  findMeeting,
  insertMeeting,
  listMeetings,
  moveMeeting,
  softDeleteMeeting,
  type MeetingRow,
  type NewMeeting,
} from './repo';

async function existingMeeting(db: Database, id: number): Promise<MeetingRow> {
  const meeting = await findMeeting(db, id);
  if (!meeting) throw notFound(COPY.server.meetings.noSuchMeeting);
  return meeting;
}

/**
 * Meetings in the learn page's order (live, then upcoming soonest first, then ended), each with
 * whether this member may join it now.
 */
export async function meetingsFor(db: Database, actor: Member) {
  const rows = await listMeetings(db);
  return rows.sort(compareMeetings).map((meeting) => ({
    meeting,
    canJoin: meeting.status === 'live' && canJoinMeeting(actor, meeting),
  }));
}

export async function createMeeting(
  db: Database,
  events: ChatEvents,
  actor: Member,
  input: NewMeeting,
): Promise<number> {
  const id = await insertMeeting(db, { ...input, createdBy: actor.id });
  events.meetingsChanged();
  return id;
}

/** Ruling 19: start a scheduled meeting (Join opens), or end one. */
export async function advanceMeeting(
  db: Database,
  events: ChatEvents,
  id: number,
  action: 'start' | 'end',
): Promise<MeetingRow['status']> {
  const meeting = await existingMeeting(db, id);
  const next = nextMeetingStatus(meeting.status, action);
  if (!next) throw conflict(COPY.server.meetings.cannotMove(meeting.status, action));
  const status = await moveMeeting(db, meeting, next, action);
  if (!status) throw conflict(COPY.server.meetings.changedMeanwhile);
  events.meetingsChanged();
  return status;
}

export async function deleteMeeting(db: Database, events: ChatEvents, id: number): Promise<void> {
  const meeting = await existingMeeting(db, id);
  await softDeleteMeeting(db, meeting.id);
  events.meetingsChanged();
}

/** The link of a live meeting, only ever for a member who may join it. */
export async function meetingLink(db: Database, actor: Member, id: number): Promise<string> {
  const meeting = await existingMeeting(db, id);
  assertAllowed(actor, (who) => canJoinMeeting(who, meeting), JOIN_MEETING_REFUSAL);
  if (meeting.status !== 'live')
    throw conflict(
      meeting.status === 'ended' ? COPY.server.meetings.ended : COPY.server.meetings.notStarted,
    );
  return meeting.link;
}
