import type { MeetingStatus } from '@bbt/domain';

/** Ruling 19: scheduled, then live after start (Join enabled), then ended. */
export type { MeetingStatus };

/** A meeting as GET /api/meetings lists it (the link is only given on join). */
export interface Meeting {
  id: number;
  title: string;
  provider: string;
  /** Exclusive meetings are for blue badge traders, admins and the founder. */
  exclusive: boolean;
  status: MeetingStatus;
  /** Live, and the member may join (exclusive meetings need the blue badge). */
  canJoin: boolean;
  createdAt: string;
}

export interface MeetingsList {
  /** Founder or admin: create, start, end and delete. */
  canManage: boolean;
  meetings: Meeting[];
}

export interface NewMeetingInput {
  title: string;
  provider: string;
  link: string;
  exclusive: boolean;
}
