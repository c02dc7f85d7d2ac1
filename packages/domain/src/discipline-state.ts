export interface DisciplineDates {
  banUntil: Date;
  muteUntil: Date;
}

export type ChatBlock = { kind: 'banned' | 'muted'; until: Date } | null;

/**
 * Ruling 6: a banned user sees only the notice instead of the chat; a muted user may read
 * but not write. A ban outranks a mute because it hides more.
 */
export function chatBlock(dates: DisciplineDates, now: Date): ChatBlock {
  if (dates.banUntil.getTime() > now.getTime()) return { kind: 'banned', until: dates.banUntil };
  if (dates.muteUntil.getTime() > now.getTime()) return { kind: 'muted', until: dates.muteUntil };
  return null;
}
