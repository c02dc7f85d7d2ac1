import { DEFAULT_NOTIFICATION_LEVEL } from '@bbt/domain';
import type { Database } from '../../db/client';
import { writeTopics } from '../../db/committed-writes';
import type { InstanceLink } from '../../plugins/realtime';
import type { Member } from '../users';
import { notificationLevels } from './notification-prefs';
import { memberChannels } from './service';

/**
 * How long a member's sidebar is kept at most. Every write made through the app drops it at once
 * (on every instance); this bounds only what is written behind the app's back (the import
 * command, a fix in SQL), and how long the list of a member who went away takes memory.
 */
export const CHANNEL_LIST_KEPT_MS = 60_000;
/** Members whose sidebar is kept at most; the oldest go first. */
const CHANNEL_LISTS_KEPT = 50_000;
/** Topics whose last write is remembered at most: past that, all are forgotten at once. */
const TOPICS_REMEMBERED = 200_000;

interface KeptList {
  /** What of the member the answer was built for (`fingerprintOf`). */
  fingerprint: string;
  /** The clock when it began to be built: a write of one of `depends` after it outdates it. */
  builtAt: number;
  keptUntil: number;
  /** The topics (`writeTopics`) the answer was read from. */
  depends: string[];
  /** The answer, as JSON text. */
  body: string;
}

/**
 * What of the member (the session's actor, read per request) the answer depends on: the roles
 * and badge tier held now (a membership ends by the clock), and a ban or mute. A change of any
 * of them builds the answer again.
 */
function fingerprintOf(member: Member): string {
  let flags = '';
  for (const held of Object.values(member.roles)) flags += held ? '1' : '0';
  return `${flags}|${member.badgeTier ?? ''}|${member.block?.kind ?? ''}`;
}

/**
 * The members' sidebars (`GET /api/channels`), kept per instance until something they were read
 * from is written (decision 0079). Each write's topics (`writeTopics`) come from the repo
 * functions that write, after the commit, and from the other instances through Redis; a kept
 * answer is checked against them without the database. Every write takes the next number of
 * one clock; an answer is current while none of its topics was written after it began to be
 * built, so a write that commits while it is read outdates it. Nothing is served from or kept
 * in memory while the instance may miss the others' writes (`link`).
 */
export function createChannelLists(
  db: Database,
  deps: { link: InstanceLink; keptMs?: number; maxKept?: number },
) {
  const keptMs = deps.keptMs ?? CHANNEL_LIST_KEPT_MS;
  const maxKept = deps.maxKept ?? CHANNEL_LISTS_KEPT;
  const kept = new Map<string, KeptList>();
  /** Each topic's last write, by the clock. */
  const lastWrite = new Map<string, number>();
  let clock = 0;
  /** Answers begun before this are outdated whatever their topics (`forgetAll`). */
  let validFrom = 0;

  const forgetAll = () => {
    kept.clear();
    lastWrite.clear();
    validFrom = ++clock;
  };
  // Writes of the other instances may have been missed while not hearing them, or be missed now.
  deps.link.onChange(forgetAll);

  const isCurrent = (list: KeptList, now: number) =>
    list.builtAt >= validFrom &&
    list.keptUntil > now &&
    list.depends.every((topic) => (lastWrite.get(topic) ?? 0) <= list.builtAt);

  function keep(memberId: string, list: KeptList, now: number): void {
    kept.delete(memberId);
    // The map is in the order lists were kept: the oldest are dropped first, and any run out.
    for (const [id, oldest] of kept) {
      if (kept.size < maxKept && oldest.keptUntil > now) break;
      kept.delete(id);
    }
    kept.set(memberId, list);
  }

  async function build(member: Member) {
    const [{ channels, parties }, levels] = await Promise.all([
      memberChannels(db, member),
      notificationLevels(db, member.id),
    ]);
    const body = JSON.stringify({
      channels: channels.map((channel) => ({
        ...channel,
        notify: levels.get(channel.slug) ?? DEFAULT_NOTIFICATION_LEVEL,
      })),
    });
    const depends = [
      writeTopics.directory,
      writeTopics.reader(member.id),
      writeTopics.party(member.id),
      ...parties.map(writeTopics.party),
      ...channels.map((channel) => writeTopics.messages(channel.slug)),
    ];
    return { body, depends: [...new Set(depends)] };
  }

  return {
    /** The member's sidebar as JSON text: the kept one while current, else read now. */
    async body(member: Member): Promise<string> {
      const fingerprint = fingerprintOf(member);
      const now = Date.now();
      const known = kept.get(member.id);
      if (
        known &&
        deps.link.hearing &&
        known.fingerprint === fingerprint &&
        isCurrent(known, now)
      ) {
        return known.body;
      }
      const builtAt = clock;
      const hearing = deps.link.hearing;
      const { body, depends } = await build(member);
      if (hearing && deps.link.hearing && builtAt >= validFrom) {
        keep(member.id, { fingerprint, builtAt, keptUntil: now + keptMs, depends, body }, now);
      }
      return body;
    },
    /** Topics written (`writeTopics`): on this instance once committed, or on another one. */
    written(topics: readonly string[]): void {
      for (const topic of topics) {
        if (lastWrite.size >= TOPICS_REMEMBERED && !lastWrite.has(topic)) forgetAll();
        lastWrite.set(topic, ++clock);
      }
    },
  };
}

export type ChannelLists = ReturnType<typeof createChannelLists>;
