/**
 * Escalation of moderation counters (spec §4 "Discipline"): three warns make a one-day
 * ban, three kicks a three-day ban, three mutes one warn, and the third ban is permanent.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const STRIKES = 3;
export const WARN_BAN_DAYS = 1;
export const KICK_BAN_DAYS = 3;
/** "Effectively permanent": a ban until this date. */
export const PERMANENT_UNTIL = new Date('9999-12-31T00:00:00Z');

export interface DisciplineRecord {
  warn: number;
  kick: number;
  mute: number;
  ban: number;
  banUntil: Date;
  muteUntil: Date;
}

export type DisciplineAction =
  | { kind: 'warn' }
  | { kind: 'kick' }
  | { kind: 'mute'; days: number }
  | { kind: 'ban'; days: number };

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

function ban(record: DisciplineRecord, now: Date, days: number): DisciplineRecord {
  const count = record.ban + 1;
  // The third ban is for good (and still counts, so the record shows 4 afterwards).
  if (count === STRIKES) return { ...record, ban: count + 1, banUntil: PERMANENT_UNTIL };
  return { ...record, ban: count, banUntil: later(record.banUntil, daysFrom(now, days)) };
}

function warn(record: DisciplineRecord, now: Date): DisciplineRecord {
  const warned = { ...record, warn: record.warn + 1 };
  const banPassed = record.banUntil.getTime() <= now.getTime();
  if (warned.warn >= STRIKES && banPassed) return ban({ ...warned, warn: 0 }, now, WARN_BAN_DAYS);
  return warned;
}

/** The record after one moderation action at `now`. Pure: the caller stores the result. */
export function applyDiscipline(
  record: DisciplineRecord,
  action: DisciplineAction,
  now: Date,
): DisciplineRecord {
  switch (action.kind) {
    case 'warn':
      return warn(record, now);
    case 'kick': {
      const kicked = { ...record, kick: record.kick + 1 };
      const banPassed = record.banUntil.getTime() <= now.getTime();
      if (kicked.kick >= STRIKES && banPassed)
        return ban({ ...kicked, kick: 0 }, now, KICK_BAN_DAYS);
      return kicked;
    }
    case 'mute': {
      const muted = {
        ...record,
        mute: record.mute + 1,
        muteUntil: later(record.muteUntil, daysFrom(now, action.days)),
      };
      if (muted.mute >= STRIKES) return warn({ ...muted, mute: 0 }, now);
      return muted;
    }
    case 'ban':
      return ban(record, now, action.days);
  }
}
