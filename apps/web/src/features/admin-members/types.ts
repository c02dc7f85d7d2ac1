import type { OrderStatus } from '@bbt/domain';
import type { RoleFlags, RoleKey } from '@bbt/domain';

export type { RoleFlags, RoleKey };

/** What keeps a member out of the chat right now, if anything. */
export type Restriction = 'banned' | 'muted';

/** A member as GET /api/admin/members lists them (issue 7 contract, Members). */
export interface MemberSummary {
  id: string;
  name: string;
  email: string;
  image: string | null;
  roles: RoleKey[];
  credits: number;
  createdAt: string;
  restriction: Restriction | null;
}

export interface MembersPage {
  members: MemberSummary[];
  total: number;
}

/** One line of the audit log: who did what to whom, where and when. */
export interface AuditEntry {
  id: number;
  /** null for automatic moderation (banned words). */
  actorId: string | null;
  actorName: string | null;
  action: string;
  targetId: string | null;
  targetName: string | null;
  channel: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The id to ask for the next (older) page with, or null at the end of the log. */
  nextBefore: number | null;
}

export interface DisciplineSummary {
  warn: number;
  kick: number;
  ban: number;
  /** Mutes towards the next escalation (three mutes make a warning). */
  mute: number;
  /** Every mute ever given. */
  muteCount: number;
  banUntil: string;
  muteUntil: string;
  banned: boolean;
  muted: boolean;
  /** The ban never ends on its own. */
  permanent: boolean;
}

export interface MemberOrder {
  id: string;
  createdAt: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  titles: string[];
}

/** GET /api/admin/members/:id: the member's whole record. */
export interface MemberDetail extends MemberSummary {
  badgeTier: 1 | 2 | 3 | null;
  signalsUntil: string;
  marketing: { visits: number; signups: number; sales: number };
  discipline: DisciplineSummary;
  inviter: { id: string; name: string } | null;
  orders: MemberOrder[];
  /** Moderation and role changes that targeted this member, newest first. */
  history: AuditEntry[];
}

/** The signed-in founder or admin using the console. */
export interface ConsoleUser {
  id: string;
  roles: RoleFlags;
}

export type LiftableRestriction = 'ban' | 'mute';
