import {
  BOTS_GROUP,
  mentionKey,
  PRIORITY_LABELS,
  type PresenceSnapshot,
  type PresenceStatus,
  type Priority,
} from '@bbt/domain';
import type { Tx } from '../../db/client';
import type { ListedMemberRow, ShownMemberRow } from '../users';
import {
  memberGroupTotals,
  membersByKeyPrefix,
  membersByNamePart,
  offlineMembersOfGroups,
  presentMembersInOrder,
} from './member-list-repo';

export interface MemberListGroup {
  /** Null for the bots' group (BOTS_GROUP). */
  priority: Priority | null;
  label: string;
  /** Everyone in the group, in the whole community. */
  members: number;
  /** How many of them are online or idle (listed first). */
  present: number;
  /** The position of the group's first member in the whole list. */
  start: number;
}

export interface MemberListRange {
  total: number;
  groups: MemberListGroup[];
  offset: number;
  members: { row: ListedMemberRow; status: PresenceStatus }[];
}

type AroundMember = ListedMemberRow & { priority: number };
type AroundInOrder = (db: Tx, ids: readonly string[]) => Promise<AroundMember[]>;

/** How long one ordering of who is around serves the requests that find the same people. */
const AROUND_KEPT_MS = 2_000;

/**
 * Who is around, in list order with what the list shows of them, kept while presence names the
 * same members: every member who opens the list within a tick asks the same thing, and the answer
 * costs one primary-key read per member online. Kept for `AROUND_KEPT_MS` at most, so a change of
 * role, name or picture shows soon after.
 */
export function keptAroundInOrder(now: () => number = Date.now): AroundInOrder {
  let kept: { key: string; at: number; rows: Promise<AroundMember[]> } | null = null;
  return (db, ids) => {
    const key = ids.join('\n');
    if (kept && kept.key === key && now() - kept.at < AROUND_KEPT_MS) return kept.rows;
    const rows = presentMembersInOrder(db, ids);
    kept = { key, at: now(), rows };
    rows.catch(() => {
      if (kept?.rows === rows) kept = null;
    });
    return rows;
  };
}

/** Where a range's members come from: present members' kept rows, or a slice of a group's offline. */
type Source =
  | { kind: 'present'; rows: AroundMember[] }
  | { kind: 'offline'; group: Priority; offset: number; limit: number };

/** A group to list: its members' count and who of them is around, in list order. */
interface GroupRun {
  priority: Priority | null;
  label: string;
  members: number;
  around: AroundMember[];
}

/**
 * The groups in list order from the counters and who is around: the bots out of the group their
 * roles would put them in (its count too), in their own group after staff (BOTS_GROUP).
 */
function groupRuns(
  totals: readonly { priority: number; members: number }[],
  around: readonly AroundMember[],
): GroupRun[] {
  const bots = around.filter((m) => m.isBot);
  const runs: GroupRun[] = [];
  const botsRun: GroupRun = {
    priority: null,
    label: BOTS_GROUP.label,
    members: bots.length,
    around: bots,
  };
  let botsListed = bots.length === 0;
  for (const total of totals) {
    const priority = total.priority as Priority;
    if (!botsListed && priority > BOTS_GROUP.after) {
      runs.push(botsRun);
      botsListed = true;
    }
    const people = around.filter((m) => m.priority === priority && !m.isBot);
    const members = total.members - bots.filter((m) => m.priority === priority).length;
    if (members > 0)
      runs.push({
        priority,
        label: PRIORITY_LABELS[priority],
        members,
        around: people,
      });
  }
  if (!botsListed) runs.push(botsRun);
  return runs;
}

/**
 * The member list from `offset`, `limit` members long, in the order of spec §6 as Discord shows
 * it: groups by priority; in each, who is around (online, idle, bots) by name, then the others by
 * name. Counts come from the group counters, who is around from presence (their rows kept for a
 * moment), and the offline members' rows from one index, read for the range alone, so the first
 * screen costs the same at 50 members or 50,000 (decision 0044).
 */
export async function memberListRange(
  db: Tx,
  presence: PresenceSnapshot,
  range: { offset: number; limit: number },
  aroundInOrder: AroundInOrder,
): Promise<MemberListRange> {
  const status = new Map<string, PresenceStatus>();
  for (const id of presence.online) status.set(id, 'online');
  for (const id of presence.idle) status.set(id, 'idle');
  const [totals, around] = await Promise.all([
    memberGroupTotals(db),
    aroundInOrder(db, [...status.keys()]),
  ]);

  const groups: MemberListGroup[] = [];
  const sources: Source[] = [];
  let start = 0;
  const end = range.offset + range.limit;
  for (const run of groupRuns(totals, around)) {
    const { priority, label } = run;
    const present = Math.min(run.around.length, run.members);
    groups.push({ priority, label, members: run.members, present, start });
    // The part of [offset, end) that falls in this group's present run, then its offline run.
    const from = Math.max(range.offset, start);
    const presentEnd = Math.min(end, start + present);
    if (from < presentEnd) {
      sources.push({ kind: 'present', rows: run.around.slice(from - start, presentEnd - start) });
    }
    const offlineFrom = Math.max(range.offset, start + present);
    const offlineEnd = Math.min(end, start + run.members);
    // The bots' group is all around: it has no offline run.
    if (priority !== null && offlineFrom < offlineEnd) {
      sources.push({
        kind: 'offline',
        group: priority,
        offset: offlineFrom - start - present,
        limit: offlineEnd - offlineFrom,
      });
    }
    start += run.members;
  }

  // Everyone in a run of who is around, bots included, is left out of the offline runs.
  const offline = await offlineMembersOfGroups(
    db,
    around.map((m) => m.id),
    sources.flatMap((s) => (s.kind === 'offline' ? [s] : [])),
  );
  // The offline slices' answers come in the order they were asked.
  let nextSlice = 0;
  const members = sources.flatMap((source): MemberListRange['members'] => {
    if (source.kind === 'offline') {
      return (offline[nextSlice++] ?? []).map((row) => ({ row, status: 'offline' }));
    }
    return source.rows.map((row) => ({
      row,
      status: row.isBot ? 'online' : (status.get(row.id) ?? 'online'),
    }));
  });
  return { total: start, groups, offset: range.offset, members };
}

/**
 * Members whose name starts with `text` as a mention is written (spaces ignored, any case), then,
 * from three letters, those whose name holds it anywhere: at most `limit`, through the indexes
 * on the mention key and the name's trigrams (decision 0044).
 */
export async function searchMembers(
  db: Tx,
  text: string,
  limit: number,
): Promise<ShownMemberRow[]> {
  const byPrefix = await membersByKeyPrefix(db, mentionKey(text), limit);
  const part = text.trim();
  if (byPrefix.length >= limit || part.length < 3) return byPrefix;
  const found = new Set(byPrefix.map((row) => row.id));
  const byPart = (await membersByNamePart(db, part, limit)).filter((row) => !found.has(row.id));
  return [...byPrefix, ...byPart].slice(0, limit);
}
